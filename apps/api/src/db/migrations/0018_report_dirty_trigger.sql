-- An order placed, or its status changed, marks its store's local day for the report rollups
-- (modules/reports/report-rollup.ts folds the marked days in before a report is read). A day already
-- marked stays as it is: ON CONFLICT DO NOTHING takes no lock on a committed row.
CREATE OR REPLACE FUNCTION report_mark_order_day() RETURNS trigger AS $$
BEGIN
  INSERT INTO report_dirty_days (store_id, day)
  SELECT NEW.store_id, to_char(NEW.placed_at AT TIME ZONE s.time_zone, 'YYYY-MM-DD')
  FROM stores s WHERE s.store_id = NEW.store_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_report_day_placed AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION report_mark_order_day();
--> statement-breakpoint
CREATE TRIGGER orders_report_day_changed AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION report_mark_order_day();
--> statement-breakpoint
-- Orders stored before the rollups existed: every day they were placed on is to be folded in.
INSERT INTO report_dirty_days (store_id, day)
SELECT DISTINCT o.store_id, to_char(o.placed_at AT TIME ZONE s.time_zone, 'YYYY-MM-DD')
FROM orders o JOIN stores s ON s.store_id = o.store_id
ON CONFLICT DO NOTHING;
