// The menu as the server holds it between changes: the raw tables, their served files and indexes
// for the GraphQL resolvers. Rebuilt from the database on start and whenever the menu changes.
import { isGroupVisible } from '@brewline/domain/menu/menu';
import { buildProductDetails, type ProductDetail } from '@brewline/domain/menu/menu-product-details';
import type { MenuTables, ProductGroupRow } from '@brewline/domain/menu/menu-tables';
import type { Db } from '../../db/client.ts';
import { latestPublishedMenuVersion } from './menu-draft-repository.ts';
import { loadMenuTables } from './menu-repository.ts';
import type { PrecompressedFile } from '../../http/precompressed.ts';
import {
  BEST_COMPRESSION_AFTER_MS,
  buildProductDataFiles,
  compressFilesAtBest,
  rebuildProductDataFiles,
  type ProductDataFiles,
} from './product-data-files.ts';

export interface MenuSnapshot {
  /** The publication these tables are (0 before the back office first published). */
  publishedVersion: number;
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

export function buildMenuSnapshot(
  tables: MenuTables,
  publishedVersion = 0,
  files: ProductDataFiles = buildProductDataFiles(tables),
): MenuSnapshot {
  const groupsById = new Map(tables.productGroups.map((g) => [g.id, g]));
  const onlineGroups = tables.productGroups.filter((g) => isGroupVisible(g.id, groupsById));
  const onlineChildren = new Map<number, ProductGroupRow[]>();
  for (const group of onlineGroups) pushTo(onlineChildren, group.parentId, group);

  const productIdsByGroup = new Map<number, number[]>();
  for (const link of tables.productGroupProducts) pushTo(productIdsByGroup, link.groupId, link.productId);

  return {
    publishedVersion,
    tables,
    files,
    groupsById,
    onlineGroups,
    onlineChildren,
    productIdsByGroup,
    productsById: buildProductDetails(tables),
  };
}

/** Hears each refresh: the new version, and whether it was published through this server. */
export type MenuRefreshListener = (version: number, origin: 'here' | 'elsewhere') => void;

async function readSnapshot(db: Db): Promise<MenuSnapshot> {
  const [tables, version] = await Promise.all([loadMenuTables(db), latestPublishedMenuVersion(db)]);
  return buildMenuSnapshot(tables, version);
}

/**
 * The menu read again after a change, while someone waits (the publisher, customers of every server):
 * only the table files whose content changed are compressed, quickly (see `#compressLater`).
 */
async function readSnapshotAfter(db: Db, current: MenuSnapshot): Promise<MenuSnapshot> {
  const [tables, version] = await Promise.all([loadMenuTables(db), latestPublishedMenuVersion(db)]);
  return buildMenuSnapshot(tables, version, rebuildProductDataFiles(tables, current.files));
}

/**
 * Holds the current snapshot; `refresh` swaps in a fresh one after a publication (decision 009). The
 * snapshot before it stays reachable for its files only: a customer whose app read the old
 * tableNames.json a moment before still gets the tables it lists, and the new ones on the next visit.
 */
export class MenuSnapshotStore {
  #snapshot: MenuSnapshot;
  #previousFiles: ProductDataFiles | null = null;
  /** Refreshes run one after another, so an older read never replaces a newer one. */
  #refreshing: Promise<void> = Promise.resolve();
  readonly #listeners = new Set<MenuRefreshListener>();
  readonly #db: Db;
  #bestCompression: NodeJS.Timeout | null = null;

  private constructor(db: Db, snapshot: MenuSnapshot) {
    this.#db = db;
    this.#snapshot = snapshot;
  }

  static async load(db: Db): Promise<MenuSnapshotStore> {
    return new MenuSnapshotStore(db, await readSnapshot(db));
  }

  current(): MenuSnapshot {
    return this.#snapshot;
  }

  /** A table file of the current menu, or of the one just before it. */
  file(fileName: string): PrecompressedFile | undefined {
    return this.#snapshot.files.files.get(fileName) ?? this.#previousFiles?.files.get(fileName);
  }

  /** Reads the menu again whatever its version (a seed or a test changed the tables). */
  async reload(): Promise<void> {
    this.#swap(await readSnapshotAfter(this.#db, this.#snapshot));
  }

  /**
   * The menu was published as `version`: reads it unless this server holds it (or a later one)
   * already, then tells the listeners (the store snapshots, the other servers).
   */
  refresh(version: number, origin: 'here' | 'elsewhere'): Promise<void> {
    const next = this.#refreshing.then(async () => {
      if (this.#snapshot.publishedVersion >= version) return;
      this.#swap(await readSnapshotAfter(this.#db, this.#snapshot));
      for (const listener of this.#listeners) listener(this.#snapshot.publishedVersion, origin);
    });
    this.#refreshing = next.catch(() => undefined);
    return next;
  }

  /** Hears every refresh; returns how to stop hearing them. */
  onRefresh(listener: MenuRefreshListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #swap(snapshot: MenuSnapshot): void {
    if (snapshot.files.index.etag !== this.#snapshot.files.index.etag)
      this.#previousFiles = this.#snapshot.files;
    this.#snapshot = snapshot;
    this.#compressLater();
  }

  /**
   * The current files at brotli's best, BEST_COMPRESSION_AFTER_MS after the last refresh: a burst of
   * publications compresses once, only the files still served, and never while a publication is
   * reaching the servers. Should it fail, the quick bodies are served: correct, a little larger.
   */
  #compressLater(): void {
    if (this.#bestCompression) clearTimeout(this.#bestCompression);
    this.#bestCompression = setTimeout(() => {
      this.#bestCompression = null;
      compressFilesAtBest(this.#snapshot.files).catch(() => undefined);
    }, BEST_COMPRESSION_AFTER_MS);
    this.#bestCompression.unref();
  }
}
