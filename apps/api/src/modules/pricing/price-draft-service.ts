// Saving price changes as drafts (pending until published, price-drafts.ts): cells set one by one
// from the grid, a bulk change by percent or amount over many stores and products (previewed first,
// then saved), and discarding. Every refusal names the cell and says why; nothing is saved then.
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { formatPrice } from '@brewline/domain/money/money';
import {
  missingSizePriceMessage,
  parsePriceText,
  previewBulkChange,
  type BulkChange,
  type PriceLevel,
} from '@brewline/domain/menu/price-changes';
import { err, ok, type Result } from '@brewline/domain/lib/result';
import type { Db } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import {
  cellOf,
  itemKeyOf,
  lookUpPrices,
  planRows,
  type PriceColumn,
  type PriceGridFilter,
} from './price-grid.ts';
import {
  countPendingChanges,
  deletePendingChanges,
  listStoreRegions,
  savePendingChanges,
  type NewPendingPriceChange,
  type StoreRegion,
} from './price-repository.ts';

export interface PriceCellInput {
  level: PriceLevel;
  /** 0 for the chain's list price, else the region's or the store's id. */
  scopeId: number;
  productId?: number | null;
  sizeId?: number | null;
  modifierId?: number | null;
  /** The price as typed: '4.25', '$4.25'. */
  price: string;
}

export interface CellProblem {
  cellKey: string;
  message: string;
}

export interface SavedDrafts {
  saved: number;
  pendingCount: number;
}

export type DraftOutcome = Result<SavedDrafts, 'INVALID'> & { problems?: CellProblem[] };

/** The most cells one bulk change may touch: beyond it, narrow the stores or products. */
export const MAX_BULK_CELLS = 100_000;

interface Scopes {
  tables: MenuTables;
  stores: Map<number, StoreRegion>;
  regions: Map<number, string>;
  productNames: Map<number, string>;
  sizeNames: Map<number, string>;
  modifierNames: Map<number, string>;
  productSizes: Set<string>;
}

async function scopesOf(db: Db, tables: MenuTables): Promise<Scopes> {
  const stores = await listStoreRegions(db);
  return {
    tables,
    stores: new Map(stores.map((s) => [s.storeId, s])),
    regions: new Map(tables.regions.map((r) => [r.id, r.name])),
    productNames: new Map(tables.products.map((p) => [p.id, p.name])),
    sizeNames: new Map(tables.sizes.map((s) => [s.id, s.name])),
    modifierNames: new Map(tables.modifiers.map((m) => [m.id, m.name])),
    productSizes: new Set(tables.productSizes.map((ps) => `${ps.productId}:${ps.sizeId}`)),
  };
}

function columnOf(scopes: Scopes, level: PriceLevel, scopeId: number): PriceColumn | null {
  if (level === 'default') return { key: 'default:0', level, scopeId: 0, label: 'Chain', regionId: null };
  if (level === 'region') {
    const name = scopes.regions.get(scopeId);
    return name === undefined
      ? null
      : { key: `region:${scopeId}`, level, scopeId, label: name, regionId: null };
  }
  const store = scopes.stores.get(scopeId);
  return store
    ? { key: `store:${scopeId}`, level, scopeId, label: store.name, regionId: store.regionId }
    : null;
}

function describeItem(
  scopes: Scopes,
  row: { productId: number | null; sizeId: number | null; modifierId: number | null },
): string {
  return row.modifierId != null
    ? (scopes.modifierNames.get(row.modifierId) ?? `Modifier ${row.modifierId}`)
    : `${scopes.productNames.get(row.productId ?? 0) ?? `Product ${row.productId}`} ${scopes.sizeNames.get(row.sizeId ?? 0) ?? ''}`.trim();
}

