CREATE TABLE "report_store_modifier_months" (
	"store_id" integer NOT NULL,
	"month" text NOT NULL,
	"modifier_id" integer NOT NULL,
	"modifier_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"sales_cents" double precision NOT NULL,
	CONSTRAINT "report_store_modifier_months_store_id_month_modifier_id_pk" PRIMARY KEY("store_id","month","modifier_id")
);
--> statement-breakpoint
CREATE TABLE "report_store_product_months" (
	"store_id" integer NOT NULL,
	"month" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"named_at" timestamp with time zone NOT NULL,
	"quantity" integer NOT NULL,
	"sales_cents" double precision NOT NULL,
	CONSTRAINT "report_store_product_months_store_id_month_product_id_pk" PRIMARY KEY("store_id","month","product_id")
);
--> statement-breakpoint
-- The orders stored before: every store day with orders is to be folded again, which computes its
-- store's month (a migration must stay inside the pool's query limit, and a million orders' lines at
-- once do not; `npm run report:rebuild` computes them all in one pass instead).
INSERT INTO report_dirty_days (store_id, day)
SELECT store_id, day FROM report_store_days
ON CONFLICT DO NOTHING;
