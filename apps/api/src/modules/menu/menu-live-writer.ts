// Writes the draft into the live menu tables (decision 009): only the rows that differ, so a product
// that stays keeps its prices and a product that goes takes its store rows with it. Parents are
// written before their children and removed after them, as the foreign keys ask. Every write is a
// statement per table (per 500 rows), not one per row: a publication that touches the whole 10x menu
// (reordering every product) is a few dozen statements.
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { isDeepStrictEqual } from 'node:util';
import type { Tx } from '../../db/client.ts';
import * as t from '../../db/schema/menu.ts';

interface TableDiff<R> {
  added: R[];
  changed: R[];
  removed: R[];
}

/**
 * Rows compared by value, not by their JSON text: the draft comes back from a jsonb column, which
 * orders each object's keys its own way, while the live rows have the columns' order. Compared as
 * text every row differed, and publishing rewrote the whole menu row by row (4-9 s at 10x).
 */
function diff<R>(live: readonly R[], draft: readonly R[], key: (row: R) => string): TableDiff<R> {
  const liveByKey = new Map(live.map((row) => [key(row), row]));
  const draftKeys = new Set(draft.map(key));
  const added: R[] = [];
  const changed: R[] = [];
  for (const row of draft) {
    const before = liveByKey.get(key(row));
    if (!before) added.push(row);
    else if (!isDeepStrictEqual(before, row)) changed.push(row);
  }
  return { added, changed, removed: live.filter((row) => !draftKeys.has(key(row))) };
}

const CHUNK = 500;
async function inChunks<R>(rows: readonly R[], write: (chunk: R[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

/** `set` of an upsert: every column but the key takes the proposed row's value. */
function everyColumnFromProposed(table: PgTable): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [field, column] of Object.entries(getTableColumns(table)))
    if (!column.primary) set[field] = sql.raw(`excluded."${column.name}"`);
  return set;
}

/** Added and changed records in one statement per chunk: inserted, or updated in place by id. */
function upsertRecords<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  const set = everyColumnFromProposed(table);
  return inChunks(rows, (chunk) =>
    tx.insert(table).values(chunk).onConflictDoUpdate({ target: table.id, set }),
  );
}

/**
 * A table of rows that hang off a product (its groups, sizes, modifier groups, scales): for every
 * product whose rows differ, its rows are taken out and the draft's put in. Nothing refers to these
 * rows, so replacing them is the same as editing them, and it is two statements, not one per row.
 */
function productRows<R extends { productId: number }>(
  table: PgTable & { productId: PgColumn },
  changes: TableDiff<R>,
  draft: readonly R[],
) {
  const touched = new Set([...changes.added, ...changes.changed, ...changes.removed].map((r) => r.productId));
  return {
    removeTouched: (tx: Tx) =>
      inChunks([...touched], (ids) => tx.delete(table).where(inArray(table.productId, ids))),
    insertTouched: (tx: Tx) =>
      inChunks(
        draft.filter((row) => touched.has(row.productId)),
        (rows) => tx.insert(table).values(rows),
      ),
  };
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

  const links = [
    productRows(t.productGroupProducts, groupLinks, draft.productGroupProducts),
    productRows(t.productSizes, productSizes, draft.productSizes),
    productRows(t.productModifierGroups, productGroups, draft.productModifierGroups),
    productRows(t.productModifierScales, productScales, draft.productModifierScales),
  ];
  const ids = (rows: readonly { id: number }[]): number[] => rows.map((row) => row.id);

  const writeAdditions = async (tx: Tx): Promise<void> => {
    // Rows hanging off a product that go or change are taken out first: nothing refers to them.
    for (const link of links) await link.removeTouched(tx);
    const goneVersions = ids([...versions.removed, ...versions.changed]);
    await inChunks(goneVersions, (chunk) =>
      tx.delete(t.productVersions).where(inArray(t.productVersions.id, chunk)),
    );
    const goneRules = ids([...visibility.removed, ...visibility.changed]);
    await inChunks(goneRules, (chunk) =>
      tx.delete(t.productVisibility).where(inArray(t.productVisibility.id, chunk)),
    );

    // Records: added ones inserted, changed ones updated in place (prices and orders refer to them).
    await upsertRecords(tx, t.productGroups, [...groups.added, ...groups.changed]);
    await upsertRecords(tx, t.products, [...products.added, ...products.changed]);
    await upsertRecords(tx, t.sizes, [...sizes.added, ...sizes.changed]);
    await upsertRecords(tx, t.modifierGroups, [...modifierGroups.added, ...modifierGroups.changed]);
    await upsertRecords(tx, t.modifierScales, [...modifierScales.added, ...modifierScales.changed]);
    await upsertRecords(tx, t.modifiers, [...modifiers.added, ...modifiers.changed]);

    // Links and rows that hang off a product, now that every record they name exists.
    for (const link of links) await link.insertTouched(tx);
    await inChunks([...versions.added, ...versions.changed], (rows) =>
      tx.insert(t.productVersions).values(rows),
    );
    await inChunks([...visibility.added, ...visibility.changed], (rows) =>
      tx.insert(t.productVisibility).values(rows),
    );
    // Rules carry the draft's ids; the table's own counter moves past them, for any insert without one.
    if (visibility.added.length > 0)
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('product_visibility', 'id'), (select max(id) from product_visibility))`,
      );
  };

  const writeRemovals = async (tx: Tx): Promise<void> => {
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
