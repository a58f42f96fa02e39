import { graphql, type ResultOf } from './graphql.ts';

export const SelectedStoreQuery = graphql(`
  query SelectedStore($storeId: Int!) {
    store(storeId: $storeId) {
      storeId
      regionId
      name
      nickname
      city
      state
      timeZone
      oLOEnabled
      sunOpen
      sunClose
      monThruThursOpen
      monThruThursClose
      friOpen
      friClose
      satOpen
      satClose
      specialHours {
        date
        closed
        open
        close
        reason
      }
      status
      statusAt
    }
    unavailableProducts(storeId: $storeId)
  }
`);

export type SelectedStore = NonNullable<ResultOf<typeof SelectedStoreQuery>['store']>;
