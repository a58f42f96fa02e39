// What the order and card flows need from a card payment provider. The sandbox implements it in our
// own database; a Stripe implementation plugs in behind the same interface.

export type PaymentIntentStatus =
  'requires_payment_method' | 'processing' | 'succeeded' | 'canceled' | 'refunded';

export interface PaymentIntentView {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: PaymentIntentStatus;
  cartId: string | null;
  orderId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  lastErrorMessage: string | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  description: string;
  storeId: number | null;
  /** Intents for the same cart and amount are reused, so a retried checkout creates no second charge. */
  cartId: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * True when our payment_intents row is the provider's own state (the sandbox): an order's claim on
   * that row, conditioned on succeeded, its cart, its amount and no order yet, is then the whole
   * payment check. False when the provider holds the truth (Stripe): the order asks it (retrieve) first.
   */
  readonly recordIsAuthoritative: boolean;
  createIntent(input: CreateIntentInput): Promise<PaymentIntentView>;
  retrieve(id: string): Promise<PaymentIntentView | null>;
  /** Gives back a succeeded payment that no order has taken. True when it was refunded now or before. */
  refundUnclaimed(id: string): Promise<boolean>;
  /** Gives back a succeeded payment in full, whether or not an order took it (a store's refund). */
  refund(id: string): Promise<boolean>;
  /**
   * Sends again a refund we recorded but the provider never confirmed (its call failed or timed out);
   * the provider's idempotency makes a second send harmless. True once the provider has confirmed it.
   */
  settleRefund(id: string): Promise<boolean>;
  /**
   * Gives back part of a succeeded payment for one recorded order refund (order_refunds). `refundId`
   * is the idempotency key: sending the same refund again moves no more money. Resolves once the
   * provider has confirmed it.
   */
  refundPart(id: string, amountCents: number, refundId: string): Promise<void>;
}
