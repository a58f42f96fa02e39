// Refunds an order in full; the reason is kept with the refund.
import { graphql } from '../lib/graphql.ts';
import { BoardOrderFields } from './board-order-fields.ts';

export const RefundOrderMutation = graphql(
  `
    mutation RefundOrder($orderId: String!, $reason: String!) {
      refundOrder(orderId: $orderId, reason: $reason) {
        ...BoardOrderFields
      }
    }
  `,
  [BoardOrderFields],
);
