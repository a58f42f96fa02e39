// Today's 15-minute pickup slots at the store, labelled in the store's time zone by the server.
import { graphql } from '../../../lib/graphql.ts';

export const PickupSlotsQuery = graphql(`
  query PickupSlots($storeId: Int!) {
    pickupSlots(storeId: $storeId) {
      time
      label
    }
  }
`);
