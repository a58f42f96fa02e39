import { readFragment } from 'gql.tada';
import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { FinderStoreFragment } from '../../../lib/finder-store-fragment.ts';

/**
 * The favorites page: products with their art; stores as the store finder shows them (open state,
 * address, online ordering), so the two can never disagree about a store.
 */
export const FavoritesQuery = graphql(
  `
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
            ...FinderStore
          }
        }
      }
    }
  `,
  [FinderStoreFragment],
);

/** The answer with each store's fields read out of the finder's fragment. */
export function readFavorites(answer: ResultOf<typeof FavoritesQuery>) {
  const { products, stores } = answer.favorites;
  return {
    products,
    stores: stores.map((favorite) => ({
      priority: favorite.priority,
      store: readFragment(FinderStoreFragment, favorite.store),
    })),
  };
}

export type FavoritesData = ReturnType<typeof readFavorites>;
export type FavoriteStoreData = FavoritesData['stores'][number];
export type FavoriteProductData = FavoritesData['products'][number];
