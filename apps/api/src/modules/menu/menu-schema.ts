// Menu queries: onlineProductGroups, productGroup(id), product(productId). Each type lives in a file
// of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import { addProductType } from './menu-product-schema.ts';
import { addProductGroupType } from './menu-group-schema.ts';
import { addMenuQueries } from './menu-queries-schema.ts';

export function addMenuSchema(builder: Builder) {
  const { Product, Ingredient, Nutrition } = addProductType(builder);
  addMenuQueries(builder, Product, addProductGroupType(builder, Product));
  return { Product, Ingredient, Nutrition };
}
