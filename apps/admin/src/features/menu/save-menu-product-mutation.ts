import { graphql } from '../../lib/graphql.ts';
import { MenuDraftProductFields } from './menu-draft-product-query.ts';

export const SaveMenuProductMutation = graphql(
  `
    mutation SaveMenuProduct($product: MenuProductInput!, $expectedVersion: Int) {
      saveMenuProduct(product: $product, expectedVersion: $expectedVersion) {
        ...MenuDraftProductFields
      }
    }
  `,
  [MenuDraftProductFields],
);
