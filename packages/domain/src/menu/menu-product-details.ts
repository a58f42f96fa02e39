// A product with everything its builder offers, joined from the menu tables: its sizes, versions,
// modifier groups and scales by priority, each group's or scale's modifiers by priority. The server's
// menu snapshot answers `product(productId)` with it, and the web app builds the product page from the
// tables it already holds with the very same join, so the two can never show a product differently.
import type {
  MenuTables,
  ModifierGroupRow,
  ModifierRow,
  ModifierScaleRow,
  ProductRow,
  ProductVersionRow,
  ProductVisibilityRow,
  SizeRow,
} from './menu-tables.ts';

export interface ProductSize extends SizeRow {
  isDefault: boolean;
}

export interface ProductModifierGroup extends ModifierGroupRow {
  defaultModifierId: number | null;
  modifiers: ModifierRow[];
}

export interface ProductModifierScale extends ModifierScaleRow {
  defaultModifierId: number;
  modifiers: ModifierRow[];
}

export interface ProductDetail extends ProductRow {
  groupIds: number[];
  sizes: ProductSize[];
  productVersions: ProductVersionRow[];
  modifierGroups: ProductModifierGroup[];
  modifierScales: ProductModifierScale[];
  visibility: ProductVisibilityRow[];
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const byPriority = (a: { priority: number }, b: { priority: number }): number => a.priority - b.priority;

/** Every product of the menu with its options, by id; one pass over each table. */
export function buildProductDetails(tables: MenuTables): Map<number, ProductDetail> {
  const sizesById = new Map(tables.sizes.map((s) => [s.id, s]));
  const groupsById = new Map(tables.modifierGroups.map((g) => [g.id, g]));
  const scalesById = new Map(tables.modifierScales.map((s) => [s.id, s]));
  const modifiersByGroup = new Map<number, ModifierRow[]>();
  const modifiersByScale = new Map<number, ModifierRow[]>();
  for (const modifier of [...tables.modifiers].sort(byPriority)) {
    if (modifier.modifierGroupId !== null) pushTo(modifiersByGroup, modifier.modifierGroupId, modifier);
    if (modifier.modifierScaleId !== null) pushTo(modifiersByScale, modifier.modifierScaleId, modifier);
  }

  const details = new Map<number, ProductDetail>();
  for (const product of tables.products) {
    details.set(product.id, {
      ...product,
      groupIds: [],
      sizes: [],
      productVersions: [],
      modifierGroups: [],
      modifierScales: [],
      visibility: [],
    });
  }
  const productOf = (id: number): ProductDetail | undefined => details.get(id);

  for (const link of tables.productGroupProducts) productOf(link.productId)?.groupIds.push(link.groupId);
  for (const link of tables.productSizes) {
    const size = sizesById.get(link.sizeId);
    if (size) productOf(link.productId)?.sizes.push({ ...size, isDefault: link.isDefault });
  }
  for (const version of tables.productVersions) productOf(version.productId)?.productVersions.push(version);
  for (const link of tables.productModifierGroups) {
    const group = groupsById.get(link.modifierGroupId);
    if (!group) continue;
    productOf(link.productId)?.modifierGroups.push({
      ...group,
      defaultModifierId: link.defaultModifierId,
      modifiers: modifiersByGroup.get(group.id) ?? [],
    });
  }
  for (const link of tables.productModifierScales) {
    const scale = scalesById.get(link.modifierScaleId);
    if (!scale) continue;
    productOf(link.productId)?.modifierScales.push({
      ...scale,
      defaultModifierId: link.defaultModifierId,
      modifiers: modifiersByScale.get(scale.id) ?? [],
    });
  }
  for (const rule of tables.productVisibility) productOf(rule.productId)?.visibility.push(rule);
  for (const product of details.values()) {
    product.sizes.sort(byPriority);
    product.productVersions.sort(byPriority);
    product.modifierGroups.sort(byPriority);
    product.modifierScales.sort(byPriority);
  }
  return details;
}

/**
 * One product with its options, or null when the menu has no such product: the very join above, over
 * the product's own rows. A page showing one product (the web app's product page) has no use for the
 * other products' joins, and on a phone's first load the whole menu's cost a few milliseconds of the
 * page's longest task.
 */
export function buildProductDetail(tables: MenuTables, productId: number): ProductDetail | null {
  const product = tables.products.find((row) => row.id === productId);
  if (!product) return null;
  const own = <Row extends { productId: number }>(rows: readonly Row[]): Row[] =>
    rows.filter((row) => row.productId === productId);
  const productModifierGroups = own(tables.productModifierGroups);
  const productModifierScales = own(tables.productModifierScales);
  const groupIds = new Set(productModifierGroups.map((link) => link.modifierGroupId));
  const scaleIds = new Set(productModifierScales.map((link) => link.modifierScaleId));
  const joined = buildProductDetails({
    ...tables,
    products: [product],
    productGroupProducts: own(tables.productGroupProducts),
    productSizes: own(tables.productSizes),
    productVersions: own(tables.productVersions),
    productModifierGroups,
    productModifierScales,
    productVisibility: own(tables.productVisibility),
    // Sorting keeps the order of equal priorities (a stable sort), so the product's own modifiers come
    // out in the same order as they do from the whole table.
    modifiers: tables.modifiers.filter(
      (modifier) =>
        (modifier.modifierGroupId !== null && groupIds.has(modifier.modifierGroupId)) ||
        (modifier.modifierScaleId !== null && scaleIds.has(modifier.modifierScaleId)),
    ),
  });
  return joined.get(productId) ?? null;
}
