// One order with everything its page shows: always read from the network, so a reload shows the
// status stored now. The server shows it only to the browser that placed it (the order's viewer
// key, kept since checkout) or to its member.
import { readOrderViewerKey } from '../../../lib/active-order.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../../lib/graphql.ts';
import { PickupCarFragment, PickupStoreFragment } from './pickup-fragments.ts';

export const OrderQuery = graphql(
  `
    query Order($id: String!, $viewerKey: String) {
      order(id: $id, viewerKey: $viewerKey) {
        id
        storeId
        pickupLocation
        pickupName
        placedAtStoreClock
        status
        statusReason
        scheduledForStoreClock
        makeTime
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
        refunds {
          method
          identifier
          amountCents
          refundedAtStoreClock
        }
        refundReason
        car {
          ...PickupCar
        }
        store {
          storeId
          ...PickupStore
        }
      }
    }
  `,
  [PickupCarFragment, PickupStoreFragment],
);

export type OrderDetail = NonNullable<ResultOf<typeof OrderQuery>['order']>;

/** The order's variables: its id and, when this browser placed it, its viewer key. */
export function orderVariables(id: string): VariablesOf<typeof OrderQuery> {
  return { id, viewerKey: id === '' ? null : readOrderViewerKey(id) };
}
