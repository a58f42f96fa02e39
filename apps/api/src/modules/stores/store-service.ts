// What other modules read about stores. They come here, not to the stores' repositories, so the
// tables stay this module's own (decision 007); the snapshot (store-snapshot.ts) is the other door,
// for reads that may be a few seconds old.
import type { Db, Tx } from '../../db/client.ts';
import { storesById } from './store-finder-repository.ts';
import { listUnavailableProductIds } from './store-price-repository.ts';
import { findStore, listTerminals, type StoreRecord, type TerminalRecord } from './store-repository.ts';

/** The store as stored now, or null for an unknown id. */
export function storeById(db: Db, storeId: number): Promise<StoreRecord | null> {
  return findStore(db, storeId);
}

/** The stores among these ids that exist, inside the caller's transaction when it has one. */
export function storesByIds(db: Db | Tx, storeIds: readonly number[]): Promise<StoreRecord[]> {
  return storesById(db, storeIds);
}

/**
 * The store, its terminals and what it has 86'd, read from the database now (not the snapshot): for
 * a decision that must see a board's change made a moment ago on any server (the scheduler's).
 */
export async function storeStateNow(
  db: Db,
  storeId: number,
): Promise<{ store: StoreRecord; terminals: TerminalRecord[]; unavailableProductIds: number[] } | null> {
  const [store, terminals, unavailableProductIds] = await Promise.all([
    findStore(db, storeId),
    listTerminals(db, storeId),
    listUnavailableProductIds(db, storeId),
  ]);
  return store ? { store, terminals, unavailableProductIds } : null;
}

/** The store's terminals with their connection as stored now (the back office's live view). */
export function terminalsOfStore(db: Db, storeId: number): Promise<TerminalRecord[]> {
  return listTerminals(db, storeId);
}

/** The products the store has 86'd, as stored now (what its board shows). */
export function unavailableProductIdsOf(db: Db, storeId: number): Promise<number[]> {
  return listUnavailableProductIds(db, storeId);
}
