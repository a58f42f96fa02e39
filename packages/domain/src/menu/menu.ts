// Menu rules (docs/product/ordering.md#menu-and-product-screens, #product-visibility, #constants;
// docs/product/account.md#product-search): what is shown, in which order, and how the drink builder
// presents choices.
import { boundedMemo } from '../lib/bounded-memo.ts';
import { compareNames } from './name-order.ts';

/** Config the menu always carries (docs/product/ordering.md#constants): online ordering on, these size ids never sold online. */
export const MENU_CONFIG = { IsOnlineOrdering: '1', SizeBlacklist: '5,6,7,21' } as const;
export const SIZE_BLACKLIST: readonly number[] = [5, 6, 7, 21];

/** The product that keeps its 'Kids' sizes where other products hide them. */
export const KIDS_SIZE_EXCEPTION_PRODUCT_ID = 528;

/** Ingredient groups and components that are recipe plumbing, not something a customer reads. */
export const HIDDEN_INGREDIENT_GROUP_IDS: readonly number[] = [11, 14];
export const HIDDEN_INGREDIENT_COMPONENT_IDS: readonly number[] = [437, 438, 89, 35];

/** A scale whose modifier names total fewer characters than this fits as tabs. */
export const SCALE_TABS_MAX_NAME_LENGTH = 40;

export const SEARCH_RESULT_LIMIT = 100;
export const SEARCH_SUGGESTION_LIMIT = 11;

/** The parent id of top-level groups. */
export const ROOT_GROUP_ID = 0;

export interface MenuGroupNode {
  readonly id: number;
  readonly isVisible: boolean;
  readonly parentId: number | null;
}

export type GroupsById<G extends MenuGroupNode = MenuGroupNode> = ReadonlyMap<number, G>;

/**
 * A group is shown only when it and every ancestor up to the root are visible. A group whose
 * ancestor is missing from the data, or whose parents loop, is not shown.
 */
export function isGroupVisible(groupId: number, groupsById: GroupsById): boolean {
  const seen = new Set<number>();
  let id: number | null = groupId;
  while (id !== null && id !== ROOT_GROUP_ID) {
    if (seen.has(id)) return false;
    seen.add(id);
    const group = groupsById.get(id);
    if (!group || !group.isVisible) return false;
    id = group.parentId;
  }
  return true;
}

/** The visible children of a group (ROOT_GROUP_ID for the top level), in data order. */
export function visibleChildGroups<G extends MenuGroupNode>(
  parentId: number,
  groupsById: GroupsById<G>,
): G[] {
  return [...groupsById.values()].filter(
    (group) => (group.parentId ?? ROOT_GROUP_ID) === parentId && isGroupVisible(group.id, groupsById),
  );
}

export interface VisibilityRule {
  /** Absent when the rules are already the product's own entries. */
  readonly productId?: number | null;
  readonly storeId?: number | null;
  readonly regionId?: number | null;
  readonly isVisibleOnlineOrdering: boolean;
}

export interface StoreLocation {
  readonly storeId: number;
  readonly regionId: number | null;
}

const isSet = (id: number | null | undefined): id is number => id !== null && id !== undefined && id !== 0;

/**
 * Whether a product is sold online at a store. The most specific matching rule wins: a rule for the
 * store over a rule for its region over a default rule (neither store nor region; 0 counts as
 * neither). No matching rule: visible. Conflicting rules at the same level: hidden wins, because
 * selling what a store cannot make is worse than not showing it.
 */
export function isProductVisibleOnline(
  productId: number,
  rules: readonly VisibilityRule[],
  location: StoreLocation,
): boolean {
  const own = rules.filter((rule) => !isSet(rule.productId) || rule.productId === productId);
  const storeRules = own.filter((rule) => isSet(rule.storeId) && rule.storeId === location.storeId);
  const regionRules = own.filter(
    (rule) => !isSet(rule.storeId) && isSet(rule.regionId) && rule.regionId === location.regionId,
  );
  const defaultRules = own.filter((rule) => !isSet(rule.storeId) && !isSet(rule.regionId));
  for (const level of [storeRules, regionRules, defaultRules]) {
    if (level.length > 0) return level.every((rule) => rule.isVisibleOnlineOrdering);
  }
  return true;
}

/**
 * Whether a product is on the online menu at all: at least one group that lists it is shown (the
 * group and every ancestor visible). A product only in hidden groups (a preview line loaded ahead of
 * launch) is not, whatever its own visibility rules say.
 */
