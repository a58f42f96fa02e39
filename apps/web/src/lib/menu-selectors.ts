// What the menu screens show, derived from the downloaded tables and the chosen store. The rules
// themselves (visibility, order, slugs) live in packages/domain; this only applies them.
import {
  isGroupVisible,
  isProductOrderable,
  sortProductTiles,
  visibleChildGroups as visibleChildrenOf,
} from '@brewline/domain/menu/menu';
import type { MenuTables, ProductGroupRow, ProductRow } from '@brewline/domain/menu/menu-tables';

export interface StoreScope {
  storeId: number | null;
  regionId: number | null;
  unavailableProductIds: ReadonlySet<number>;
}

function groupsById(tables: MenuTables): Map<number, ProductGroupRow> {
  return new Map(tables.productGroups.map((g) => [g.id, g]));
}

export function visibleChildGroups(tables: MenuTables, parentId: number): ProductGroupRow[] {
  return sortProductTiles(visibleChildrenOf(parentId, groupsById(tables)));
}

export function findVisibleGroup(tables: MenuTables, groupId: number): ProductGroupRow | null {
  const byId = groupsById(tables);
  const group = byId.get(groupId);
  return group && isGroupVisible(groupId, byId) ? group : null;
}

/** The group and its ancestors, top first, for the breadcrumb. */
export function groupTrail(tables: MenuTables, groupId: number): ProductGroupRow[] {
  const byId = groupsById(tables);
  const trail: ProductGroupRow[] = [];
  let current = byId.get(groupId);
  while (current && trail.length < 32) {
    trail.unshift(current);
    current = current.parentId === 0 ? undefined : byId.get(current.parentId);
  }
  return trail;
}

interface ProductIndex {
  groupsById: Map<number, ProductGroupRow>;
  groupIds: Map<number, number[]>;
  visibility: Map<number, MenuTables['productVisibility']>;
}

// One index per downloaded menu: search asks about every product on each keystroke.
const indexes = new WeakMap<MenuTables, ProductIndex>();

function productIndex(tables: MenuTables): ProductIndex {
  let index = indexes.get(tables);
  if (index) return index;
  index = { groupsById: groupsById(tables), groupIds: new Map(), visibility: new Map() };
  for (const link of tables.productGroupProducts) {
    const list = index.groupIds.get(link.productId) ?? [];
    list.push(link.groupId);
    index.groupIds.set(link.productId, list);
  }
  for (const rule of tables.productVisibility) {
    const list = index.visibility.get(rule.productId) ?? [];
    list.push(rule);
    index.visibility.set(rule.productId, list);
  }
  indexes.set(tables, index);
  return index;
}

/**
 * Whether the customer can order the product at the chosen store (domain menu.ts isProductOrderable,
 * the rule the server prices and accepts orders by): the tiles, search and the product page's notice.
 */
export function isProductShown(tables: MenuTables, productId: number, scope: StoreScope): boolean {
  const index = productIndex(tables);
  const product = {
    id: productId,
    groupIds: index.groupIds.get(productId) ?? [],
    visibility: index.visibility.get(productId) ?? [],
  };
  // Before a store is chosen the default rules decide (no store or region matches id 0).
  return isProductOrderable(product, index.groupsById, {
    storeId: scope.storeId ?? 0,
    regionId: scope.regionId,
    unavailableProductIds: scope.unavailableProductIds,
  });
}

export function productsInGroup(tables: MenuTables, groupId: number, scope: StoreScope): ProductRow[] {
  const ids = new Set(
    tables.productGroupProducts.filter((l) => l.groupId === groupId).map((l) => l.productId),
  );
  return sortProductTiles(
    tables.products.filter((p) => ids.has(p.id) && isProductShown(tables, p.id, scope)),
  );
}

/** The first group that lists the product, for its breadcrumb. */
export function primaryGroupOf(tables: MenuTables, productId: number): number | null {
  return tables.productGroupProducts.find((l) => l.productId === productId)?.groupId ?? null;
}
