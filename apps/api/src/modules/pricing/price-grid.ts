// The back office's price grid: rows are a product's sizes (then the modifiers), columns the chain's
// list price, the regions' and the stores' prices, each cell with its live price and its pending
// change. Rows come from the published menu in memory and are paged; only the page's prices are read.
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { priceCellKey, type PriceLevel } from '@brewline/domain/menu/price-changes';
import type { Db } from '../../db/client.ts';
import {
  listChainModifierPrices,
  listChainSizePrices,
  listPendingChanges,
  listStoreModifierPrices,
  listStoreRegions,
  listStoreSizePrices,
  type StoreRegion,
} from './price-repository.ts';

export interface PriceColumn {
  key: string;
  level: PriceLevel;
  /** 0 for the chain's list price, else the region's or the store's id. */
  scopeId: number;
  label: string;
  /** A store's region (the region column it inherits from); null for the others. */
  regionId: number | null;
}

export interface PriceGridCell {
  cellKey: string;
  columnKey: string;
  liveCents: number | null;
  pendingCents: number | null;
  /** What this cell inherits (a store: its region's or the chain's price; a region: the chain's). */
  inheritedCents: number | null;
}

export interface PriceGridRow {
  rowKey: string;
  kind: 'SIZE' | 'MODIFIER';
  productId: number | null;
  sizeId: number | null;
  modifierId: number | null;
  /** The product's or the modifier group's name. */
  itemName: string;
  /** The size's or the modifier's name. */
  variantName: string;
  groupName: string;
  cells: PriceGridCell[];
}

export interface PriceGridFilter {
  groupId?: number | null;
  search?: string | null;
  storeIds?: readonly number[] | null;
  regionIds?: readonly number[] | null;
  includeSizes?: boolean | null;
  includeModifiers?: boolean | null;
}

export interface PriceGrid {
  /** Every product group and region, for the grid's filters. */
  groups: { id: number; parentId: number; name: string }[];
  regions: { id: number; name: string }[];
  columns: PriceColumn[];
  rows: PriceGridRow[];
  totalRows: number;
  page: number;
  pageSize: number;
  pendingCount: number;
}

export const MAX_PRICE_GRID_PAGE_SIZE = 200;

interface RowPlan {
  rowKey: string;
  kind: 'SIZE' | 'MODIFIER';
  productId: number | null;
  sizeId: number | null;
  modifierId: number | null;
  itemName: string;
  variantName: string;
  groupName: string;
}

/** The group and every group below it. */
function groupAndDescendants(tables: MenuTables, groupId: number): Set<number> {
  const found = new Set([groupId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of tables.productGroups) {
      if (found.has(group.parentId) && !found.has(group.id)) {
        found.add(group.id);
        grew = true;
      }
    }
  }
  return found;
}

