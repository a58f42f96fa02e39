// The Stripe provider: PaymentIntents through the official SDK, each created with an idempotency key,
// mirrored in our payment_intents table so that orders claim and refunds release payments exactly
// as with the sandbox. The browser confirms with Stripe's Payment Element; card data never reaches us.
import type Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import type { CreateIntentInput, PaymentIntentView, PaymentProvider } from './payment-provider.ts';
import {
  findIntent,
  findReusableIntent,
  type IntentRow,
  insertIntent,
  markRefunded,
  markRefundedIfUnclaimed,
  markRefundSettled,
  toIntentStatus,
  toView,
  updateIntent,
} from './payment-intent-repository.ts';

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly recordIsAuthoritative = false;
  readonly #db: Db;
  readonly #stripe: Stripe;
  readonly #now: () => Date;

  constructor(db: Db, stripe: Stripe, now: () => Date) {
    this.#db = db;
    this.#stripe = stripe;
    this.#now = now;
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntentView> {
    const reusable =
      input.cartId === null ? null : await findReusableIntent(this.#db, input.cartId, input.amountCents);
    if (reusable) return toView(reusable);
    const intent = await this.#stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        description: input.description,
        automatic_payment_methods: { enabled: true },
        metadata: { cartId: input.cartId ?? '', storeId: String(input.storeId ?? '') },
      },
      // A retried request (network, double click) returns the same intent instead of a second one.
      { idempotencyKey: `brewline-intent-${input.cartId ?? 'none'}-${input.amountCents}` },
    );
    const now = this.#now();
    const row = await insertIntent(this.#db, {
      id: intent.id,
      clientSecret: intent.client_secret ?? '',
      amountCents: intent.amount,
      currency: intent.currency,
      status: toIntentStatus(intent.status),
      description: input.description,
      storeId: input.storeId,
      cartId: input.cartId,
      createdAt: now,
      updatedAt: now,
    });
    return toView(row);
  }

  /** Asks Stripe for the current state (the source of truth) and updates our record. */
  async retrieve(id: string): Promise<PaymentIntentView | null> {
    const row = await findIntent(this.#db, id);
    if (!row) return null;
    if (row.status === 'refunded') return toView(row);
    const intent = await this.#stripe.paymentIntents.retrieve(id);
    const updated = await this.recordStatus(id, intent.status);
    return toView(updated ?? row);
  }

  async recordStatus(id: string, status: string): Promise<IntentRow | null> {
    const row = await findIntent(this.#db, id);
    if (!row || row.status === 'refunded') return row;
    return updateIntent(this.#db, id, { status: toIntentStatus(status), updatedAt: this.#now() });
  }

  // A refund is recorded first (so no order can take the payment any more), unsettled, then sent to
  // Stripe and settled. If the call fails or this process dies in between, the payment recovery job
  // finds the unsettled refund and sends it again under the same idempotency key.
  async refundUnclaimed(id: string): Promise<boolean> {
    await this.retrieve(id);
    if (await markRefundedIfUnclaimed(this.#db, id, this.#now(), false)) return this.settleRefund(id);
    return (await findIntent(this.#db, id))?.status === 'refunded';
  }

  async refund(id: string): Promise<boolean> {
    await this.retrieve(id);
    if (await markRefunded(this.#db, id, this.#now(), false)) return this.settleRefund(id);
    return (await findIntent(this.#db, id))?.status === 'refunded';
  }

  async refundPart(id: string, amountCents: number, refundId: string): Promise<void> {
    await this.#stripe.refunds.create(
      { payment_intent: id, amount: amountCents },
      { idempotencyKey: `brewline-refund-part-${refundId}` },
    );
  }

  async settleRefund(id: string): Promise<boolean> {
    // What partial refunds already gave back (settled) is not sent a second time.
    const row = await findIntent(this.#db, id);
    const rest = row ? row.amountCents - row.refundedCents : undefined;
    if (rest !== undefined && rest <= 0) return true;
    await this.#stripe.refunds.create(
      { payment_intent: id, ...(rest !== undefined ? { amount: rest } : {}) },
      { idempotencyKey: `brewline-refund-${id}` },
    );
    await markRefundSettled(this.#db, id, this.#now());
    return true;
  }
}
