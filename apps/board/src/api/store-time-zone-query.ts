// The store's IANA time zone: the clock and scheduled times read in store time, never the
// tablet's own zone setting.
import { graphql } from '../lib/graphql.ts';

export const StoreTimeZoneQuery = graphql(`
  query StoreTimeZone($storeId: Int!) {
    store(storeId: $storeId) {
      storeId
      timeZone
    }
  }
`);