function pendingRow(
  column: PriceColumn,
  row: { productId: number | null; sizeId: number | null; modifierId: number | null },
  priceCents: number,
  previousCents: number | null,
  actor: AuditActor,
  now: Date,
): NewPendingPriceChange {
  return {
    level: column.level,
    scopeId: column.scopeId,
    productId: row.modifierId != null ? null : row.productId,
    sizeId: row.modifierId != null ? null : row.sizeId,
    modifierId: row.modifierId,
    priceCents,
    previousCents,
    cellKey: cellOf(column, row),
    changedByEmail: actor.email,
    changedAt: now,
  };
}

/** Saves typed prices as pending changes; a price equal to the live one takes the cell's change back. */
export async function setPriceCells(
  db: Db,
  actor: AuditActor,
  tables: MenuTables,
  inputs: readonly PriceCellInput[],
  now: Date,
): Promise<DraftOutcome> {
  if (inputs.length === 0) return err('INVALID', 'There is no price to save.');
  const scopes = await scopesOf(db, tables);
  const problems: CellProblem[] = [];
  const planned: {
    column: PriceColumn;
    row: { productId: number | null; sizeId: number | null; modifierId: number | null };
    cents: number;
  }[] = [];
  const rows = inputs.map((input) => ({
    productId: input.modifierId != null ? null : (input.productId ?? null),
    sizeId: input.modifierId != null ? null : (input.sizeId ?? null),
    modifierId: input.modifierId ?? null,
  }));
  const storeIds = inputs.flatMap((i) => (i.level === 'store' ? [i.scopeId] : []));
  const prices = await lookUpPrices(db, rows, storeIds);
  inputs.forEach((input, index) => {
    const row = rows[index] ?? { productId: null, sizeId: null, modifierId: null };
    const column = columnOf(scopes, input.level, input.scopeId);
    const where = `${describeItem(scopes, row)}${column ? ` at ${column.label}` : ''}`;
    const cellKey = column ? cellOf(column, row) : `${input.level}:${input.scopeId}`;
    if (!column) {
      problems.push({ cellKey, message: `There is no ${input.level} ${input.scopeId}.` });
      return;
    }
    const known =
      row.modifierId != null
        ? scopes.modifierNames.has(row.modifierId)
        : scopes.productSizes.has(`${row.productId}:${row.sizeId}`);
    if (!known) {
      problems.push({ cellKey, message: `${where}: this item is not on the published menu.` });
      return;
    }
    const parsed = parsePriceText(input.price);
    if (!parsed.ok) {
      const store = column.level === 'store' ? scopes.stores.get(column.scopeId) : undefined;
      const sellsProduct =
        store &&
        row.productId != null &&
        [...(prices.live.get(column.key)?.keys() ?? [])].some((k) => k.startsWith(`s:${row.productId}:`));
      problems.push({
        cellKey,
        message:
          parsed.code === 'PRICE_EMPTY' && store && sellsProduct
            ? missingSizePriceMessage(
                store.name,
                scopes.productNames.get(row.productId ?? 0) ?? 'this product',
                scopes.sizeNames.get(row.sizeId ?? 0) ?? 'this',
              )
            : `${where}: ${parsed.message}`,
      });
      return;
    }
    planned.push({ column, row, cents: parsed.value });
  });
  if (problems.length > 0) {
    const [first] = problems;
    return {
      ...err(
        'INVALID',
        problems.length === 1
          ? (first?.message ?? '')
          : `${problems.length} prices could not be saved: ${first?.message ?? ''}`,
      ),
      problems,
    };
  }
  const before: Record<string, number | null> = {};
  const after: Record<string, number | null> = {};
  const toSave: NewPendingPriceChange[] = [];
  const toTakeBack: string[] = [];
  for (const { column, row, cents } of planned) {
    const cellKey = cellOf(column, row);
    const live = prices.live.get(column.key)?.get(itemKeyOf(row)) ?? null;
    before[cellKey] = prices.pending.get(cellKey) ?? live;
    after[cellKey] = cents;
    if (cents === live) toTakeBack.push(cellKey);
    else toSave.push(pendingRow(column, row, cents, live, actor, now));
  }
  return db.transaction(async (tx) => {
    await savePendingChanges(tx, toSave);
    if (toTakeBack.length > 0) await deletePendingChanges(tx, toTakeBack);
    await recordAudit(tx, {
      actor,
      action: 'prices.draft.set',
      entityType: 'price-drafts',
      entityId: 'pending',
      storeId: singleStore(planned.map((p) => p.column)),
      before,
      after,
      at: now,
    });
    return ok({ saved: planned.length, pendingCount: await countPendingChanges(tx) });
  });
}

