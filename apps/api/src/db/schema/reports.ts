// The back office's report rollups (modules/reports/report-rollup.ts).
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * A store's figures for one of its local calendar days, kept so a report over the whole chain reads a
 * row per store and day instead of every order. Each figure set is [orders, sales, salesCents,
 * refunds, refundedCents, failed] (domain sales-report.ts says which order is which). Folded in from
 * report_dirty_days before each report is read, so it is never behind the orders.
 */
export const reportStoreDays = pgTable(
  'report_store_days',
  {
    storeId: integer('store_id').notNull(),
    day: text('day').notNull(),
    orders: integer('orders').notNull(),
    sales: integer('sales').notNull(),
    salesCents: doublePrecision('sales_cents').notNull(),
    refunds: integer('refunds').notNull(),
    refundedCents: doublePrecision('refunded_cents').notNull(),
    failed: integer('failed').notNull(),
    /** { "7": figure set of the orders placed 7:00–7:59 local }, hours without orders left out. */
    hours: jsonb('hours').$type<Record<string, number[]>>().notNull(),
    /** { "IN_STORE": figure set }, methods without orders left out. */
    pickups: jsonb('pickups').$type<Record<string, number[]>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] }), index('report_store_days_day_idx').on(t.day)],
);

/** What sold on a local calendar day across the chain (sales only), for the chain's top products. */
export const reportProductDays = pgTable(
  'report_product_days',
  {
    day: text('day').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    salesCents: doublePrecision('sales_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/** Modifiers added on a local calendar day across the chain (sales only), for the chain's top modifiers. */
export const reportModifierDays = pgTable(
  'report_modifier_days',
  {
    day: text('day').notNull(),
    modifierId: integer('modifier_id').notNull(),
    modifierName: text('modifier_name').notNull(),
    quantity: integer('quantity').notNull(),
    salesCents: doublePrecision('sales_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.modifierId] })],
);

/**
 * Store days whose orders changed since the rollups were last brought up to date: written by a
 * trigger on orders (an order placed, or its status changed) in the change's own transaction.
 */
export const reportDirtyDays = pgTable(
  'report_dirty_days',
  {
    storeId: integer('store_id').notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);
