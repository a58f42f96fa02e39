CREATE TABLE "modifier_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"multi_select" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modifier_prices" (
	"store_id" integer NOT NULL,
	"modifier_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "modifier_prices_store_id_modifier_id_pk" PRIMARY KEY("store_id","modifier_id")
);
--> statement-breakpoint
CREATE TABLE "modifier_scales" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" integer PRIMARY KEY NOT NULL,
	"modifier_group_id" integer,
	"modifier_scale_id" integer,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"is_variable_quantity" boolean NOT NULL,
	"max_quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_group_products" (
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_group_products_group_id_product_id_pk" PRIMARY KEY("group_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_visible" boolean NOT NULL,
	"priority" integer,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_modifier_groups" (
	"product_id" integer NOT NULL,
	"modifier_group_id" integer NOT NULL,
	"default_modifier_id" integer,
	CONSTRAINT "product_modifier_groups_product_id_modifier_group_id_pk" PRIMARY KEY("product_id","modifier_group_id")
);
--> statement-breakpoint
CREATE TABLE "product_modifier_scales" (
	"product_id" integer NOT NULL,
	"modifier_scale_id" integer NOT NULL,
	"default_modifier_id" integer NOT NULL,
	CONSTRAINT "product_modifier_scales_product_id_modifier_scale_id_pk" PRIMARY KEY("product_id","modifier_scale_id")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"is_default" boolean NOT NULL,
	CONSTRAINT "product_sizes_product_id_size_id_pk" PRIMARY KEY("product_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "product_versions" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"price_delta_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_visibility" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer,
	"region_id" integer,
	"is_visible_online_ordering" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ticket_name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"image" text NOT NULL,
	"priority" integer,
	"auto_modify" boolean NOT NULL,
	"ingredients" jsonb NOT NULL,
	"nutrition" jsonb NOT NULL,
	"allergens" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_prices" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "size_prices_store_id_product_id_size_id_pk" PRIMARY KEY("store_id","product_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ounces" integer,
	"priority" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	"nickname" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"olo_enabled" boolean NOT NULL,
	"drive_thru_pickup" boolean NOT NULL,
	"in_store_pickup" boolean NOT NULL,
	"parking_lot_pickup" boolean NOT NULL,
	"wifi" boolean NOT NULL,
	"drive_thru" boolean NOT NULL,
	"sun_open" text NOT NULL,
	"sun_close" text NOT NULL,
	"mon_thru_thurs_open" text NOT NULL,
	"mon_thru_thurs_close" text NOT NULL,
	"fri_open" text NOT NULL,
	"fri_close" text NOT NULL,
	"sat_open" text NOT NULL,
	"sat_close" text NOT NULL,
	"tax_rate_micros" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"store_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"status" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "terminals_store_id_term_id_pk" PRIMARY KEY("store_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "unavailable_products" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "unavailable_products_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "modifier_prices" ADD CONSTRAINT "modifier_prices_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_prices" ADD CONSTRAINT "modifier_prices_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_modifier_group_id_modifier_groups_id_fk" FOREIGN KEY ("modifier_group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_modifier_scale_id_modifier_scales_id_fk" FOREIGN KEY ("modifier_scale_id") REFERENCES "public"."modifier_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_products" ADD CONSTRAINT "product_group_products_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_products" ADD CONSTRAINT "product_group_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_groups" ADD CONSTRAINT "product_modifier_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_groups" ADD CONSTRAINT "product_modifier_groups_modifier_group_id_modifier_groups_id_fk" FOREIGN KEY ("modifier_group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_scales" ADD CONSTRAINT "product_modifier_scales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_scales" ADD CONSTRAINT "product_modifier_scales_modifier_scale_id_modifier_scales_id_fk" FOREIGN KEY ("modifier_scale_id") REFERENCES "public"."modifier_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_visibility" ADD CONSTRAINT "product_visibility_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_prices" ADD CONSTRAINT "size_prices_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_prices" ADD CONSTRAINT "size_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_prices" ADD CONSTRAINT "size_prices_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_products" ADD CONSTRAINT "unavailable_products_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_products" ADD CONSTRAINT "unavailable_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_visibility_product_idx" ON "product_visibility" USING btree ("product_id");