function singleStore(columns: readonly PriceColumn[]): number | null {
  const stores = new Set(columns.map((c) => (c.level === 'store' ? c.scopeId : -1)));
  const [only] = stores;
  return stores.size === 1 && only !== undefined && only !== -1 ? only : null;
}

export interface BulkTarget {
  /** The chain's list prices, these regions' and these stores' prices. */
  includeChain: boolean;
  regionIds: readonly number[];
  storeIds: readonly number[];
  /** The products (all their sizes) and modifiers: by group, name search, or ids. */
  filter: PriceGridFilter;
  productIds?: readonly number[] | null;
}

export interface BulkPreviewCell {
  cellKey: string;
  level: PriceLevel;
  scopeId: number;
  scopeLabel: string;
  itemName: string;
  variantName: string;
  oldCents: number;
  newCents: number;
  problem: string | null;
}

export interface BulkPreview {
  cells: BulkPreviewCell[];
  problemCount: number;
}

/** Every targeted cell that has a price (the pending one, else the live one) with its new price. */
export async function previewBulk(
  db: Db,
  tables: MenuTables,
  target: BulkTarget,
  change: BulkChange,
): Promise<Result<BulkPreview, 'INVALID'>> {
  const scopes = await scopesOf(db, tables);
  const columns: PriceColumn[] = [];
  if (target.includeChain)
    columns.push({ key: 'default:0', level: 'default', scopeId: 0, label: 'Chain', regionId: null });
  for (const id of target.regionIds) {
    const column = columnOf(scopes, 'region', id);
    if (!column) return err('INVALID', `There is no region ${id}.`);
    columns.push(column);
  }
  for (const id of target.storeIds) {
    const column = columnOf(scopes, 'store', id);
    if (!column) return err('INVALID', `There is no store ${id}.`);
    columns.push(column);
  }
  if (columns.length === 0) return err('INVALID', 'Choose at least one store, region or the chain price.');
  const productIds = target.productIds?.length ? new Set(target.productIds) : null;
  const rows = planRows(tables, target.filter).filter(
    (row) => !productIds || (row.productId != null && productIds.has(row.productId)),
  );
  if (rows.length === 0) return err('INVALID', 'Choose at least one product or modifier.');
  if (rows.length * columns.length > MAX_BULK_CELLS)
    return err(
      'INVALID',
      `That is more than ${MAX_BULK_CELLS.toLocaleString('en-US')} prices at once: choose fewer stores or products.`,
    );
  const prices = await lookUpPrices(db, rows, target.storeIds);
  const current: { cell: BulkPreviewCell; oldCents: number }[] = [];
  for (const row of rows) {
    for (const column of columns) {
      const cellKey = cellOf(column, row);
      const oldCents = prices.pending.get(cellKey) ?? prices.live.get(column.key)?.get(itemKeyOf(row));
      // A store that does not sell the product (no price) is left as it is: a bulk change moves prices, it never adds one.
      if (oldCents === undefined) continue;
      current.push({
        oldCents,
        cell: {
          cellKey,
          level: column.level,
          scopeId: column.scopeId,
          scopeLabel: column.label,
          itemName: row.itemName,
          variantName: row.variantName,
          oldCents,
          newCents: oldCents,
          problem: null,
        },
      });
    }
  }
  if (current.length === 0) return err('INVALID', 'None of the chosen stores prices the chosen products.');
  const cells = previewBulkChange(current, change)
    // A price the change leaves as it is (a free size under a percent) is no change to save.
    .filter(({ oldCents, newCents }) => newCents !== oldCents)
    .map(({ cell, newCents, problem }) => ({
      ...cell,
      newCents,
      problem:
        problem === null ? null : `${cell.itemName} ${cell.variantName} at ${cell.scopeLabel}: ${problem}`,
    }));
  if (cells.length === 0) return err('INVALID', 'This change leaves every chosen price as it is.');
  return ok({ cells, problemCount: cells.filter((c) => c.problem !== null).length });
}

