// Reads every menu table whole. The menu is small and read far more often than it changes, so the
// server keeps one snapshot in memory (see menu-snapshot.ts) rather than querying per request.
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/menu.ts';
import * as storeTables from '../../db/schema/stores.ts';

/** Drizzle's queries run when awaited: all at once, or one after the other. */
async function readAll<T extends readonly PromiseLike<unknown>[]>(
  oneByOne: boolean,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  if (!oneByOne) return Promise.all(reads);
  const results: unknown[] = [];
  for (const read of reads) results.push(await read);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}

/**
 * Every menu table. On a pool the reads run at once; in a transaction (`inTransaction`: publishing,
 * the draft's first copy) one after the other, as a transaction's one connection asks.
 */
export async function loadMenuTables(db: Db | Tx, { inTransaction = false } = {}): Promise<MenuTables> {
  const [
    regions,
    productGroups,
    products,
    productGroupProducts,
    sizes,
    productSizes,
    productVersions,
    modifierGroups,
    modifierScales,
    modifiers,
    productModifierGroups,
    productModifierScales,
    productVisibility,
  ] = await readAll(inTransaction, [
    db.select().from(storeTables.regions).orderBy(asc(storeTables.regions.id)),
    db.select().from(t.productGroups).orderBy(asc(t.productGroups.id)),
    db.select().from(t.products).orderBy(asc(t.products.id)),
    db
      .select()
      .from(t.productGroupProducts)
      .orderBy(asc(t.productGroupProducts.groupId), asc(t.productGroupProducts.productId)),
    db.select().from(t.sizes).orderBy(asc(t.sizes.id)),
    db.select().from(t.productSizes).orderBy(asc(t.productSizes.productId), asc(t.productSizes.sizeId)),
    db.select().from(t.productVersions).orderBy(asc(t.productVersions.id)),
    db.select().from(t.modifierGroups).orderBy(asc(t.modifierGroups.id)),
    db.select().from(t.modifierScales).orderBy(asc(t.modifierScales.id)),
    db.select().from(t.modifiers).orderBy(asc(t.modifiers.id)),
    db
      .select()
      .from(t.productModifierGroups)
      .orderBy(asc(t.productModifierGroups.productId), asc(t.productModifierGroups.modifierGroupId)),
    db
      .select()
      .from(t.productModifierScales)
      .orderBy(asc(t.productModifierScales.productId), asc(t.productModifierScales.modifierScaleId)),
    db.select().from(t.productVisibility).orderBy(asc(t.productVisibility.id)),
  ] as const);
  return {
    regions,
    productGroups,
    products,
    productGroupProducts,
    sizes,
    productSizes,
    productVersions,
    modifierGroups,
    modifierScales,
    modifiers,
    productModifierGroups,
    productModifierScales,
    productVisibility,
  };
}
