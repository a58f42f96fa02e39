// Favorite products and stores (docs/product/account.md#favorites-rules, #validation, #constants):
// at most 5 products (a 6th opens a picker to choose the 5 to keep) and at most 3 stores.
import { messages } from '../messages/messages.ts';
import { err, ok } from '../lib/result.ts';
import type { Result } from '../lib/result.ts';

export const MAX_FAVORITE_PRODUCTS = 5;
export const MAX_FAVORITE_STORES = 3;

export type FavoriteProductToggle =
  | { readonly kind: 'added' | 'removed'; readonly favorites: number[] }
  /** Six candidates: the member keeps MAX_FAVORITE_PRODUCTS of them with `keepFavoriteProducts`. */
  | { readonly kind: 'choose'; readonly candidates: number[]; readonly message: string };

/** Toggles a product in the favorites: removes it if there, adds it if room, else asks to choose. */
export function toggleFavoriteProduct(
  favorites: readonly number[],
  productId: number,
): FavoriteProductToggle {
  if (favorites.includes(productId)) {
    return { kind: 'removed', favorites: favorites.filter((id) => id !== productId) };
  }
  if (favorites.length < MAX_FAVORITE_PRODUCTS)
    return { kind: 'added', favorites: [...favorites, productId] };
  return {
    kind: 'choose',
    candidates: [...favorites, productId],
    message: messages.FAVORITE_PRODUCTS_LIMIT(),
  };
}

/** The picker's result: exactly the chosen ones, at most five, in the order chosen, once each. */
export function keepFavoriteProducts(
  chosen: readonly number[],
): Result<number[], 'TOO_MANY_FAVORITE_PRODUCTS'> {
  const unique = [...new Set(chosen)];
  return unique.length > MAX_FAVORITE_PRODUCTS
    ? err('TOO_MANY_FAVORITE_PRODUCTS', messages.FAVORITE_PRODUCTS_LIMIT())
    : ok(unique);
}

/** Adds a favorite store if there is room; adding one already there changes nothing. */
export function addFavoriteStore(
  favorites: readonly number[],
  storeId: number,
): Result<number[], 'TOO_MANY_FAVORITE_STORES'> {
  if (favorites.includes(storeId)) return ok([...favorites]);
  if (favorites.length >= MAX_FAVORITE_STORES) {
    return err('TOO_MANY_FAVORITE_STORES', messages.FAVORITE_STORES_LIMIT());
  }
  return ok([...favorites, storeId]);
}

export function removeFavoriteStore(favorites: readonly number[], storeId: number): number[] {
  return favorites.filter((id) => id !== storeId);
}

/** The saved form of a favorites list: each entry with its 1-based priority, in list order. */
export function withPriorities<T>(items: readonly T[]): { item: T; priority: number }[] {
  return items.map((item, index) => ({ item, priority: index + 1 }));
}

/** A favorite store's ORDER button needs online ordering on at that store. */
export function canOrderFromFavoriteStore(store: { readonly oLOEnabled?: boolean | null }): boolean {
  return store.oLOEnabled === true;
}
