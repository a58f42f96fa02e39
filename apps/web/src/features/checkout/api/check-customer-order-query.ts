// Asks the server whether it would take the order now, just before the card is confirmed: a closing
// store, a dropped terminal or an 86'd line is refused before any money moves.
import { graphql } from '../../../lib/graphql.ts';

export const CheckCustomerOrderQuery = graphql(`
  query CheckCustomerOrder($order: CustomerOrderInput!, $storeId: Int!) {
    checkCustomerOrder(order: $order, storeId: $storeId)
  }
`);