function describeChange(change: BulkChange): string {
  if (change.kind === 'amount')
    return `${change.cents < 0 ? '-' : '+'}${formatPrice(Math.abs(change.cents))}`;
  return `${change.basisPoints < 0 ? '-' : '+'}${Math.abs(change.basisPoints) / 100} %`;
}

/** Saves the bulk change's new prices as pending changes, or refuses all of it when one cannot take it. */
export async function saveBulk(
  db: Db,
  actor: AuditActor,
  tables: MenuTables,
  target: BulkTarget,
  change: BulkChange,
  now: Date,
): Promise<DraftOutcome> {
  const preview = await previewBulk(db, tables, target, change);
  if (!preview.ok) return preview;
  const refused = preview.value.cells.filter((c) => c.problem !== null);
  if (refused.length > 0) {
    return {
      ...err(
        'INVALID',
        `${refused.length === 1 ? 'One price' : `${refused.length} prices`} cannot take this change, so nothing was saved. ${refused[0]?.problem ?? ''}`,
      ),
      problems: refused.map((c) => ({ cellKey: c.cellKey, message: c.problem ?? '' })),
    };
  }
  const rows: NewPendingPriceChange[] = preview.value.cells.map((cell) => {
    const [, , kind, a, b] = cell.cellKey.split(':');
    const modifierId = kind === 'm' ? Number(a) : null;
    return {
      level: cell.level,
      scopeId: cell.scopeId,
      productId: kind === 's' ? Number(a) : null,
      sizeId: kind === 's' ? Number(b) : null,
      modifierId,
      priceCents: cell.newCents,
      previousCents: cell.oldCents,
      cellKey: cell.cellKey,
      changedByEmail: actor.email,
      changedAt: now,
    };
  });
  return db.transaction(async (tx) => {
    await savePendingChanges(tx, rows);
    await recordAudit(tx, {
      actor,
      action: 'prices.draft.bulk',
      entityType: 'price-drafts',
      entityId: 'pending',
      storeId:
        target.storeIds.length === 1 && !target.includeChain && target.regionIds.length === 0
          ? (target.storeIds[0] ?? null)
          : null,
      before: null,
      after: {
        change: describeChange(change),
        chain: target.includeChain,
        regionIds: target.regionIds,
        storeIds: target.storeIds,
        prices: rows.length,
      },
      at: now,
    });
    return ok({ saved: rows.length, pendingCount: await countPendingChanges(tx) });
  });
}

/** Takes back pending changes (these cells, or all of them when cellKeys is null). */
export async function discardPriceChanges(
  db: Db,
  actor: AuditActor,
  cellKeys: readonly string[] | null,
  now: Date,
): Promise<{ discarded: number; pendingCount: number }> {
  return db.transaction(async (tx) => {
    const gone = await deletePendingChanges(tx, cellKeys);
    if (gone.length > 0) {
      await recordAudit(tx, {
        actor,
        action: 'prices.draft.discard',
        entityType: 'price-drafts',
        entityId: 'pending',
        before: Object.fromEntries(gone.map((g) => [g.cellKey, g.priceCents])),
        after: null,
        at: now,
      });
    }
    return { discarded: gone.length, pendingCount: await countPendingChanges(tx) };
  });
}
