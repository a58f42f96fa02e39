// One of the member's orders in full: items, totals, payments, refunds and pickup. Always read from
// the network, so a status or a refund made since shows.
import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { PickupCarFragment, PickupStoreFragment } from './pickup-fragments.ts';

export const PastOrderQuery = graphql(
  `
    query PastOrder($id: String!) {
      pastOrder(id: $id) {
        id
        placedAtStoreClock
        status
        statusLabel
        statusReason
        scheduledForStoreClock
        makeTime
        pickupLocation
        pickupName
        car {
          ...PickupCar
        }
        store {
          storeId
          ...PickupStore
        }
        items {
          lineNo
          productName
          image
          sizeName
          versionName
          quantity
          priceCents
          discountCents
          modifiers {
            name
            quantity
          }
        }
        subtotalCents
        taxCents
        totalCents
        rewardDiscountCents
        pointsEarned
        payments {
          method
          identifier
          amountCents
        }
        refunds {
          method
          identifier
          amountCents
          refundedAtStoreClock
        }
        refundReason
      }
    }
  `,
  [PickupCarFragment, PickupStoreFragment],
);

export type PastOrderDetail = NonNullable<ResultOf<typeof PastOrderQuery>['pastOrder']>;
