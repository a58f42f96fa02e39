// Orders: what was ordered, at which price (integer cents), each status it has had and each refund.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** The session cart's uuid: the same cart submitted twice is one order. */
    cartId: text('cart_id').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    status: text('status').notNull(),
    pickupLocation: text('pickup_location').notNull(),
    pickupName: text('pickup_name').notNull(),
    guestEmail: text('guest_email'),
    phone: text('phone').notNull(),
    car: jsonb('car').$type<{ make: string; model: string; color: string; year: number | null }>(),
    appUserId: text('app_user_id'),
    profileId: text('profile_id'),
    /** A scheduled pickup; null for as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxRateMicros: integer('tax_rate_micros').notNull(),
    paymentIntentId: text('payment_intent_id'),
    /** What a claimed free-drink reward took off the total (0 without one). */
    rewardDiscountCents: integer('reward_discount_cents').notNull().default(0),
    claimedRewardId: text('claimed_reward_id'),
    pointsEarned: integer('points_earned').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull(),
    /**
     * The secret the placing browser keeps with the order (docs/reliability.md): with it, or as the member who
     * placed it, `order(id)` shows the order; anyone else holding only the id sees nothing. Null for
     * orders placed before it existed (only their member sees those).
     */
    viewerKey: text('viewer_key'),
    /** Why the order stopped (a scheduled order that could not be sent), as the customer reads it. */
    statusReason: text('status_reason'),
  },
  (t) => [
    index('orders_store_status_idx').on(t.storeId, t.status),
    // The scheduler's poll (scheduled-order-sender.ts): only orders still waiting, by pickup time.
    index('orders_scheduled_due_idx')
      .on(t.scheduledFor)
      .where(sql`${t.status} = 'ORDER_SCHEDULED'`),
    index('orders_status_changed_idx').on(t.status, t.statusChangedAt),
    // A member's order history, newest first, without reading anyone else's orders.
    index('orders_member_history_idx').on(t.appUserId, t.placedAt.desc(), t.id.desc()),
    // The back office's reports (modules/reports): a store's orders over a range of days, with every
    // column the sales figures read, so those are answered from the index alone (docs/back-office-reports.md).
    index('orders_store_placed_idx').on(
      t.storeId,
      t.placedAt,
      t.status,
      t.pickupLocation,
      t.totalCents,
      t.taxCents,
    ),
    // The back office's order search (modules/orders/back-office/order-search.ts): newest first over the chain or
    // one store, by the number customers read (the id after its 24th character), by a guest's e-mail.
    index('orders_placed_idx').on(t.placedAt.desc(), t.id.desc()),
    index('orders_store_newest_idx').on(t.storeId, t.placedAt.desc(), t.id.desc()),
    index('orders_total_idx').on(t.totalCents.desc(), t.placedAt.desc(), t.id.desc()),
    index('orders_display_id_idx').on(sql`substr(${t.id}, 25)`),
    index('orders_guest_email_idx').on(sql`lower(${t.guestEmail})`),
    index('orders_payment_intent_idx').on(t.paymentIntentId),
  ],
);

/**
 * Each refund of an order, all or part (domain order-refunds.ts): how much, why, who gave it (a
 * store board or a staff member), and how it went back: `credit_card_cents` through the payment
 * provider (settled once the provider confirmed it), `brewline_card_cents` to the Brewline Cards that
 * paid (card_ledger REFUND rows naming this refund). `idempotency_key` makes a retried request one
 * refund. The order's row is locked while a refund is planned, so two refunds cannot both take the
 * same money.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    storeId: integer('store_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    creditCardCents: integer('credit_card_cents').notNull(),
    brewlineCardCents: integer('brewline_card_cents').notNull(),
    paymentIntentId: text('payment_intent_id'),
    reason: text('reason').notNull(),
    /** BOARD or STAFF. */
    actorKind: text('actor_kind').notNull(),
    /** The staff member's id; null for a board. */
    actorId: text('actor_id'),
    /** 'Board, terminal 2' or the staff member's e-mail, as it was then. */
    actorLabel: text('actor_label').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the provider confirmed the credit card part; set at once when there is none. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    index('order_refunds_unsettled_idx')
      .on(t.createdAt)
      .where(sql`${t.settledAt} is null`),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'order_refunds_parts_add_up',
      sql`${t.amountCents} = ${t.creditCardCents} + ${t.brewlineCardCents}`,
    ),
  ],
);

export interface OrderItemModifier {
  modifierId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    lineNo: integer('line_no').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    ticketName: text('ticket_name').notNull(),
    image: text('image').notNull(),
    sizeId: integer('size_id').notNull(),
    sizeName: text('size_name').notNull(),
    versionId: integer('version_id'),
    versionName: text('version_name'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** The part of price_cents a reward paid for (the free drink); tax is on the rest. */
    discountCents: integer('discount_cents').notNull().default(0),
    modifiers: jsonb('modifiers').$type<OrderItemModifier[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);

/** Every status an order has had, in order: the order's life, stored before it is published. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    note: text('note'),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId)],
);
