// The favorites use cases (docs/product/account.md#records, #how-things-change, #validation,
// #calls, #constants): read, replace and toggle a member's favorite products (at most 5; a 6th asks
// to choose 5) and stores (at most 3). What counts is what the member can see: products still on
// the menu and real stores, so a product that left the menu never fills a place the member cannot
// see; a write drops it.
import {
  replaceFavoriteProducts,
  replaceFavoriteStores,
  toggleFavoriteStore as toggleStore,
} from '@brewline/domain/accounts/favorites';
import { messages } from '@brewline/domain/messages/messages';
import { GLOBAL_STORE_ID } from '@brewline/domain/store-hours/pickup';
import {
  MAX_FAVORITE_PRODUCTS,
  MAX_FAVORITE_STORES,
  toggleFavoriteProduct as toggleProduct,
} from '@brewline/domain/validation/favorites';
import type { Db, Tx } from '../../db/client.ts';
import type { ProductDetail } from '@brewline/domain/menu/menu-product-details';
import type { MenuSnapshot } from '../menu/menu-snapshot.ts';
import { storesByIds } from '../stores/store-service.ts';
import type { StoreRecord } from '../stores/store-repository.ts';
import {
  readFavoriteProductIds,
  readFavoriteStoreIds,
  withFavoritesLock,
  writeFavoriteProductIds,
  writeFavoriteStoreIds,
} from './favorites-repository.ts';
import { Refusal } from '@brewline/domain/messages/refusal';

/** A member's favorites as the API answers them; each list is read only when asked for. */
export interface FavoritesSource {
  memberId: string;
  /** Known after a change of the products; null reads them. */
  productIds: readonly number[] | null;
  /** Known after a change of the stores; null reads them. */
  storeIds: readonly number[] | null;
}

export interface FavoriteProductView {
  product: ProductDetail;
  priority: number;
}

export interface FavoriteStoreView {
  store: StoreRecord;
  priority: number;
}

/** On the menu: the product exists and at least one group shown online lists it. */
function menuProduct(menu: MenuSnapshot, productId: number): ProductDetail | null {
  const product = menu.productsById.get(productId);
  if (!product) return null;
  const online = new Set(menu.onlineGroups.map((group) => group.id));
  return product.groupIds.some((groupId) => online.has(groupId)) ? product : null;
}

const onMenu = (menu: MenuSnapshot, ids: readonly number[]): number[] =>
  ids.filter((id) => menuProduct(menu, id) !== null);

/** Real stores a member can order from or visit: known ids, never the global online store. */
async function realStores(db: Db | Tx, ids: readonly number[]): Promise<Map<number, StoreRecord>> {
  const wanted = ids.filter((id) => id !== GLOBAL_STORE_ID);
  return new Map((await storesByIds(db, wanted)).map((store) => [store.storeId, store]));
}

export async function favoriteProductsOf(
  db: Db,
  menu: MenuSnapshot,
  source: FavoritesSource,
): Promise<FavoriteProductView[]> {
  const ids = source.productIds ?? (await readFavoriteProductIds(db, source.memberId));
  return ids
    .flatMap((id) => menuProduct(menu, id) ?? [])
    .map((product, index) => ({ product, priority: index + 1 }));
}

export async function favoriteStoresOf(db: Db, source: FavoritesSource): Promise<FavoriteStoreView[]> {
  const ids = source.storeIds ?? (await readFavoriteStoreIds(db, source.memberId));
  const found = await realStores(db, ids);
  return ids.flatMap((id) => found.get(id) ?? []).map((store, index) => ({ store, priority: index + 1 }));
}

/** The products of the menu with these ids, in the order given, at most 5 ids read (docs/product/account.md#calls). */
export function productsByIds(menu: MenuSnapshot, productIds: readonly number[]): ProductDetail[] {
  return [...new Set(productIds)]
    .slice(0, MAX_FAVORITE_PRODUCTS)
    .flatMap((id) => menuProduct(menu, id) ?? []);
}

