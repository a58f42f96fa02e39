// What the status stream reads of an order when a phone (re)subscribes: its status and who may watch
// it, five columns by a named prepared statement. A restarting server hands thousands of phones to
// the one that stays, each subscribing again at once (docs/performance.md, round 5): the query
// builder and the order's thirty-odd columns cost that server a read each.
import type { Db } from '../../../db/client.ts';
import { runPrepared } from '../../../db/prepared-statement.ts';
import type { OrderRecord } from '../order-repository.ts';

export type WatchedOrder = Pick<
  OrderRecord,
  'status' | 'statusChangedAt' | 'statusReason' | 'appUserId' | 'viewerKey'
>;

// The time as epoch milliseconds: the driver hands timestamps over as text, and the stream compares
// the stored time with published ones to the millisecond, as JavaScript's Date keeps it.
const WATCHED_ORDER = `SELECT status,
  (extract(epoch FROM status_changed_at) * 1000)::float8 AS "changedAtMs",
  status_reason AS "statusReason", app_user_id AS "appUserId", viewer_key AS "viewerKey"
FROM orders WHERE id = $1::text`;

interface WatchedOrderRow extends Omit<WatchedOrder, 'statusChangedAt'> {
  changedAtMs: number;
}

export async function findWatchedOrder(db: Db, id: string): Promise<WatchedOrder | null> {
  const [row] = await runPrepared<WatchedOrderRow>(db, 'brewline_watched_order', WATCHED_ORDER, [id]);
  if (!row) return null;
  const { changedAtMs, ...rest } = row;
  return { ...rest, statusChangedAt: new Date(changedAtMs) };
}
