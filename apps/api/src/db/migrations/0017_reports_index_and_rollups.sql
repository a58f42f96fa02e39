CREATE TABLE "report_dirty_days" (
	"store_id" integer NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "report_dirty_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_modifier_days" (
	"day" text NOT NULL,
	"modifier_id" integer NOT NULL,
	"modifier_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"sales_cents" double precision NOT NULL,
	CONSTRAINT "report_modifier_days_day_modifier_id_pk" PRIMARY KEY("day","modifier_id")
);
--> statement-breakpoint
CREATE TABLE "report_product_days" (
	"day" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"sales_cents" double precision NOT NULL,
	CONSTRAINT "report_product_days_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "report_store_days" (
	"store_id" integer NOT NULL,
	"day" text NOT NULL,
	"orders" integer NOT NULL,
	"sales" integer NOT NULL,
	"sales_cents" double precision NOT NULL,
	"refunds" integer NOT NULL,
	"refunded_cents" double precision NOT NULL,
	"failed" integer NOT NULL,
	"hours" jsonb NOT NULL,
	"pickups" jsonb NOT NULL,
	CONSTRAINT "report_store_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE INDEX "report_store_days_day_idx" ON "report_store_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "orders_store_placed_idx" ON "orders" USING btree ("store_id","placed_at","status","pickup_location","total_cents","tax_cents");