// The back office's writes to stores: a versioned update (optimistic concurrency: the row changes
// only when it is still at the version the editor started from, and its version moves on) and the
// insert of a new store.
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { regions, stores } from '../../db/schema/stores.ts';
import type { StoreRecord } from './store-repository.ts';

export type StorePatch = Partial<Omit<typeof stores.$inferInsert, 'storeId' | 'version'>>;
export type NewStore = Omit<typeof stores.$inferInsert, 'version'>;

/** The row after the change, or null when it is not at `expectedVersion` (or does not exist). */
export async function updateStoreAtVersion(
  tx: Tx,
  storeId: number,
  expectedVersion: number,
  patch: StorePatch,
): Promise<StoreRecord | null> {
  const [row] = await tx
    .update(stores)
    .set({ ...patch, version: sql`${stores.version} + 1` })
    .where(and(eq(stores.storeId, storeId), eq(stores.version, expectedVersion)))
    .returning();
  return row ?? null;
}

/** The row as it is inside the transaction, locked until it ends (the "before" of an audit row). */
export async function lockStore(tx: Tx, storeId: number): Promise<StoreRecord | null> {
  const [row] = await tx.select().from(stores).where(eq(stores.storeId, storeId)).for('update');
  return row ?? null;
}

export async function insertStore(tx: Tx, store: NewStore): Promise<StoreRecord | null> {
  const [row] = await tx.insert(stores).values(store).onConflictDoNothing().returning();
  return row ?? null;
}

/** The stores among `storeIds`, or every store for 'ALL', in list order (state, city, id). */
export function listStoresIn(db: Db, scope: 'ALL' | readonly number[]): Promise<StoreRecord[]> {
  const query = db.select().from(stores);
  const scoped = scope === 'ALL' ? query : query.where(inArray(stores.storeId, [...scope]));
  return scoped.orderBy(asc(stores.state), asc(stores.city), asc(stores.storeId));
}

export interface RegionRecord {
  id: number;
  name: string;
}

/** The chain's regions (a new store belongs to one: its prices and menu visibility follow it). */
export function listRegions(db: Db | Tx): Promise<RegionRecord[]> {
  return db.select().from(regions).orderBy(asc(regions.name));
}

/** The number after the highest store number: what the new-store form suggests. */
export async function nextFreeStoreId(db: Db): Promise<number> {
  const [row] = await db.select({ highest: max(stores.storeId) }).from(stores);
  return (row?.highest ?? 0) + 1;
}
