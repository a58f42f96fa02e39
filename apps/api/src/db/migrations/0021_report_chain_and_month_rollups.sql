CREATE TABLE "report_chain_hours" (
	"day" text NOT NULL,
	"hour" integer NOT NULL,
	"orders" integer NOT NULL,
	"sales" integer NOT NULL,
	"sales_cents" double precision NOT NULL,
	"refunds" integer NOT NULL,
	"refunded_cents" double precision NOT NULL,
	"failed" integer NOT NULL,
	CONSTRAINT "report_chain_hours_day_hour_pk" PRIMARY KEY("day","hour")
);
--> statement-breakpoint
CREATE TABLE "report_chain_pickups" (
	"day" text NOT NULL,
	"pickup" text NOT NULL,
	"orders" integer NOT NULL,
	"sales" integer NOT NULL,
	"sales_cents" double precision NOT NULL,
	"refunds" integer NOT NULL,
	"refunded_cents" double precision NOT NULL,
	"failed" integer NOT NULL,
	CONSTRAINT "report_chain_pickups_day_pickup_pk" PRIMARY KEY("day","pickup")
);
--> statement-breakpoint
CREATE TABLE "report_modifier_months" (
	"month" text NOT NULL,
	"modifier_id" integer NOT NULL,
	"modifier_name" text NOT NULL,
	"last_day" text NOT NULL,
	"quantity" integer NOT NULL,
	"sales_cents" double precision NOT NULL,
	CONSTRAINT "report_modifier_months_month_modifier_id_pk" PRIMARY KEY("month","modifier_id")
);
--> statement-breakpoint
CREATE TABLE "report_product_months" (
	"month" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"last_day" text NOT NULL,
	"quantity" integer NOT NULL,
	"sales_cents" double precision NOT NULL,
	CONSTRAINT "report_product_months_month_product_id_pk" PRIMARY KEY("month","product_id")
);
--> statement-breakpoint
CREATE TABLE "report_store_months" (
	"store_id" integer NOT NULL,
	"month" text NOT NULL,
	"orders" integer NOT NULL,
	"sales" integer NOT NULL,
	"sales_cents" double precision NOT NULL,
	"refunds" integer NOT NULL,
	"refunded_cents" double precision NOT NULL,
	"failed" integer NOT NULL,
	CONSTRAINT "report_store_months_store_id_month_pk" PRIMARY KEY("store_id","month")
);
--> statement-breakpoint
-- A database with rollups already: the derived ones are summed from its day rollups at once, as
-- modules/reports/report-rollup-derived.ts does for every day (npm run report:rebuild says the same).
INSERT INTO report_chain_hours (day, hour, orders, sales, sales_cents, refunds, refunded_cents, failed)
SELECT r.day, h.key::int, sum((h.f->>0)::int), sum((h.f->>1)::int), sum((h.f->>2)::float8),
  sum((h.f->>3)::int), sum((h.f->>4)::float8), sum((h.f->>5)::int)
FROM report_store_days r CROSS JOIN LATERAL jsonb_each(r.hours) AS h(key, f) GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO report_chain_pickups (day, pickup, orders, sales, sales_cents, refunds, refunded_cents, failed)
SELECT r.day, p.key, sum((p.f->>0)::int), sum((p.f->>1)::int), sum((p.f->>2)::float8),
  sum((p.f->>3)::int), sum((p.f->>4)::float8), sum((p.f->>5)::int)
FROM report_store_days r CROSS JOIN LATERAL jsonb_each(r.pickups) AS p(key, f) GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO report_store_months (store_id, month, orders, sales, sales_cents, refunds, refunded_cents, failed)
SELECT store_id, left(day, 7), sum(orders), sum(sales), sum(sales_cents), sum(refunds),
  sum(refunded_cents), sum(failed)
FROM report_store_days GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO report_product_months (month, product_id, product_name, last_day, quantity, sales_cents)
SELECT left(day, 7), product_id, (array_agg(product_name ORDER BY day DESC))[1], max(day), sum(quantity),
  sum(sales_cents)
FROM report_product_days GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO report_modifier_months (month, modifier_id, modifier_name, last_day, quantity, sales_cents)
SELECT left(day, 7), modifier_id, (array_agg(modifier_name ORDER BY day DESC))[1], max(day), sum(quantity),
  sum(sales_cents)
FROM report_modifier_days GROUP BY 1, 2;
