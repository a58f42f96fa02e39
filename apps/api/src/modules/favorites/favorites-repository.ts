// A member's favorite products and stores in SQL. Every function takes the member id the access token
// proved; none reads one from a request. Changes run in one transaction that first takes the member's
// favorites lock, so two tabs adding at the same moment are applied one after the other and the
// second sees the first's result: the limits hold under any concurrency.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { favoriteProducts, favoriteStores } from '../../db/schema/favorites.ts';

/** The first key of the two-key advisory lock: favorites' own space, apart from any other lock. */
const FAVORITES_LOCK_SPACE = 0x0fa7;

export async function readFavoriteProductIds(db: Db | Tx, memberId: string): Promise<number[]> {
  const rows = await db
    .select({ productId: favoriteProducts.productId })
    .from(favoriteProducts)
    .where(eq(favoriteProducts.memberId, memberId))
    .orderBy(asc(favoriteProducts.priority), asc(favoriteProducts.productId));
  return rows.map((row) => row.productId);
}

export async function readFavoriteStoreIds(db: Db | Tx, memberId: string): Promise<number[]> {
  const rows = await db
    .select({ storeId: favoriteStores.storeId })
    .from(favoriteStores)
    .where(eq(favoriteStores.memberId, memberId))
    .orderBy(asc(favoriteStores.priority), asc(favoriteStores.storeId));
  return rows.map((row) => row.storeId);
}

/** Replaces the member's favorite products with `productIds`, priority 1 first. */
export async function writeFavoriteProductIds(tx: Tx, memberId: string, productIds: readonly number[]) {
  await tx.delete(favoriteProducts).where(eq(favoriteProducts.memberId, memberId));
  if (productIds.length === 0) return;
  await tx
    .insert(favoriteProducts)
    .values(productIds.map((productId, index) => ({ memberId, productId, priority: index + 1 })));
}

/** Replaces the member's favorite stores with `storeIds`, priority 1 first. */
export async function writeFavoriteStoreIds(tx: Tx, memberId: string, storeIds: readonly number[]) {
  await tx.delete(favoriteStores).where(eq(favoriteStores.memberId, memberId));
  if (storeIds.length === 0) return;
  await tx
    .insert(favoriteStores)
    .values(storeIds.map((storeId, index) => ({ memberId, storeId, priority: index + 1 })));
}

/**
 * Runs `change` in a transaction holding the member's favorites lock (released at commit or
 * rollback). Whatever `change` reads, it reads after every earlier change of this member committed.
 */
export function withFavoritesLock<T>(db: Db, memberId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FAVORITES_LOCK_SPACE}, hashtext(${memberId}))`);
    return change(tx);
  });
}
