import { graphql } from '../../../lib/graphql.ts';
import { FinderStoreFragment } from '../../../lib/finder-store-fragment.ts';

export const StoresByZipQuery = graphql(
  `
    query StoresByZip($zip: String!) {
      storesByZip(zip: $zip) {
        distance
        store {
          ...FinderStore
        }
      }
    }
  `,
  [FinderStoreFragment],
);
