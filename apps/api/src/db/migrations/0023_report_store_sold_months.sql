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
-- The orders stored before: what each store sold each local month, from all their lines at once (as
-- modules/reports/report-store-sold-months.ts computes it; npm run report:rebuild says the same).
INSERT INTO report_store_product_months
  (store_id, month, product_id, product_name, named_at, quantity, sales_cents)
SELECT o.store_id, to_char(o.placed_at AT TIME ZONE s.time_zone, 'YYYY-MM'), i.product_id,
  (array_agg(i.product_name ORDER BY o.placed_at DESC))[1], max(o.placed_at), sum(i.quantity),
  sum(i.price_cents - i.discount_cents)
FROM orders o JOIN stores s ON s.store_id = o.store_id JOIN order_items i ON i.order_id = o.id
WHERE o.status NOT IN ('ORDER_REFUND_REQUESTED', 'ORDER_REFUND_PROCESSED', 'ORDER_ERROR')
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO report_store_modifier_months
  (store_id, month, modifier_id, modifier_name, quantity, sales_cents)
SELECT o.store_id, to_char(o.placed_at AT TIME ZONE s.time_zone, 'YYYY-MM'), (m.value->>'modifierId')::int,
  max(m.value->>'name'), sum((m.value->>'quantity')::int * i.quantity),
  sum((m.value->>'quantity')::int * i.quantity * (m.value->>'unitPriceCents')::int)
FROM orders o JOIN stores s ON s.store_id = o.store_id JOIN order_items i ON i.order_id = o.id
  CROSS JOIN LATERAL jsonb_array_elements(i.modifiers) AS m(value)
WHERE o.status NOT IN ('ORDER_REFUND_REQUESTED', 'ORDER_REFUND_PROCESSED', 'ORDER_ERROR')
GROUP BY 1, 2, 3;
