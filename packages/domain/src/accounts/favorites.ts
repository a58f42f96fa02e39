// Favorites as the API and the web app both apply them (docs/product/account.md#how-things-change,
// #validation, #constants): replacing a whole list, toggling a store, the picker that keeps 5
// products when a 6th is added, and where a guest goes. The limits and the single-item rules are in
// validation/favorites.ts; these build on them.
import { messages } from '../messages/messages.ts';
import { err, ok, type Result } from '../lib/result.ts';
import {
  addFavoriteStore,
  keepFavoriteProducts,
  MAX_FAVORITE_PRODUCTS,
  MAX_FAVORITE_STORES,
  removeFavoriteStore,
} from '../validation/favorites.ts';

/** A list sent whole (the picker's Save, a reorder): once each, in the order given, at most 5. */
export function replaceFavoriteProducts(
  productIds: readonly number[],
): Result<number[], 'TOO_MANY_FAVORITE_PRODUCTS'> {
  return keepFavoriteProducts(productIds);
}

/** A store list sent whole: once each, in the order given, at most 3, else the spec's message. */
export function replaceFavoriteStores(
  storeIds: readonly number[],
): Result<number[], 'TOO_MANY_FAVORITE_STORES'> {
  const unique = [...new Set(storeIds)];
  return unique.length > MAX_FAVORITE_STORES
    ? err('TOO_MANY_FAVORITE_STORES', messages.FAVORITE_STORES_LIMIT())
    : ok(unique);
}

export interface FavoriteStoreToggle {
  readonly kind: 'added' | 'removed';
  readonly favorites: number[];
}

/** Removes the store if it is a favorite; adds it if there is room; a 4th is refused. */
export function toggleFavoriteStore(
  favorites: readonly number[],
  storeId: number,
): Result<FavoriteStoreToggle, 'TOO_MANY_FAVORITE_STORES'> {
  if (favorites.includes(storeId)) {
    return ok({ kind: 'removed', favorites: removeFavoriteStore(favorites, storeId) });
  }
  const added = addFavoriteStore(favorites, storeId);
  return added.ok ? ok({ kind: 'added', favorites: added.value }) : added;
}

/** Stored rows back in the member's order: priority 1 first; equal priorities keep their order. */
export function inPriorityOrder<T extends { readonly priority: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.priority - b.priority);
}

/**
 * The picker as it opens on a 6th product: the new one is kept, with the first 4 favorites by
 * priority, so Save does what the member just asked unless they choose otherwise.
 */
export function initialKeepSelection(candidates: readonly number[], added: number): number[] {
  const others = candidates.filter((id) => id !== added).slice(0, MAX_FAVORITE_PRODUCTS - 1);
  return candidates.includes(added) ? [...others, added] : others;
}

/** Ticks or unticks one product in the picker; with 5 ticked, another cannot be ticked. */
export function toggleKeepSelection(selected: readonly number[], productId: number): number[] {
  if (selected.includes(productId)) return selected.filter((id) => id !== productId);
  return selected.length < MAX_FAVORITE_PRODUCTS ? [...selected, productId] : [...selected];
}

export const isKeepSelectionFull = (selected: readonly number[]): boolean =>
  selected.length >= MAX_FAVORITE_PRODUCTS;

/** What Save sends: the ticked products in the picker's order (their priority, the new one last). */
export function keptFavorites(candidates: readonly number[], selected: readonly number[]): number[] {
  const ticked = new Set(selected);
  return [...new Set(candidates)].filter((id) => ticked.has(id));
}

/** The list with `id` one place nearer the top (the favorites page's Move up); the first stays. */
export function moveFavoriteUp(ids: readonly number[], id: number): number[] {
  const list = [...ids];
  const index = list.indexOf(id);
  const above = index > 0 ? list[index - 1] : undefined;
  if (above === undefined) return list;
  list[index - 1] = id;
  list[index] = above;
  return list;
}

/** A guest's favorites action goes to login and comes back to where it was (docs/product/account.md#who-it-is-for, #who-may-do-what). */
export function favoritesLoginPath(returnTo: string): string {
  const back = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/menu';
  return `/login?redirect=${encodeURIComponent(back)}`;
}
