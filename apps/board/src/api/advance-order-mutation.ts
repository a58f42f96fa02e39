// Moves an order one declared step: ORDER_RECEIVED, ORDER_READY or ORDER_COMPLETE.
import { graphql } from '../lib/graphql.ts';
import { BoardOrderFields } from './board-order-fields.ts';

export const AdvanceOrderMutation = graphql(
  `
    mutation AdvanceOrder($orderId: String!, $status: String!) {
      advanceOrder(orderId: $orderId, status: $status) {
        ...BoardOrderFields
      }
    }
  `,
  [BoardOrderFields],
);
