import { graphql } from './graphql.ts';

/** Which card form to show: our sandbox form, or Stripe's Payment Element with this key. */
export const PaymentConfigQuery = graphql(`
  query PaymentConfig {
    paymentConfig {
      provider
      publishableKey
    }
  }
`);
