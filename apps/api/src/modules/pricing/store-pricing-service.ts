import type { Db } from '../../db/client.ts';
import type { StoreRecord } from '../stores/store-repository.ts';
import { storeSnapshotsOf } from '../stores/store-snapshot.ts';
import type { StorePricing } from '../stores/store-snapshot.ts';

/**
 * Everything priceCart needs about one store, or null for an unknown store: from the store's snapshot
 * (store-snapshot.ts), so pricing a cart or checking an order reads nothing from the database once
 * the store is held, and a product a board 86ed is refused from the moment the board is answered.
 */
export async function loadStorePricing(
  db: Db,
  storeId: number,
  // A caller that has already looked the store up may say it does not exist (null); a store it did
  // find changes nothing, the snapshot holds the same row.
  knownStore?: StoreRecord | null,
): Promise<StorePricing | null> {
  if (knownStore === null) return null;
  return (await storeSnapshotsOf(db).prices(storeId))?.pricing ?? null;
}
