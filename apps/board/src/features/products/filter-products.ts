// The 86 panel's list: by name (the menu's own search rule), optionally only what is 86'd now.
import { searchProducts } from '@brewline/domain/menu/menu';
import { compareNames } from '@brewline/domain/menu/name-order';
import type { BoardProduct } from './use-board-products.ts';

export type ProductFilter = 'all' | 'unavailable';

export function filterProducts(
  products: readonly BoardProduct[],
  term: string,
  filter: ProductFilter,
): BoardProduct[] {
  const matching =
    term.trim() === ''
      ? [...products].sort((a, b) => compareNames(a.name, b.name))
      : searchProducts(products, term, Number.POSITIVE_INFINITY);
  return filter === 'unavailable' ? matching.filter((p) => !p.available) : matching;
}
