// When a scheduled order goes to the bar: its pickup time less its own store's make minutes, the
// moment the scheduler sends it (scheduled-order-sender.ts). The board and the customer's order page
// read it from here (the order's makeTime) instead of assuming a make time of their own. The store
// comes from the snapshot, at most a few seconds old, so a board of many orders reads it once.
import { orderMakeTime } from '@brewline/domain/orders/scheduled-orders';
import { DEFAULT_MAKE_MINUTES } from '@brewline/domain/orders/pickup-slots';
import type { Db } from '../../../db/client.ts';
import { storeSnapshotsOf } from '../../stores/store-snapshot.ts';

export async function orderMakeTimeOf(
  db: Db,
  order: { readonly storeId: number; readonly scheduledFor: Date | null },
): Promise<string | null> {
  if (!order.scheduledFor) return null;
  const info = await storeSnapshotsOf(db).info(order.storeId);
  // A store that is gone keeps the column's default, as the scheduler's row would have.
  const makeMinutes = info?.store.makeMinutes ?? DEFAULT_MAKE_MINUTES;
  return orderMakeTime(order.scheduledFor, makeMinutes).toISOString();
}

export const MAKE_TIME_DESCRIPTION =
  "ISO instant a scheduled order goes to the bar: its pickup time less its store's make minutes (when the scheduler sends it); null for as soon as possible.";
