// Sends the paid order. Idempotent on the cart uuid: a retry after a lost answer gets the same order.
import { graphql, type VariablesOf } from '../../../lib/graphql.ts';

export const SendCustomerOrderMutation = graphql(`
  mutation SendCustomerOrder($order: CustomerOrderInput!, $storeId: Int!) {
    sendCustomerOrder(order: $order, storeId: $storeId) {
      id
      status {
        status
      }
      viewerKey
    }
  }
`);

export type CustomerOrderInput = VariablesOf<typeof SendCustomerOrderMutation>['order'];
