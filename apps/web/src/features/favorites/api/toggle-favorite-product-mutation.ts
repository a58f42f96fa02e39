import { graphql } from '../../../lib/graphql.ts';

/** Adds or removes one product; a 6th answers LIMIT_REACHED with the candidates for the picker. */
export const ToggleFavoriteProductMutation = graphql(`
  mutation ToggleFavoriteProduct($productId: Int!) {
    toggleFavoriteProduct(productId: $productId) {
      products {
        productId
      }
    }
  }
`);
