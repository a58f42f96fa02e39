// The back office's report rollups (modules/reports/report-rollup.ts).
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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

/** The six figures of a rollup row, as report_store_days has them. */
const figureColumns = () => ({
  orders: integer('orders').notNull(),
  sales: integer('sales').notNull(),
  salesCents: doublePrecision('sales_cents').notNull(),
  refunds: integer('refunds').notNull(),
  refundedCents: doublePrecision('refunded_cents').notNull(),
  failed: integer('failed').notNull(),
});

/**
 * The whole chain's figures for a local calendar day and local hour (each store's orders at its own
 * day and hour), summed from report_store_days' hours: the chain's totals, days and hours read 24 rows
 * a day instead of a row per store and its JSON. Derived whenever a day's store days are folded.
 */
export const reportChainHours = pgTable(
  'report_chain_hours',
  { day: text('day').notNull(), hour: integer('hour').notNull(), ...figureColumns() },
  (t) => [primaryKey({ columns: [t.day, t.hour] })],
);

/** The whole chain's figures for a local calendar day and pickup method, from report_store_days' pickups. */
export const reportChainPickups = pgTable(
  'report_chain_pickups',
  { day: text('day').notNull(), pickup: text('pickup').notNull(), ...figureColumns() },
  (t) => [primaryKey({ columns: [t.day, t.pickup] })],
);

/**
 * A store's figures for a local calendar month ('YYYY-MM'), summed from its report_store_days: the
 * chain's stores over a year read 12 rows a store for the months wholly in the range.
 */
export const reportStoreMonths = pgTable(
  'report_store_months',
  { storeId: integer('store_id').notNull(), month: text('month').notNull(), ...figureColumns() },
  (t) => [primaryKey({ columns: [t.storeId, t.month] })],
);

/**
 * What sold across the chain in a local calendar month ('YYYY-MM'), summed from report_product_days;
 * `last_day` is the month's latest day the product sold on, whose name the row carries, so the name
 * over months and days is still the most recent day's.
 */
export const reportProductMonths = pgTable(
  'report_product_months',
  {
    month: text('month').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    lastDay: text('last_day').notNull(),
    quantity: integer('quantity').notNull(),
    salesCents: doublePrecision('sales_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.productId] })],
);

/** Modifiers added across the chain in a local calendar month, summed from report_modifier_days. */
export const reportModifierMonths = pgTable(
  'report_modifier_months',
  {
    month: text('month').notNull(),
    modifierId: integer('modifier_id').notNull(),
    modifierName: text('modifier_name').notNull(),
    lastDay: text('last_day').notNull(),
    quantity: integer('quantity').notNull(),
    salesCents: doublePrecision('sales_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.modifierId] })],
);

/**
 * The chain's checkout funnel for a UTC calendar day (browsing has no store, so no store zone): the
 * browsing events of each step and the orders placed, so a year's funnel reads 365 rows instead of
 * counting a million events and a million orders. Recomputed for the days report_dirty_funnel_days
 * marks before a report is read.
 */
export const reportFunnelDays = pgTable('report_funnel_days', {
  day: text('day').primaryKey(),
  menuViews: integer('menu_views').notNull(),
  productViews: integer('product_views').notNull(),
  addToCart: integer('add_to_cart').notNull(),
  checkoutStarted: integer('checkout_started').notNull(),
  ordersPlaced: integer('orders_placed').notNull(),
});

/** UTC days with a browsing event or an order placed since the funnel rollup was brought up to date. */
export const reportDirtyFunnelDays = pgTable('report_dirty_funnel_days', {
  day: text('day').primaryKey(),
});

/**
 * What sold at a store in a local calendar month ('YYYY-MM'), from its orders' lines (sales only): a
 * store manager's year reads 12 months of rows instead of 5,000 orders' lines. `named_at` is when the
 * newest line was placed, whose name the row carries, so the name over months and days is the
 * newest line's. Recomputed from the store's orders of the month whenever one of its days is folded.
 */
export const reportStoreProductMonths = pgTable(
  'report_store_product_months',
  {
    storeId: integer('store_id').notNull(),
    month: text('month').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    namedAt: timestamp('named_at', { withTimezone: true }).notNull(),
    quantity: integer('quantity').notNull(),
    salesCents: doublePrecision('sales_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month, t.productId] })],
);

/** Modifiers added at a store in a local calendar month (sales only), from its orders' lines. */
export const reportStoreModifierMonths = pgTable(
  'report_store_modifier_months',
  {
    storeId: integer('store_id').notNull(),
    month: text('month').notNull(),
    modifierId: integer('modifier_id').notNull(),
    modifierName: text('modifier_name').notNull(),
    quantity: integer('quantity').notNull(),
    salesCents: doublePrecision('sales_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month, t.modifierId] })],
);
