// The product page's product, read from the menu tables the app already holds: no request of its own,
// so the page paints as soon as the tables and its code are in (the Product GraphQL query was a round
// trip after those, in front of the page's largest paint). The join is the domain's, the one the
// server's menu snapshot answers `product(productId)` with.
import {
  buildProductDetail,
  type ProductDetail as FullProductDetail,
} from '@brewline/domain/menu/menu-product-details';
import type { MenuTables, ModifierRow } from '@brewline/domain/menu/menu-tables';

type Modifier = Pick<ModifierRow, 'id' | 'name' | 'isVariableQuantity' | 'maxQuantity'>;

/** What the product page uses of a product (the component tests build just this much). */
export interface ProductDetail extends Pick<
  FullProductDetail,
  'id' | 'name' | 'description' | 'icon' | 'image' | 'autoModify' | 'ingredients' | 'nutrition' | 'allergens'
> {
  groupIds: number[];
  sizes: Pick<FullProductDetail['sizes'][number], 'id' | 'name' | 'ounces' | 'isDefault'>[];
  productVersions: Pick<FullProductDetail['productVersions'][number], 'id' | 'name' | 'priceDeltaCents'>[];
  modifierGroups: (Pick<FullProductDetail['modifierGroups'][number], 'id' | 'name' | 'multiSelect'> & {
    defaultModifierId: number | null;
    modifiers: Modifier[];
  })[];
  modifierScales: (Pick<FullProductDetail['modifierScales'][number], 'id' | 'name'> & {
    defaultModifierId: number;
    modifiers: Pick<ModifierRow, 'id' | 'name'>[];
  })[];
}

/**
 * The product with everything its builder offers, or null when the menu has no such product. Only this
 * product's rows are joined: the whole menu's join was a few milliseconds of a phone's first draw of
 * the page, for one product shown.
 */
export function productDetailOf(tables: MenuTables, productId: number): ProductDetail | null {
  return buildProductDetail(tables, productId);
}