export function isProductListedOnline(groupIds: readonly number[], groupsById: GroupsById): boolean {
  return groupIds.some((groupId) => isGroupVisible(groupId, groupsById));
}

export interface OrderableProduct {
  readonly id: number;
  /** Every group that lists the product. */
  readonly groupIds: readonly number[];
  /** The product's own online-ordering rules. */
  readonly visibility: readonly VisibilityRule[];
}

export interface OrderingScope extends StoreLocation {
  /** What the store has 86'd right now. */
  readonly unavailableProductIds: ReadonlySet<number>;
}

/**
 * Whether a customer can order the product at the store: listed in a shown group, visible online
 * there (store rule over region rule over default) and not 86'd. The one rule behind the menu's
 * tiles, the product page's notice, the server's prices and the order's acceptance.
 */
export function isProductOrderable(
  product: OrderableProduct,
  groupsById: GroupsById,
  scope: OrderingScope,
): boolean {
  if (scope.unavailableProductIds.has(product.id)) return false;
  if (!isProductListedOnline(product.groupIds, groupsById)) return false;
  return isProductVisibleOnline(product.id, product.visibility, scope);
}

export interface TileProduct {
  readonly name: string;
  readonly priority?: number | null;
}

/** Tiles by priority ascending, products without a priority last, then by name. Returns a new array. */
export function sortProductTiles<P extends TileProduct>(products: readonly P[]): P[] {
  const rank = (p: P): number => p.priority ?? Number.POSITIVE_INFINITY;
  return [...products].sort((a, b) => {
    const byPriority = rank(a) - rank(b);
    return byPriority !== 0 && !Number.isNaN(byPriority) ? byPriority : compareNames(a.name, b.name);
  });
}

export interface MenuSize {
  readonly id: number;
  readonly name: string;
  /** The cup's fluid ounces; null for food and beans. The restricted-size rule reads it, never the name. */
  readonly ounces: number | null;
}

/** The cup size that products with restricted sizes never offer (docs/product/ordering.md#screens 'the 16oz size'). */
export const RESTRICTED_SIZE_OUNCES = 16;

export interface SizeSelection<S extends MenuSize> {
  readonly sizes: S[];
  /** The selected size after hiding, or null when nothing is selected or nothing is left. */
  readonly selectedSizeId: number | null;
  /** Its index in `sizes`, -1 when none (the order screen's "nothing selected"). */
  readonly selectedIndex: number;
}

export interface SelectableSizesInput<S extends MenuSize> {
  readonly productId: number;
  readonly sizes: readonly S[];
  /** The product is one of those that hide the 16oz and 'Kids' sizes (a product data flag). */
  readonly hideRestrictedSizes: boolean;
  readonly selectedSizeId?: number | null;
}

const isKids = (name: string): boolean => /\bkid'?s?\b/i.test(name);

/**
 * The sizes a customer can pick: blacklisted ids (5, 6, 7, 21) never; on products that hide
 * restricted sizes also not a 16 fl oz cup (by its ounces, whatever it is called: 'Grande') nor
 * 'Kids' sizes, except that product 528 keeps its Kids
 * sizes. A hidden selection shifts to the next size shown after it, else the nearest before it.
 */
export function selectableSizes<S extends MenuSize>(input: SelectableSizesInput<S>): SizeSelection<S> {
  const shown = (size: S): boolean => {
    if (SIZE_BLACKLIST.includes(size.id)) return false;
    if (!input.hideRestrictedSizes) return true;
    if (size.ounces === RESTRICTED_SIZE_OUNCES) return false;
    return !isKids(size.name) || input.productId === KIDS_SIZE_EXCEPTION_PRODUCT_ID;
  };
  const sizes = input.sizes.filter(shown);
  const selected = input.selectedSizeId ?? null;
  let selectedSizeId: number | null = null;
  const at = selected === null ? -1 : input.sizes.findIndex((size) => size.id === selected);
  if (at >= 0) {
    const after = input.sizes.slice(at).find(shown);
    const before = input.sizes.slice(0, at).reverse().find(shown);
    selectedSizeId = (after ?? before)?.id ?? null;
  }
  const selectedIndex = sizes.findIndex((size) => size.id === selectedSizeId);
  return { sizes, selectedSizeId: selectedIndex >= 0 ? selectedSizeId : null, selectedIndex };
}

