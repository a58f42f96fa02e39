import { graphql } from '../../../lib/graphql.ts';

/** Add Balance's payment intent, bound by the server to this card of the signed-in member. */
export const CreateReloadIntentMutation = graphql(`
  mutation CreateReloadIntent(
    $amount: Int!
    $currency: String!
    $description: String!
    $giftCardNumber: String!
  ) {
    createStripePaymentIntent(
      amount: $amount
      currency: $currency
      description: $description
      giftCardNumber: $giftCardNumber
    ) {
      id
      paymentIntentId
      clientSecret
      amount
    }
  }
`);
