import { graphql } from '../../../lib/graphql.ts';

/** Replaces the favorite stores in priority order (the page's reorder). */
export const SetFavoriteStoresMutation = graphql(`
  mutation SetFavoriteStores($storeIds: [Int!]!) {
    setFavoriteStores(storeIds: $storeIds) {
      stores {
        priority
      }
    }
  }
`);
