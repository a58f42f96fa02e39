// Brewline Cards (stored value, integer cents) and every movement of their balances.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The Brewline Card registry (stored value): every card, registered to a member or not (a physical
 * card sold in store has no member until someone adds it). The balance moves only through
 * conditional updates that never take it below zero, each paired in the same transaction with a
 * card_ledger row, so the ledger's sum for a card always equals its balance.
 */
export const memberCards = pgTable(
  'member_cards',
  {
    /** 14 digits. */
    cardNumber: text('card_number').primaryKey(),
    /** Null for a card nobody has registered yet. */
    memberId: text('member_id'),
    balanceCents: integer('balance_cents').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
  },
  (t) => [
    index('member_cards_member_idx').on(t.memberId),
    check('member_cards_balance_not_negative', sql`${t.balanceCents} >= 0`),
    // Exactly one default per member is kept by the service; the database refuses a second one.
    uniqueIndex('member_cards_one_default_idx')
      .on(t.memberId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Every movement of a card's balance, append-only: ISSUE (opening balance of a demo or sold card),
 * RELOAD (Add Balance, one per payment intent), PAYMENT (negative, for an order), REFUND (back from
 * a refunded order), COMBINE_OUT (negative) and COMBINE_IN (a combine's two halves share
 * combine_id). The unique indexes make replays harmless: one reload per payment intent, one
 * payment and one refund per order and card.
 */
export const cardLedger = pgTable(
  'card_ledger',
  {
    id: serial('id').primaryKey(),
    cardNumber: text('card_number')
      .notNull()
      .references(() => memberCards.cardNumber),
    kind: text('kind').notNull(),
    /** Signed: positive adds to the balance, negative takes from it. */
    amountCents: integer('amount_cents').notNull(),
    /** The balance right after this movement, for statements and audits. */
    balanceAfterCents: integer('balance_after_cents').notNull(),
    orderId: text('order_id'),
    paymentIntentId: text('payment_intent_id'),
    combineId: text('combine_id'),
    /** A REFUND row of a refund given from the back office or a board: order_refunds.id. */
    refundId: text('refund_id'),
    /** The member who caused the movement; null for the seed and for the store board. */
    memberId: text('member_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('card_ledger_card_idx').on(t.cardNumber, t.id),
    index('card_ledger_order_idx').on(t.orderId),
    uniqueIndex('card_ledger_one_reload_per_intent_idx')
      .on(t.paymentIntentId)
      .where(sql`${t.kind} = 'RELOAD'`),
    // One payment per order and card; refunds may be several (partial), one per refund and card.
    uniqueIndex('card_ledger_one_movement_per_order_card_idx')
      .on(t.orderId, t.cardNumber, t.kind)
      .where(sql`${t.orderId} is not null and ${t.kind} <> 'REFUND'`),
    uniqueIndex('card_ledger_one_refund_per_card_idx')
      .on(t.refundId, t.cardNumber)
      .where(sql`${t.refundId} is not null`),
  ],
);
