CREATE TABLE "order_items" (
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"ticket_name" text NOT NULL,
	"image" text NOT NULL,
	"size_id" integer NOT NULL,
	"size_name" text NOT NULL,
	"version_id" integer,
	"version_name" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"modifiers" jsonb NOT NULL,
	CONSTRAINT "order_items_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"status" text NOT NULL,
	"pickup_location" text NOT NULL,
	"pickup_name" text NOT NULL,
	"guest_email" text,
	"phone" text NOT NULL,
	"car" jsonb,
	"app_user_id" text,
	"profile_id" text,
	"scheduled_for" timestamp with time zone,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"tax_rate_micros" integer NOT NULL,
	"payment_intent_id" text,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"store_id" integer,
	"cart_id" text,
	"card_brand" text,
	"card_last4" text,
	"last_error_code" text,
	"last_error_message" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "orders_status_changed_idx" ON "orders" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "payment_intents_cart_idx" ON "payment_intents" USING btree ("cart_id");