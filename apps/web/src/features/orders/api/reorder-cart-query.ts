// Order again: the past order's lines priced at the store the customer orders from now, with what
// that store no longer sells (the server decides both).
import { graphql } from '../../../lib/graphql.ts';

export const ReorderCartQuery = graphql(`
  query ReorderCart($orderId: String!, $storeId: Int!) {
    reorderCart(orderId: $orderId, storeId: $storeId) {
      storeId
      notice
      pricing {
        lines {
          lineId
          productId
          sizeId
          versionId
          quantity
          modifiers {
            modifierId
            quantity
          }
        }
      }
    }
  }
`);
