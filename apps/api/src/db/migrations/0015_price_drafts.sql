CREATE TABLE "chain_modifier_prices" (
	"region_id" integer NOT NULL,
	"modifier_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "chain_modifier_prices_region_id_modifier_id_pk" PRIMARY KEY("region_id","modifier_id"),
	CONSTRAINT "chain_modifier_prices_not_negative" CHECK ("chain_modifier_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chain_size_prices" (
	"region_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "chain_size_prices_region_id_product_id_size_id_pk" PRIMARY KEY("region_id","product_id","size_id"),
	CONSTRAINT "chain_size_prices_not_negative" CHECK ("chain_size_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pending_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"scope_id" integer NOT NULL,
	"product_id" integer,
	"size_id" integer,
	"modifier_id" integer,
	"price_cents" integer NOT NULL,
	"previous_cents" integer,
	"cell_key" text NOT NULL,
	"changed_by_email" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_price_changes_not_negative" CHECK ("pending_price_changes"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_price_changes_cell_idx" ON "pending_price_changes" USING btree ("cell_key");