function refuseUnknownProducts(menu: MenuSnapshot, ids: readonly number[]): void {
  const unknown = ids.filter((id) => menuProduct(menu, id) === null);
  if (unknown.length > 0) {
    throw new Refusal('UNKNOWN_PRODUCT', messages.FAVORITE_PRODUCT_UNKNOWN(), { productIds: unknown });
  }
}

async function refuseUnknownStores(db: Db | Tx, ids: readonly number[]): Promise<void> {
  const found = await realStores(db, ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw new Refusal('UNKNOWN_STORE', messages.FAVORITE_STORE_UNKNOWN(), { storeIds: unknown });
  }
}

/** Replaces the favorite products in the given order (the picker's Save, a reorder). */
export async function setFavoriteProducts(
  db: Db,
  menu: MenuSnapshot,
  memberId: string,
  productIds: readonly number[],
): Promise<FavoritesSource> {
  const replaced = replaceFavoriteProducts(productIds);
  if (!replaced.ok) {
    throw new Refusal('LIMIT_REACHED', replaced.message, { limit: MAX_FAVORITE_PRODUCTS });
  }
  refuseUnknownProducts(menu, replaced.value);
  await withFavoritesLock(db, memberId, (tx) => writeFavoriteProductIds(tx, memberId, replaced.value));
  return { memberId, productIds: replaced.value, storeIds: null };
}

/**
 * Adds or removes one product. A 6th is refused with LIMIT_REACHED and the six candidates (the
 * favorites in order, the new one last): the app opens the picker and saves with setFavoriteProducts.
 */
export async function toggleFavoriteProduct(
  db: Db,
  menu: MenuSnapshot,
  memberId: string,
  productId: number,
): Promise<FavoritesSource> {
  const productIds = await withFavoritesLock(db, memberId, async (tx) => {
    const stored = await readFavoriteProductIds(tx, memberId);
    // Removing is always allowed, even a product that has left the menu since.
    if (!stored.includes(productId)) refuseUnknownProducts(menu, [productId]);
    const toggled = toggleProduct(onMenu(menu, stored), productId);
    if (toggled.kind === 'choose') {
      throw new Refusal('LIMIT_REACHED', toggled.message, {
        limit: MAX_FAVORITE_PRODUCTS,
        candidates: toggled.candidates,
      });
    }
    await writeFavoriteProductIds(tx, memberId, toggled.favorites);
    return toggled.favorites;
  });
  return { memberId, productIds, storeIds: null };
}

/** Replaces the favorite stores in the given order; more than 3 gets the spec's message. */
export async function setFavoriteStores(
  db: Db,
  memberId: string,
  storeIds: readonly number[],
): Promise<FavoritesSource> {
  const replaced = replaceFavoriteStores(storeIds);
  if (!replaced.ok) {
    throw new Refusal('LIMIT_REACHED', replaced.message, { limit: MAX_FAVORITE_STORES });
  }
  await refuseUnknownStores(db, replaced.value);
  await withFavoritesLock(db, memberId, (tx) => writeFavoriteStoreIds(tx, memberId, replaced.value));
  return { memberId, productIds: null, storeIds: replaced.value };
}

/** Adds or removes one store; a 4th gets 'You can only have 3 favorite stores, ...'. */
export async function toggleFavoriteStore(
  db: Db,
  memberId: string,
  storeId: number,
): Promise<FavoritesSource> {
  const storeIds = await withFavoritesLock(db, memberId, async (tx) => {
    const stored = await readFavoriteStoreIds(tx, memberId);
    if (!stored.includes(storeId)) await refuseUnknownStores(tx, [storeId]);
    const known = await realStores(tx, stored);
    const toggled = toggleStore(
      stored.filter((id) => known.has(id)),
      storeId,
    );
    if (!toggled.ok) {
      throw new Refusal('LIMIT_REACHED', toggled.message, { limit: MAX_FAVORITE_STORES });
    }
    await writeFavoriteStoreIds(tx, memberId, toggled.value.favorites);
    return toggled.value.favorites;
  });
  return { memberId, productIds: null, storeIds };
}
