import { graphql } from '../../lib/graphql.ts';
import { AdminOrderFragment } from './admin-order-fragment.ts';

export const RefundOrderMutation = graphql(
  `
    mutation RefundOrderPart($orderId: String!, $amountCents: Int, $reason: String!, $requestKey: String) {
      refundOrderPart(
        orderId: $orderId
        amountCents: $amountCents
        reason: $reason
        requestKey: $requestKey
      ) {
        ...AdminOrderDetail
      }
    }
  `,
  [AdminOrderFragment],
);
