// The menu as the server holds it between changes: the raw tables, their served files and indexes
// for the GraphQL resolvers. Rebuilt from the database on start and whenever the menu changes.
import { isGroupVisible } from '@brewline/domain/menu';
import { buildProductDetails, type ProductDetail } from '@brewline/domain/menu-product-details';
import type { MenuTables, ProductGroupRow } from '@brewline/domain/menu-tables';
import type { Db } from '../../db/client.ts';
import { loadMenuTables } from './menu-repository.ts';
import { buildProductDataFiles, type ProductDataFiles } from './product-data-files.ts';

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

export function buildMenuSnapshot(tables: MenuTables): MenuSnapshot {
  const groupsById = new Map(tables.productGroups.map((g) => [g.id, g]));
  const onlineGroups = tables.productGroups.filter((g) => isGroupVisible(g.id, groupsById));
  const onlineChildren = new Map<number, ProductGroupRow[]>();
  for (const group of onlineGroups) pushTo(onlineChildren, group.parentId, group);

  const productIdsByGroup = new Map<number, number[]>();
  for (const link of tables.productGroupProducts) pushTo(productIdsByGroup, link.groupId, link.productId);

  return {
    tables,
    files: buildProductDataFiles(tables),
    groupsById,
    onlineGroups,
    onlineChildren,
    productIdsByGroup,
    productsById: buildProductDetails(tables),
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
