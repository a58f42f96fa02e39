// An order's times on its store's clock (domain store-clock.ts), for the customer's order page. The
// zone comes from the store's snapshot, as the make time's does; an order whose store is gone reads
// in UTC, as the page shows it when its store is null.
import { storeClockOf } from '@brewline/domain/store-hours/store-clock-writing';
import type { Db } from '../../../db/client.ts';
import { storeSnapshotsOf } from '../../stores/store-snapshot.ts';

export async function orderStoreClockOf(db: Db, storeId: number, at: Date): Promise<string> {
  const info = await storeSnapshotsOf(db).info(storeId);
  return storeClockOf(at, info?.store.timeZone ?? 'UTC');
}
