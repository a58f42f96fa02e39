import { graphql } from '../../../lib/graphql.ts';

/** Replaces the favorite products in priority order: the picker's Save and the page's reorder. */
export const SetFavoriteProductsMutation = graphql(`
  mutation SetFavoriteProducts($productIds: [Int!]!) {
    setFavoriteProducts(productIds: $productIds) {
      products {
        productId
      }
    }
  }
`);
