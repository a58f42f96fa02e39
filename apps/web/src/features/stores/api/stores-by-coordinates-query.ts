import { graphql } from '../../../lib/graphql.ts';
import { FinderStoreFragment } from '../../../lib/finder-store-fragment.ts';

export const StoresByCoordinatesQuery = graphql(
  `
    query StoresByCoordinates($latitude: Float!, $longitude: Float!) {
      storesByCoordinates(latitude: $latitude, longitude: $longitude) {
        distance
        store {
          ...FinderStore
        }
      }
    }
  `,
  [FinderStoreFragment],
);
