// Writes the draft into the live menu tables (decision 009): only the rows that differ, so a product
// that stays keeps its prices and a product that goes takes its store rows with it. Parents are
// written before their children and removed after them, as the foreign keys ask.
import type { MenuTables } from '@brewline/domain/menu-tables';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import * as t from '../../db/schema/menu.ts';

interface TableDiff<R> {
  added: R[];
  changed: R[];
  removed: R[];
}

function diff<R>(live: readonly R[], draft: readonly R[], key: (row: R) => string): TableDiff<R> {
  const liveByKey = new Map(live.map((row) => [key(row), row]));
  const draftKeys = new Set(draft.map(key));
  const added: R[] = [];
  const changed: R[] = [];
  for (const row of draft) {
    const before = liveByKey.get(key(row));
    if (!before) added.push(row);
    else if (JSON.stringify(before) !== JSON.stringify(row)) changed.push(row);
  }
  return { added, changed, removed: live.filter((row) => !draftKeys.has(key(row))) };
}

const CHUNK = 500;
async function insertAll<R>(rows: R[], insert: (chunk: R[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** The ids of what the draft removes: the store rows (prices, 86s) that name them go first. */
export interface RemovedMenuItems {
  productIds: number[];
  sizeIds: number[];
  modifierIds: number[];
}

/** What publishing changes in the live tables, worked out before anything is written. */
export interface LiveMenuWrite {
  removed: RemovedMenuItems;
  /** Writes the added and changed rows and takes out the removed link rows; no removed record yet. */
  writeAdditions(tx: Tx): Promise<void>;
  /** Removes the records the draft no longer has (after their store rows are gone). */
  writeRemovals(tx: Tx): Promise<void>;
}

export function planLiveMenuWrite(live: MenuTables, draft: MenuTables): LiveMenuWrite {
  const byId = (row: { id: number }) => String(row.id);
  const groups = diff(live.productGroups, draft.productGroups, byId);
  const products = diff(live.products, draft.products, byId);
  const sizes = diff(live.sizes, draft.sizes, byId);
  const modifierGroups = diff(live.modifierGroups, draft.modifierGroups, byId);
  const modifierScales = diff(live.modifierScales, draft.modifierScales, byId);
  const modifiers = diff(live.modifiers, draft.modifiers, byId);
  const versions = diff(live.productVersions, draft.productVersions, byId);
  const visibility = diff(live.productVisibility, draft.productVisibility, byId);
  const groupLinks = diff(
    live.productGroupProducts,
    draft.productGroupProducts,
    (r) => `${r.groupId}:${r.productId}`,
  );
  const productSizes = diff(live.productSizes, draft.productSizes, (r) => `${r.productId}:${r.sizeId}`);
  const productGroups = diff(
    live.productModifierGroups,
    draft.productModifierGroups,
    (r) => `${r.productId}:${r.modifierGroupId}`,
  );
  const productScales = diff(
    live.productModifierScales,
    draft.productModifierScales,
    (r) => `${r.productId}:${r.modifierScaleId}`,
  );

  const writeAdditions = async (tx: Tx): Promise<void> => {
    // Link rows that go or change are taken out first: nothing refers to them.
    for (const row of [...groupLinks.removed])
      await tx
        .delete(t.productGroupProducts)
        .where(
          and(
            eq(t.productGroupProducts.groupId, row.groupId),
            eq(t.productGroupProducts.productId, row.productId),
          ),
        );
    for (const row of [...productSizes.removed, ...productSizes.changed])
      await tx
        .delete(t.productSizes)
        .where(and(eq(t.productSizes.productId, row.productId), eq(t.productSizes.sizeId, row.sizeId)));
    for (const row of [...productGroups.removed, ...productGroups.changed])
      await tx
        .delete(t.productModifierGroups)
        .where(
          and(
            eq(t.productModifierGroups.productId, row.productId),
            eq(t.productModifierGroups.modifierGroupId, row.modifierGroupId),
          ),
        );
    for (const row of [...productScales.removed, ...productScales.changed])
      await tx
        .delete(t.productModifierScales)
        .where(
          and(
            eq(t.productModifierScales.productId, row.productId),
            eq(t.productModifierScales.modifierScaleId, row.modifierScaleId),
          ),
        );
    const goneVersions = [...versions.removed, ...versions.changed].map((v) => v.id);
    if (goneVersions.length > 0)
      await tx.delete(t.productVersions).where(inArray(t.productVersions.id, goneVersions));
    const goneRules = [...visibility.removed, ...visibility.changed].map((v) => v.id);
    if (goneRules.length > 0)
      await tx.delete(t.productVisibility).where(inArray(t.productVisibility.id, goneRules));

    // Records: added ones inserted, changed ones updated in place (prices and orders refer to them).
    await insertAll(groups.added, (rows) => tx.insert(t.productGroups).values(rows));
    for (const row of groups.changed)
      await tx.update(t.productGroups).set(row).where(eq(t.productGroups.id, row.id));
    await insertAll(products.added, (rows) => tx.insert(t.products).values(rows));
    for (const row of products.changed) await tx.update(t.products).set(row).where(eq(t.products.id, row.id));
    await insertAll(sizes.added, (rows) => tx.insert(t.sizes).values(rows));
    for (const row of sizes.changed) await tx.update(t.sizes).set(row).where(eq(t.sizes.id, row.id));
    await insertAll(modifierGroups.added, (rows) => tx.insert(t.modifierGroups).values(rows));
    for (const row of modifierGroups.changed)
      await tx.update(t.modifierGroups).set(row).where(eq(t.modifierGroups.id, row.id));
    await insertAll(modifierScales.added, (rows) => tx.insert(t.modifierScales).values(rows));
    for (const row of modifierScales.changed)
      await tx.update(t.modifierScales).set(row).where(eq(t.modifierScales.id, row.id));
    await insertAll(modifiers.added, (rows) => tx.insert(t.modifiers).values(rows));
    for (const row of modifiers.changed)
      await tx.update(t.modifiers).set(row).where(eq(t.modifiers.id, row.id));

    // Links and rows that hang off a product, now that every record they name exists.
    await insertAll(groupLinks.added, (rows) => tx.insert(t.productGroupProducts).values(rows));
    await insertAll([...productSizes.added, ...productSizes.changed], (rows) =>
      tx.insert(t.productSizes).values(rows),
    );
    await insertAll([...versions.added, ...versions.changed], (rows) =>
      tx.insert(t.productVersions).values(rows),
    );
    await insertAll([...productGroups.added, ...productGroups.changed], (rows) =>
      tx.insert(t.productModifierGroups).values(rows),
    );
    await insertAll([...productScales.added, ...productScales.changed], (rows) =>
      tx.insert(t.productModifierScales).values(rows),
    );
    await insertAll([...visibility.added, ...visibility.changed], (rows) =>
      tx.insert(t.productVisibility).values(rows),
    );
    // Rules carry the draft's ids; the table's own counter moves past them, for any insert without one.
    if (visibility.added.length > 0)
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('product_visibility', 'id'), (select max(id) from product_visibility))`,
      );
  };

  const writeRemovals = async (tx: Tx): Promise<void> => {
    const ids = (rows: readonly { id: number }[]): number[] => rows.map((row) => row.id);
    if (modifiers.removed.length > 0)
      await tx.delete(t.modifiers).where(inArray(t.modifiers.id, ids(modifiers.removed)));
    if (modifierGroups.removed.length > 0)
      await tx.delete(t.modifierGroups).where(inArray(t.modifierGroups.id, ids(modifierGroups.removed)));
    if (modifierScales.removed.length > 0)
      await tx.delete(t.modifierScales).where(inArray(t.modifierScales.id, ids(modifierScales.removed)));
    if (products.removed.length > 0)
      await tx.delete(t.products).where(inArray(t.products.id, ids(products.removed)));
    if (sizes.removed.length > 0) await tx.delete(t.sizes).where(inArray(t.sizes.id, ids(sizes.removed)));
    if (groups.removed.length > 0)
      await tx.delete(t.productGroups).where(inArray(t.productGroups.id, ids(groups.removed)));
  };

  return {
    removed: {
      productIds: products.removed.map((p) => p.id),
      sizeIds: sizes.removed.map((s) => s.id),
      modifierIds: modifiers.removed.map((m) => m.id),
    },
    writeAdditions,
    writeRemovals,
  };
}
