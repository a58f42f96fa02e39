CREATE TABLE "report_dirty_funnel_days" (
	"day" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_funnel_days" (
	"day" text PRIMARY KEY NOT NULL,
	"menu_views" integer NOT NULL,
	"product_views" integer NOT NULL,
	"add_to_cart" integer NOT NULL,
	"checkout_started" integer NOT NULL,
	"orders_placed" integer NOT NULL
);
--> statement-breakpoint
-- A browsing event, or an order placed, marks its UTC day for the funnel rollup
-- (modules/reports/report-funnel-rollup.ts recomputes the marked days before a report is read). A day
-- already marked stays as it is: ON CONFLICT DO NOTHING takes no lock on a committed row.
CREATE OR REPLACE FUNCTION report_mark_event_day() RETURNS trigger AS $$
BEGIN
  INSERT INTO report_dirty_funnel_days (day)
  VALUES (to_char(NEW.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER analytics_events_report_day AFTER INSERT ON analytics_events
  FOR EACH ROW EXECUTE FUNCTION report_mark_event_day();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_mark_order_utc_day() RETURNS trigger AS $$
BEGIN
  INSERT INTO report_dirty_funnel_days (day)
  VALUES (to_char(NEW.placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_report_utc_day AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION report_mark_order_utc_day();
--> statement-breakpoint
-- The events and orders stored before: every day they fall on is to be counted.
INSERT INTO report_dirty_funnel_days (day)
SELECT DISTINCT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') FROM analytics_events
UNION SELECT DISTINCT to_char(placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') FROM orders
ON CONFLICT DO NOTHING;
