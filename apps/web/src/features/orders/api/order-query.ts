// One order with everything its page shows: always read from the network, so a reload shows the
// status stored now.
import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { PickupCarFragment, PickupStoreFragment } from './pickup-fragments.ts';

export const OrderQuery = graphql(
  `
    query Order($id: String!) {
      order(id: $id) {
        id
        storeId
        pickupLocation
        pickupName
        timePlaced
        status
        statusReason
        time
        subTotal
        taxAmount
        total
        items {
          productId
          productName
          image
          sizeName
          versionName
          quantity
          price
          modifiers {
            name
            quantity
          }
        }
        creditCardPayments {
          id
          identifier
          amount
        }
        car {
          ...PickupCar
        }
        store {
          storeId
          timeZone
          ...PickupStore
        }
      }
    }
  `,
  [PickupCarFragment, PickupStoreFragment],
);

export type OrderDetail = NonNullable<ResultOf<typeof OrderQuery>['order']>;
