// The price tables the back office reads and writes: the live prices (the chain's and regions' in
// chain_*_prices, each store's in size_prices/modifier_prices, which priceCart reads through the
// store snapshot) and the pending changes not yet published.
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { modifiers, productSizes } from '../../db/schema/menu.ts';
import {
  chainModifierPrices,
  chainSizePrices,
  modifierPrices,
  pendingPriceChanges,
  sizePrices,
} from '../../db/schema/pricing.ts';
import { stores } from '../../db/schema/stores.ts';

export type PendingPriceChange = typeof pendingPriceChanges.$inferSelect;
export type NewPendingPriceChange = typeof pendingPriceChanges.$inferInsert;

type Reader = Db | Tx;

/** Rows a single insert carries at most (PostgreSQL allows 65535 parameters per statement). */
const ROWS_PER_INSERT = 1000;

function inChunks<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) chunks.push(rows.slice(i, i + ROWS_PER_INSERT));
  return chunks;
}

export function listPendingChanges(db: Reader): Promise<PendingPriceChange[]> {
  return db.select().from(pendingPriceChanges).orderBy(asc(pendingPriceChanges.id));
}

export async function countPendingChanges(db: Reader): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pendingPriceChanges);
  return row?.n ?? 0;
}

/** Saves changes, a later one for the same cell replacing the earlier one. */
export async function savePendingChanges(tx: Tx, rows: readonly NewPendingPriceChange[]): Promise<void> {
  for (const chunk of inChunks(rows)) {
    await tx
      .insert(pendingPriceChanges)
      .values(chunk)
      .onConflictDoUpdate({
        target: pendingPriceChanges.cellKey,
        set: {
          priceCents: sql`excluded.price_cents`,
          changedByEmail: sql`excluded.changed_by_email`,
          changedAt: sql`excluded.changed_at`,
        },
      });
  }
}

/** Deletes the pending changes with these cell keys (all of them when keys is null); returns them. */
export function deletePendingChanges(
  tx: Tx,
  cellKeys: readonly string[] | null,
): Promise<PendingPriceChange[]> {
  const query = tx.delete(pendingPriceChanges);
  return (
    cellKeys === null ? query : query.where(inArray(pendingPriceChanges.cellKey, [...cellKeys]))
  ).returning();
}

export interface StoreRegion {
  storeId: number;
  regionId: number;
  name: string;
}

export function listStoreRegions(db: Reader): Promise<StoreRegion[]> {
  return db
    .select({ storeId: stores.storeId, regionId: stores.regionId, name: stores.name })
    .from(stores)
    .orderBy(asc(stores.storeId));
}

export type StoreSizePriceRow = typeof sizePrices.$inferSelect;
export type StoreModifierPriceRow = typeof modifierPrices.$inferSelect;
export type ChainSizePriceRow = typeof chainSizePrices.$inferSelect;
export type ChainModifierPriceRow = typeof chainModifierPrices.$inferSelect;

/** The stores' prices of these products' sizes (every store's, or these stores' only). */
export function listStoreSizePrices(
  db: Reader,
  productIds: readonly number[],
  storeIds: readonly number[] | null = null,
): Promise<StoreSizePriceRow[]> {
  if (productIds.length === 0 || storeIds?.length === 0) return Promise.resolve([]);
  const ofProducts = inArray(sizePrices.productId, [...productIds]);
  return db
    .select()
    .from(sizePrices)
    .where(storeIds ? and(ofProducts, inArray(sizePrices.storeId, [...storeIds])) : ofProducts);
}

export function listStoreModifierPrices(
  db: Reader,
  modifierIds: readonly number[],
  storeIds: readonly number[] | null = null,
): Promise<StoreModifierPriceRow[]> {
  if (modifierIds.length === 0 || storeIds?.length === 0) return Promise.resolve([]);
  const ofModifiers = inArray(modifierPrices.modifierId, [...modifierIds]);
  return db
    .select()
    .from(modifierPrices)
    .where(storeIds ? and(ofModifiers, inArray(modifierPrices.storeId, [...storeIds])) : ofModifiers);
}

export function listChainSizePrices(db: Reader, productIds: readonly number[]): Promise<ChainSizePriceRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(chainSizePrices)
    .where(inArray(chainSizePrices.productId, [...productIds]));
}

export function listChainModifierPrices(
  db: Reader,
  modifierIds: readonly number[],
): Promise<ChainModifierPriceRow[]> {
  if (modifierIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(chainModifierPrices)
    .where(inArray(chainModifierPrices.modifierId, [...modifierIds]));
}

export async function upsertStoreSizePrices(tx: Tx, rows: readonly StoreSizePriceRow[]): Promise<void> {
  for (const chunk of inChunks(rows)) {
    await tx
      .insert(sizePrices)
      .values(chunk)
      .onConflictDoUpdate({
        target: [sizePrices.storeId, sizePrices.productId, sizePrices.sizeId],
        set: { priceCents: sql`excluded.price_cents` },
      });
  }
}

export async function upsertStoreModifierPrices(
  tx: Tx,
  rows: readonly StoreModifierPriceRow[],
): Promise<void> {
  for (const chunk of inChunks(rows)) {
    await tx
      .insert(modifierPrices)
      .values(chunk)
      .onConflictDoUpdate({
        target: [modifierPrices.storeId, modifierPrices.modifierId],
        set: { priceCents: sql`excluded.price_cents` },
      });
  }
}

export async function upsertChainSizePrices(tx: Tx, rows: readonly ChainSizePriceRow[]): Promise<void> {
  for (const chunk of inChunks(rows)) {
    await tx
      .insert(chainSizePrices)
      .values(chunk)
      .onConflictDoUpdate({
        target: [chainSizePrices.regionId, chainSizePrices.productId, chainSizePrices.sizeId],
        set: { priceCents: sql`excluded.price_cents` },
      });
  }
}

export async function upsertChainModifierPrices(
  tx: Tx,
  rows: readonly ChainModifierPriceRow[],
): Promise<void> {
  for (const chunk of inChunks(rows)) {
    await tx
      .insert(chainModifierPrices)
      .values(chunk)
      .onConflictDoUpdate({
        target: [chainModifierPrices.regionId, chainModifierPrices.modifierId],
        set: { priceCents: sql`excluded.price_cents` },
      });
  }
}

/** Store ids, for forgetting every store's snapshot after a publish. */
export async function listStoreIds(db: Reader): Promise<number[]> {
  const rows = await db.select({ storeId: stores.storeId }).from(stores);
  return rows.map((row) => row.storeId);
}

/** Which of these items the menu has now (`s:product:size`, `m:modifier`): what prices may name. */
export async function itemsOnMenu(
  db: Reader,
  productIds: readonly number[],
  modifierIds: readonly number[],
): Promise<Set<string>> {
  const [sizes, mods] = await Promise.all([
    productIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ productId: productSizes.productId, sizeId: productSizes.sizeId })
          .from(productSizes)
          .where(inArray(productSizes.productId, [...productIds])),
    modifierIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: modifiers.id })
          .from(modifiers)
          .where(inArray(modifiers.id, [...modifierIds])),
  ]);
  return new Set([...sizes.map((s) => `s:${s.productId}:${s.sizeId}`), ...mods.map((m) => `m:${m.id}`)]);
}
