-- A refund of part of an order (support or the board) leaves its status as it was, so the orders
-- triggers do not see it: a refund row marks its order's store day for the report rollups too.
CREATE OR REPLACE FUNCTION report_mark_refund_day() RETURNS trigger AS $$
BEGIN
  INSERT INTO report_dirty_days (store_id, day)
  SELECT o.store_id, to_char(o.placed_at AT TIME ZONE s.time_zone, 'YYYY-MM-DD')
  FROM orders o JOIN stores s ON s.store_id = o.store_id
  WHERE o.id = NEW.order_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_refunds_report_day AFTER INSERT ON order_refunds
  FOR EACH ROW EXECUTE FUNCTION report_mark_refund_day();
--> statement-breakpoint
-- Refunds recorded before the rollups counted parts: their days are to be folded in again.
INSERT INTO report_dirty_days (store_id, day)
SELECT DISTINCT o.store_id, to_char(o.placed_at AT TIME ZONE s.time_zone, 'YYYY-MM-DD')
FROM order_refunds r JOIN orders o ON o.id = r.order_id JOIN stores s ON s.store_id = o.store_id
ON CONFLICT DO NOTHING;
