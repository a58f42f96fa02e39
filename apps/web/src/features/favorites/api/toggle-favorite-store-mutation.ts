import { graphql } from '../../../lib/graphql.ts';

/** Adds or removes one store; a 4th answers LIMIT_REACHED with the spec's message. */
export const ToggleFavoriteStoreMutation = graphql(`
  mutation ToggleFavoriteStore($storeId: Int!) {
    toggleFavoriteStore(storeId: $storeId) {
      stores {
        priority
      }
    }
  }
`);
