// Asks the server for a card payment intent for exactly this order's total; the server recomputes the
// amount from the order and refuses a mismatch.
import { graphql } from '../../../lib/graphql.ts';

export const CreateOrderPaymentIntentMutation = graphql(`
  mutation CreateOrderPaymentIntent(
    $currency: String!
    $amount: Int!
    $storeId: Int!
    $order: CustomerOrderInput!
  ) {
    createStripeOrderPaymentIntent(currency: $currency, amount: $amount, storeId: $storeId, order: $order) {
      id
      paymentIntentId
      clientSecret
      amount
      status
    }
  }
`);
