import { graphql } from '../../../lib/graphql.ts';

/** Just which products are favorites: what the tiles and the product page need, sent only for members. */
export const FavoriteProductIdsQuery = graphql(`
  query FavoriteProductIds {
    favorites {
      products {
        productId
      }
    }
  }
`);
