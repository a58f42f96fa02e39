// The menu as the server holds it between changes: the raw tables, their served files and indexes
// for the GraphQL resolvers. Rebuilt from the database on start and whenever the menu changes.
import { isGroupVisible } from '@brewline/domain/menu';
import type {
  MenuTables,
  ModifierGroupRow,
  ModifierRow,
  ModifierScaleRow,
  ProductGroupRow,
  ProductRow,
  ProductVersionRow,
  ProductVisibilityRow,
  SizeRow,
} from '@brewline/domain/menu-tables';
import type { Db } from '../../db/client.ts';
import { loadMenuTables } from './menu-repository.ts';
import { buildProductDataFiles, type ProductDataFiles } from './product-data-files.ts';

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

export interface MenuSnapshot {
  tables: MenuTables;
  files: ProductDataFiles;
  groupsById: Map<number, ProductGroupRow>;
  /** Groups shown online (the group and every ancestor visible), in table order: decided once per snapshot. */
  onlineGroups: ProductGroupRow[];
  /** The online children of each group, so a resolver never rescans the whole tree. */
  onlineChildren: Map<number, ProductGroupRow[]>;
  productIdsByGroup: Map<number, number[]>;
  productsById: Map<number, ProductDetail>;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const byPriority = (a: { priority: number }, b: { priority: number }): number => a.priority - b.priority;

export function buildMenuSnapshot(tables: MenuTables): MenuSnapshot {
  const groupsById = new Map(tables.productGroups.map((g) => [g.id, g]));
  const onlineGroups = tables.productGroups.filter((g) => isGroupVisible(g.id, groupsById));
  const onlineChildren = new Map<number, ProductGroupRow[]>();
  for (const group of onlineGroups) pushTo(onlineChildren, group.parentId, group);

  const productIdsByGroup = new Map<number, number[]>();
  const groupIdsByProduct = new Map<number, number[]>();
  for (const link of tables.productGroupProducts) {
    pushTo(productIdsByGroup, link.groupId, link.productId);
    pushTo(groupIdsByProduct, link.productId, link.groupId);
  }

  const sizesById = new Map(tables.sizes.map((s) => [s.id, s]));
  const groupsByIdM = new Map(tables.modifierGroups.map((g) => [g.id, g]));
  const scalesById = new Map(tables.modifierScales.map((s) => [s.id, s]));
  const modifiersByGroup = new Map<number, ModifierRow[]>();
  const modifiersByScale = new Map<number, ModifierRow[]>();
  for (const modifier of [...tables.modifiers].sort(byPriority)) {
    if (modifier.modifierGroupId !== null) pushTo(modifiersByGroup, modifier.modifierGroupId, modifier);
    if (modifier.modifierScaleId !== null) pushTo(modifiersByScale, modifier.modifierScaleId, modifier);
  }

  const productsById = new Map<number, ProductDetail>();
  for (const product of tables.products) {
    productsById.set(product.id, {
      ...product,
      groupIds: groupIdsByProduct.get(product.id) ?? [],
      sizes: [],
      productVersions: [],
      modifierGroups: [],
      modifierScales: [],
      visibility: [],
    });
  }
  const productOf = (id: number): ProductDetail | undefined => productsById.get(id);

  for (const link of tables.productSizes) {
    const size = sizesById.get(link.sizeId);
    if (size) productOf(link.productId)?.sizes.push({ ...size, isDefault: link.isDefault });
  }
  for (const version of tables.productVersions) productOf(version.productId)?.productVersions.push(version);
  for (const link of tables.productModifierGroups) {
    const group = groupsByIdM.get(link.modifierGroupId);
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
  for (const product of productsById.values()) {
    product.sizes.sort(byPriority);
    product.productVersions.sort(byPriority);
    product.modifierGroups.sort(byPriority);
    product.modifierScales.sort(byPriority);
  }

  return {
    tables,
    files: buildProductDataFiles(tables),
    groupsById,
    onlineGroups,
    onlineChildren,
    productIdsByGroup,
    productsById,
  };
}

/** Holds the current snapshot; `reload` swaps in a fresh one after the menu changed. */
export class MenuSnapshotStore {
  #snapshot: MenuSnapshot;
  readonly #db: Db;

  private constructor(db: Db, snapshot: MenuSnapshot) {
    this.#db = db;
    this.#snapshot = snapshot;
  }

  static async load(db: Db): Promise<MenuSnapshotStore> {
    return new MenuSnapshotStore(db, buildMenuSnapshot(await loadMenuTables(db)));
  }

  current(): MenuSnapshot {
    return this.#snapshot;
  }

  async reload(): Promise<void> {
    this.#snapshot = buildMenuSnapshot(await loadMenuTables(this.#db));
  }
}
