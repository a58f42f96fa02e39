// The order search, a page at a time, filtered and sorted by the server.
import { graphql } from '../../lib/graphql.ts';

export const OrderSearchQuery = graphql(`
  query AdminOrderSearch(
    $number: String
    $storeId: Int
    $fromDate: String
    $toDate: String
    $email: String
    $cardLast4: String
    $sort: AdminOrderSort
    $descending: Boolean
    $page: Int
    $pageSize: Int
  ) {
    adminOrders(
      number: $number
      storeId: $storeId
      fromDate: $fromDate
      toDate: $toDate
      email: $email
      cardLast4: $cardLast4
      sort: $sort
      descending: $descending
      page: $page
      pageSize: $pageSize
    ) {
      rows {
        id
        number
        storeId
        storeName
        storeTimeZone
        status
        statusLabel
        placedAt
        totalCents
        refundedCents
        pickupName
        email
        cardLast4
      }
      total
      totalIsCapped
      hasNextPage
    }
  }
`);