/** Tabs when the scale's modifier names total fewer than 40 characters, else a stepper. */
export function scaleDisplayMode(modifierNames: readonly string[]): 'tabs' | 'stepper' {
  const total = modifierNames.reduce((sum, name) => sum + name.length, 0);
  return total < SCALE_TABS_MAX_NAME_LENGTH ? 'tabs' : 'stepper';
}

/** A variable-quantity modifier can be deselected only once its count is back to zero. */
export function canDeselectVariableModifier(count: number): boolean {
  return count <= 0;
}

export interface Ingredient {
  readonly groupId: number;
  readonly componentId: number;
  readonly name: string;
}

/** The ingredients list without groups 11 and 14 and components 437, 438, 89 and 35. */
export function visibleIngredients<I extends Ingredient>(ingredients: readonly I[]): I[] {
  return ingredients.filter(
    (ingredient) =>
      !HIDDEN_INGREDIENT_GROUP_IDS.includes(ingredient.groupId) &&
      !HIDDEN_INGREDIENT_COMPONENT_IDS.includes(ingredient.componentId),
  );
}

/** 'Iced Caramel Latte' -> 'iced-caramel-latte': lowercased, each run of spaces one hyphen. */
export function productSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The product page path for a product. */
export function productPath(product: { readonly id: number; readonly name: string }): string {
  return `/menu/product/${product.id}/${encodeURIComponent(productSlug(product.name))}`;
}

/** Search text as it may stand in a URL: letters, digits and spaces only. */
export function sanitizeSearchText(text: string): string {
  return text.replace(/[^\p{L}\p{Nd} ]/gu, '');
}

/** The search term of a /search/{term} route segment: decoded, sanitised, spaces removed. */
export function searchTermFromRoute(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as typed; sanitising then drops its '%'.
  }
  return sanitizeSearchText(decoded).replace(/ /g, '');
}

// The route drops spaces (and punctuation) from the term, so names are compared the same way:
// 'icedlatte', 'iced latte' and 'iced-latte' all find 'Iced Latte'. Accents go too (decomposed, the
// marks are not letters): 'caffe' finds 'Caffè Latte', as people type it on a phone.
const searchKey = (text: string): string =>
  sanitizeSearchText(text.normalize('NFD')).toLowerCase().replace(/\s+/g, '');

// Each name's key, worked out once rather than on every keystroke for every product.
const nameKey = boundedMemo(searchKey);

export interface SearchableProduct {
  readonly id: number;
  readonly name: string;
}

// Lists prepared for search (prepareProductSearch): the same products in name order. A search over
// one walks that order and stops at `limit`, instead of sorting every match: the first letter matches
// most of the menu, and sorting those matches was most of the first keystroke at 10x.
const inNameOrder = new WeakMap<readonly SearchableProduct[], readonly SearchableProduct[]>();

/**
 * Does ahead of time what a search of `products` would do on its first keystroke: each name's key,
 * and the list in name order (a stable sort, so equal names keep their order). Meant for idle time,
 * once the list is known; searchProducts gives the same answers with or without it.
 */
export function prepareProductSearch(products: readonly SearchableProduct[]): void {
  if (inNameOrder.has(products)) return;
  for (const product of products) nameKey(product.name);
  inNameOrder.set(
    products,
    [...products].sort((a, b) => compareNames(a.name, b.name)),
  );
}

/**
 * Products whose name contains the term (case-insensitive, spaces ignored), one per id, sorted by
 * name, at most `limit` (100 for results, SEARCH_SUGGESTION_LIMIT for the search box). An empty
 * term finds nothing.
 */
export function searchProducts<P extends SearchableProduct>(
  products: readonly P[],
  term: string,
  limit = SEARCH_RESULT_LIMIT,
): P[] {
  const key = searchKey(term);
  if (key === '' || limit <= 0) return [];
  const seen = new Set<number>();
  const found: P[] = [];
  // The prepared list holds the very products of `products`, only reordered.
  const ordered = inNameOrder.get(products) as readonly P[] | undefined;
  for (const product of ordered ?? products) {
    if (seen.has(product.id) || !nameKey(product.name).includes(key)) continue;
    seen.add(product.id);
    found.push(product);
    if (ordered && found.length >= limit) return found;
  }
  return ordered ? found : found.sort((a, b) => compareNames(a.name, b.name)).slice(0, limit);
}
