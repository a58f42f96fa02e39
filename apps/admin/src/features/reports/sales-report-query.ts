import { graphql } from '../../lib/graphql.ts';

export const SalesReportQuery = graphql(`
  query SalesReport($from: String!, $to: String!, $storeIds: [Int!]) {
    salesReport(from: $from, to: $to, storeIds: $storeIds) {
      from
      to
      totals {
        orders
        sales
        salesCents
        averageTicketCents
        refunds
        refundedCents
        failed
      }
      byStore {
        storeId
        storeName
        figures {
          orders
          sales
          salesCents
          averageTicketCents
          refunds
          refundedCents
          failed
        }
      }
      byDay {
        date
        figures {
          orders
          salesCents
        }
      }
      byHour {
        hour
        figures {
          orders
          salesCents
        }
      }
      pickupMethods {
        pickupMethod
        label
        figures {
          orders
          salesCents
        }
      }
      topProducts(limit: 8) {
        productId
        productName
        quantity
        salesCents
      }
      topModifiers(limit: 8) {
        modifierId
        modifierName
        quantity
        salesCents
      }
      funnel {
        label
        count
        conversion
      }
    }
  }
`);
