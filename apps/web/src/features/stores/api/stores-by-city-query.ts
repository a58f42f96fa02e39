import { graphql } from '../../../lib/graphql.ts';
import { FinderStoreFragment } from '../../../lib/finder-store-fragment.ts';

export const StoresByCityQuery = graphql(
  `
    query StoresByCity($city: String!) {
      storesByCity(city: $city) {
        distance
        store {
          ...FinderStore
        }
      }
    }
  `,
  [FinderStoreFragment],
);
