// The sandbox payment provider: a PaymentIntent state machine in our own database, confirmed by our
// sandbox card form. No real money moves; the states and failure modes are those of a real provider.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentIntents } from '../db/schema/payments.ts';
import type { CreateIntentInput, PaymentIntentView, PaymentProvider } from './payment-provider.ts';
import {
  findIntent,
  findReusableIntent,
  insertIntent,
  markRefunded,
  markRefundedIfUnclaimed,
  markRefundSettled,
  toView as view,
} from './payment-intent-repository.ts';
import { chargeSandboxCard, type CardInput, type CardOutcome } from './sandbox-cards.ts';

const token = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

export type ConfirmResult =
  | { kind: 'not_found' }
  | { kind: 'bad_secret' }
  | { kind: 'not_confirmable'; intent: PaymentIntentView }
  | { kind: 'confirmed'; intent: PaymentIntentView; outcome: CardOutcome };

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly recordIsAuthoritative = true;
  readonly #db: Db;
  readonly #now: () => Date;

  constructor(db: Db, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntentView> {
    const reusable =
      input.cartId === null ? null : await findReusableIntent(this.#db, input.cartId, input.amountCents);
    if (reusable) return view(reusable);
    const id = token('pi');
    const now = this.#now();
    const row = await insertIntent(this.#db, {
      id,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      amountCents: input.amountCents,
      currency: input.currency,
      status: 'requires_payment_method',
      description: input.description,
      storeId: input.storeId,
      cartId: input.cartId,
      createdAt: now,
      updatedAt: now,
    });
    return view(row);
  }

  async retrieve(id: string): Promise<PaymentIntentView | null> {
    const row = await findIntent(this.#db, id);
    return row ? view(row) : null;
  }

  /** The card form's confirm call: charges the card once; a declined intent may be confirmed again. */
  async confirm(id: string, clientSecret: string, card: CardInput): Promise<ConfirmResult> {
    const row = await findIntent(this.#db, id);
    if (!row) return { kind: 'not_found' };
    if (row.clientSecret !== clientSecret) return { kind: 'bad_secret' };
    if (row.status !== 'requires_payment_method') return { kind: 'not_confirmable', intent: view(row) };
    const outcome = chargeSandboxCard(card, this.#now());
    const [updated] = await this.#db
      .update(paymentIntents)
      .set(
        outcome.ok
          ? {
              status: 'succeeded',
              cardBrand: outcome.brand,
              cardLast4: outcome.last4,
              lastErrorCode: null,
              lastErrorMessage: null,
              updatedAt: this.#now(),
            }
          : {
              lastErrorCode: outcome.code,
              lastErrorMessage: outcome.message,
              cardLast4: outcome.last4,
              updatedAt: this.#now(),
            },
      )
      // Only from requires_payment_method: two confirms racing charge the card once.
      .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'requires_payment_method')))
      .returning();
    if (!updated) {
      const current = await this.retrieve(id);
      return current ? { kind: 'not_confirmable', intent: current } : { kind: 'not_found' };
    }
    return { kind: 'confirmed', intent: view(updated), outcome };
  }

  async refundUnclaimed(id: string): Promise<boolean> {
    // No money really moved in the sandbox: marking the record is the whole refund.
    if (await markRefundedIfUnclaimed(this.#db, id, this.#now())) return true;
    return (await findIntent(this.#db, id))?.status === 'refunded';
  }

  async refund(id: string): Promise<boolean> {
    if (await markRefunded(this.#db, id, this.#now())) return true;
    return (await findIntent(this.#db, id))?.status === 'refunded';
  }

  /** No money really moved in the sandbox: the recorded order refund is the whole refund. */
  async refundPart(): Promise<void> {}

  /** The sandbox's refunds are settled the moment they are recorded. */
  async settleRefund(id: string): Promise<boolean> {
    await markRefundSettled(this.#db, id, this.#now());
    return true;
  }
}