/** Every row the filter keeps, in menu order: products by group then name, each size; then modifiers. */
export function planRows(tables: MenuTables, filter: PriceGridFilter): RowPlan[] {
  const search = filter.search?.trim().toLowerCase() ?? '';
  const groups = filter.groupId != null ? groupAndDescendants(tables, filter.groupId) : null;
  const groupNames = new Map(tables.productGroups.map((g) => [g.id, g.name]));
  const groupOf = new Map<number, number>();
  for (const link of tables.productGroupProducts) {
    if (!groupOf.has(link.productId) || groups?.has(link.groupId)) groupOf.set(link.productId, link.groupId);
  }
  const sizes = new Map(tables.sizes.map((s) => [s.id, s]));
  const sizesOf = new Map<number, number[]>();
  for (const link of tables.productSizes) {
    const list = sizesOf.get(link.productId) ?? [];
    list.push(link.sizeId);
    sizesOf.set(link.productId, list);
  }
  const rows: RowPlan[] = [];
  if (filter.includeSizes !== false) {
    const products = tables.products
      .filter((p) => sizesOf.has(p.id))
      .filter((p) => !groups || groups.has(groupOf.get(p.id) ?? -1))
      .filter((p) => search === '' || p.name.toLowerCase().includes(search))
      .map((p) => ({ product: p, groupName: groupNames.get(groupOf.get(p.id) ?? -1) ?? '' }))
      .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.product.name.localeCompare(b.product.name));
    for (const { product, groupName } of products) {
      const sizeIds = [...(sizesOf.get(product.id) ?? [])].sort(
        (a, b) => (sizes.get(a)?.priority ?? 0) - (sizes.get(b)?.priority ?? 0),
      );
      for (const sizeId of sizeIds) {
        rows.push({
          rowKey: `s:${product.id}:${sizeId}`,
          kind: 'SIZE',
          productId: product.id,
          sizeId,
          modifierId: null,
          itemName: product.name,
          variantName: sizes.get(sizeId)?.name ?? `Size ${sizeId}`,
          groupName,
        });
      }
    }
  }
  if (filter.includeModifiers && groups === null) {
    const modifierGroups = new Map(tables.modifierGroups.map((g) => [g.id, g.name]));
    const modifierScales = new Map(tables.modifierScales.map((s) => [s.id, s.name]));
    for (const modifier of tables.modifiers) {
      const itemName =
        (modifier.modifierGroupId != null
          ? modifierGroups.get(modifier.modifierGroupId)
          : modifier.modifierScaleId != null
            ? modifierScales.get(modifier.modifierScaleId)
            : undefined) ?? 'Modifier';
      if (search !== '' && !`${itemName} ${modifier.name}`.toLowerCase().includes(search)) continue;
      rows.push({
        rowKey: `m:${modifier.id}`,
        kind: 'MODIFIER',
        productId: null,
        sizeId: null,
        modifierId: modifier.id,
        itemName,
        variantName: modifier.name,
        groupName: 'Modifiers',
      });
    }
  }
  return rows;
}

/** The chain column, then the regions' and the stores' the filter keeps (all of them without one). */
export function planColumns(
  tables: MenuTables,
  storeRegions: readonly StoreRegion[],
  filter: PriceGridFilter,
): PriceColumn[] {
  const regionIds = filter.regionIds?.length ? new Set(filter.regionIds) : null;
  const storeIds = filter.storeIds?.length ? new Set(filter.storeIds) : null;
  const columns: PriceColumn[] = [
    { key: 'default:0', level: 'default', scopeId: 0, label: 'Chain', regionId: null },
  ];
  for (const region of tables.regions) {
    if (regionIds && !regionIds.has(region.id)) continue;
    // Filtering by stores alone shows only their regions.
    if (
      !regionIds &&
      storeIds &&
      !storeRegions.some((s) => storeIds.has(s.storeId) && s.regionId === region.id)
    )
      continue;
    columns.push({
      key: `region:${region.id}`,
      level: 'region',
      scopeId: region.id,
      label: region.name,
      regionId: null,
    });
  }
  for (const store of storeRegions) {
    if (storeIds ? !storeIds.has(store.storeId) : regionIds && !regionIds.has(store.regionId)) continue;
    columns.push({
      key: `store:${store.storeId}`,
      level: 'store',
      scopeId: store.storeId,
      label: store.name,
      regionId: store.regionId,
    });
  }
  return columns;
}

/** Prices of the rows given, by `${level}:${scopeId}` then item key (`s:product:size`, `m:modifier`). */
export interface PriceLookup {
  live: Map<string, Map<string, number>>;
  pending: Map<string, number>;
}

function put(map: Map<string, Map<string, number>>, scope: string, item: string, cents: number): void {
  let inner = map.get(scope);
  if (!inner) {
    inner = new Map();
    map.set(scope, inner);
  }
  inner.set(item, cents);
}

