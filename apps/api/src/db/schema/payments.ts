// Card payments: the sandbox payment intents and the provider's webhook deliveries already handled.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sandbox payment intents: the same state machine as the card provider's PaymentIntents
 * (requires_payment_method -> processing -> succeeded | requires_payment_method; canceled; refunds),
 * kept in our database. Card numbers are never stored: only the brand and last four digits.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    description: text('description').notNull(),
    storeId: integer('store_id'),
    /** The session cart it pays for: one live intent per cart and amount. */
    cartId: text('cart_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Set once an order has taken this payment, so it can pay for one order only. */
    orderId: text('order_id'),
    /**
     * Add Balance: the Brewline Card this payment reloads and the member who asked for it. Only a
     * payment bound here can add to a balance, and only to that card for that member; an order never
     * takes it (it has no cart) and a refused order never refunds it.
     */
    reloadCardNumber: text('reload_card_number'),
    reloadMemberId: text('reload_member_id'),
    /**
     * When the reload reached the card's balance: set in the transaction that writes its RELOAD ledger
     * row, so the recovery sweep reads only reloads still waiting (its partial index below).
     */
    reloadRecordedAt: timestamp('reload_recorded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_intents_cart_idx').on(t.cartId),
    // The back office's order search by a card's last four digits.
    index('payment_intents_order_last4_idx')
      .on(t.cardLast4)
      .where(sql`${t.orderId} is not null`),
    // The recovery job's sweeps (payment-intent-repository.ts) read only what is still open, oldest
    // first: with these they never walk the paid-and-claimed or settled history, however long it grows.
    index('payment_intents_unclaimed_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'succeeded' and ${t.orderId} is null and ${t.reloadCardNumber} is null`),
    index('payment_intents_unrecorded_reload_idx')
      .on(t.updatedAt)
      .where(
        sql`${t.status} = 'succeeded' and ${t.reloadCardNumber} is not null and ${t.reloadRecordedAt} is null`,
      ),
    index('payment_intents_unsettled_refund_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'refunded' and ${t.refundedCents} < ${t.amountCents}`),
  ],
);

/** Webhook deliveries already handled, by the provider's event id: a redelivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
