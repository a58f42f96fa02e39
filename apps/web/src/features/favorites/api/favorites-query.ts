import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The favorites page: products with their art, stores with their open state and online ordering. */
export const FavoritesQuery = graphql(`
  query Favorites {
    favorites {
      products {
        productId
        name
        image
        priority
      }
      stores {
        priority
        store {
          storeId
          nickname
          address1
          address2
          city
          state
          zipCode
          oLOEnabled
          status
          statusLabel
        }
      }
    }
  }
`);

export type FavoritesData = ResultOf<typeof FavoritesQuery>['favorites'];
export type FavoriteStoreData = FavoritesData['stores'][number];
export type FavoriteProductData = FavoritesData['products'][number];
