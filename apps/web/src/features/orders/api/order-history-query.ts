// One page of the signed-in member's orders, newest first (docs/product/account.md#order-history).
import { graphql, type ResultOf } from '../../../lib/graphql.ts';

export const OrderHistoryQuery = graphql(`
  query OrderHistory($limit: Int, $before: String) {
    orderHistory(limit: $limit, before: $before) {
      entries {
        id
        placedAtStoreClock
        status
        statusLabel
        itemCount
        totalCents
        store {
          storeId
          name
          nickname
          city
          state
        }
        items {
          productName
          quantity
          image
        }
      }
      nextCursor
    }
  }
`);

export type OrderHistoryEntry = ResultOf<typeof OrderHistoryQuery>['orderHistory']['entries'][number];
