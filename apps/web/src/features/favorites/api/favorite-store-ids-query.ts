import { graphql } from '../../../lib/graphql.ts';

/** Just which stores are favorites: what the Find a Store hearts need, sent only for members. */
export const FavoriteStoreIdsQuery = graphql(`
  query FavoriteStoreIds {
    favorites {
      stores {
        store {
          storeId
        }
      }
    }
  }
`);
