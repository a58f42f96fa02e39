// What product search looks through (docs/product/account.md#product-search): the products shown at
// the chosen store (visibility rules and its unavailable list) that sit in at least one visible
// group, so a product waiting in a hidden group (the fall preview) is not found before its launch.
import type { MenuTables, ProductRow } from '@brewline/domain/menu/menu-tables';
import { isProductShown, type StoreScope } from '../../../lib/menu-selectors.ts';

export function searchableProducts(tables: MenuTables, scope: StoreScope): ProductRow[] {
  // isProductShown holds the whole rule, the hidden groups included (domain isProductOrderable).
  return tables.products.filter((product) => isProductShown(tables, product.id, scope));
}

/** The path a search result opens (docs/product/account.md#screens: /product/{id}). */
export const searchResultPath = (product: { readonly id: number }): string => `/product/${product.id}`;
