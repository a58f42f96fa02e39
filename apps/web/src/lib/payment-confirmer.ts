import type { ConfirmResult } from './confirm-sandbox-payment.ts';

/**
 * Confirms a payment intent with the provider's own browser form: the sandbox card form (card data
 * to the sandbox endpoint) or Stripe's Payment Element. Either way card data never reaches our API.
 */
export type PaymentConfirmer = (intent: {
  readonly paymentIntentId: string;
  readonly clientSecret: string;
}) => Promise<ConfirmResult>;
