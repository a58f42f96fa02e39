// The chosen store as the checkout needs it, fetched network-only on the pickup and payment steps:
// its status and pickup methods are decided on the server's clock at this moment.
import { graphql, type ResultOf } from '../../../lib/graphql.ts';

export const CheckoutStoreQuery = graphql(`
  query CheckoutStore($storeId: Int!) {
    store(storeId: $storeId) {
      storeId
      name
      nickname
      address1
      city
      state
      zipCode
      phone
      timeZone
      oLOEnabled
      status
      pickupMethods
      defaultPickupMethod
    }
  }
`);

export type CheckoutStore = NonNullable<ResultOf<typeof CheckoutStoreQuery>['store']>;