export async function lookUpPrices(
  db: Db,
  rows: readonly { productId: number | null; modifierId: number | null }[],
  /** The stores whose prices are needed (every store's when null). */
  storeIds: readonly number[] | null,
): Promise<PriceLookup> {
  const productIds = [...new Set(rows.flatMap((r) => (r.productId == null ? [] : [r.productId])))];
  const modifierIds = [...new Set(rows.flatMap((r) => (r.modifierId == null ? [] : [r.modifierId])))];
  const [storeSizes, storeModifiers, chainSizes, chainModifiers, pending] = await Promise.all([
    listStoreSizePrices(db, productIds, storeIds),
    listStoreModifierPrices(db, modifierIds, storeIds),
    listChainSizePrices(db, productIds),
    listChainModifierPrices(db, modifierIds),
    listPendingChanges(db),
  ]);
  const live = new Map<string, Map<string, number>>();
  for (const r of storeSizes) put(live, `store:${r.storeId}`, `s:${r.productId}:${r.sizeId}`, r.priceCents);
  for (const r of storeModifiers) put(live, `store:${r.storeId}`, `m:${r.modifierId}`, r.priceCents);
  for (const r of chainSizes)
    put(
      live,
      r.regionId === 0 ? 'default:0' : `region:${r.regionId}`,
      `s:${r.productId}:${r.sizeId}`,
      r.priceCents,
    );
  for (const r of chainModifiers)
    put(live, r.regionId === 0 ? 'default:0' : `region:${r.regionId}`, `m:${r.modifierId}`, r.priceCents);
  return { live, pending: new Map(pending.map((p) => [p.cellKey, p.priceCents])) };
}

export function cellOf(
  column: PriceColumn,
  row: Pick<RowPlan, 'productId' | 'sizeId' | 'modifierId'>,
): string {
  return row.modifierId != null
    ? priceCellKey({ level: column.level, scopeId: column.scopeId, modifierId: row.modifierId })
    : priceCellKey({
        level: column.level,
        scopeId: column.scopeId,
        productId: row.productId ?? 0,
        sizeId: row.sizeId ?? 0,
      });
}

export function itemKeyOf(row: Pick<RowPlan, 'productId' | 'sizeId' | 'modifierId'>): string {
  return row.modifierId != null ? `m:${row.modifierId}` : `s:${row.productId}:${row.sizeId}`;
}

export async function readPriceGrid(
  db: Db,
  tables: MenuTables,
  filter: PriceGridFilter,
  page: number,
  pageSize: number,
): Promise<PriceGrid> {
  const size = Math.min(Math.max(1, pageSize), MAX_PRICE_GRID_PAGE_SIZE);
  const storeRegions = await listStoreRegions(db);
  const allRows = planRows(tables, filter);
  const lastPage = Math.max(0, Math.ceil(allRows.length / size) - 1);
  const current = Math.min(Math.max(0, page), lastPage);
  const pageRows = allRows.slice(current * size, (current + 1) * size);
  const columns = planColumns(tables, storeRegions, filter);
  const storeIds = columns.flatMap((c) => (c.level === 'store' ? [c.scopeId] : []));
  const prices = await lookUpPrices(db, pageRows, storeIds);
  const rows = pageRows.map((row) => {
    const item = itemKeyOf(row);
    const chain = prices.live.get('default:0')?.get(item) ?? null;
    return {
      ...row,
      cells: columns.map((column) => {
        const regionId = column.level === 'region' ? column.scopeId : column.regionId;
        const regionPrice =
          regionId == null ? null : (prices.live.get(`region:${regionId}`)?.get(item) ?? null);
        const cellKey = cellOf(column, row);
        return {
          cellKey,
          columnKey: column.key,
          liveCents: prices.live.get(column.key)?.get(item) ?? null,
          pendingCents: prices.pending.get(cellKey) ?? null,
          inheritedCents:
            column.level === 'default' ? null : column.level === 'region' ? chain : (regionPrice ?? chain),
        };
      }),
    };
  });
  return {
    groups: tables.productGroups.map((g) => ({ id: g.id, parentId: g.parentId, name: g.name })),
    regions: tables.regions.map((r) => ({ id: r.id, name: r.name })),
    columns,
    rows,
    totalRows: allRows.length,
    page: current,
    pageSize: size,
    pendingCount: prices.pending.size,
  };
}
