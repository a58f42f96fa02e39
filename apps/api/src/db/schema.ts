// The Brewline data model. Money is integer cents; tax rates are integer millionths (88750 = 8.875%)
// so that no rate a US jurisdiction uses needs a float. Store hours are HHMM strings in the store's
// own IANA time zone, exactly as the customer app receives them.
import type { SpecialHours } from '@brewline/domain/store-hours';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  doublePrecision,
  serial,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MenuTables } from '@brewline/domain/menu-tables';

export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const stores = pgTable('stores', {
  storeId: integer('store_id').primaryKey(),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  name: text('name').notNull(),
  nickname: text('nickname').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  phone: text('phone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  timeZone: text('time_zone').notNull(),
  oLOEnabled: boolean('olo_enabled').notNull(),
  driveThruPickup: boolean('drive_thru_pickup').notNull(),
  inStorePickup: boolean('in_store_pickup').notNull(),
  parkingLotPickup: boolean('parking_lot_pickup').notNull(),
  wiFi: boolean('wifi').notNull(),
  driveThru: boolean('drive_thru').notNull(),
  sunOpen: text('sun_open').notNull(),
  sunClose: text('sun_close').notNull(),
  monThruThursOpen: text('mon_thru_thurs_open').notNull(),
  monThruThursClose: text('mon_thru_thurs_close').notNull(),
  friOpen: text('fri_open').notNull(),
  friClose: text('fri_close').notNull(),
  satOpen: text('sat_open').notNull(),
  satClose: text('sat_close').notNull(),
  /** Sales tax as integer millionths of the amount: 88750 means 8.875%. */
  taxRateMicros: integer('tax_rate_micros').notNull(),
  /**
   * Dates with other hours than the week's, or closed (holidays), in the store's local calendar
   * (domain special-hours.ts). Kept on the row so every read of the store carries them to the status
   * engine: no reader can forget them.
   */
  specialHours: jsonb('special_hours')
    .$type<SpecialHours[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** How long an order takes to make: the earliest pickup slot is this far ahead, and a scheduled order goes to the bar this long before its pickup. */
  makeMinutes: integer('make_minutes').notNull().default(10),
  /** Bumped by every back-office save; a save names the version it started from (optimistic concurrency). */
  version: integer('version').notNull().default(1),
});

export const terminals = pgTable(
  'terminals',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    /** 2 = counter (in store and parking lot), 3 = drive-thru. */
    termId: integer('term_id').notNull(),
    status: text('status').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.termId] })],
);

export const productGroups = pgTable('product_groups', {
  id: integer('id').primaryKey(),
  /** 0 for a top-level group. */
  parentId: integer('parent_id').notNull(),
  name: text('name').notNull(),
  isVisible: boolean('is_visible').notNull(),
  priority: integer('priority'),
  image: text('image').notNull(),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  ticketName: text('ticket_name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  image: text('image').notNull(),
  priority: integer('priority'),
  /** Hides the 16oz and 'Kids' sizes (product 528 excepted) and shifts the selection. */
  autoModify: boolean('auto_modify').notNull(),
  /** Ingredient entries: { groupId, componentId, name }; groups 11 and 14 and some components are left out when shown. */
  ingredients: jsonb('ingredients').$type<Ingredient[]>().notNull(),
  nutrition: jsonb('nutrition').$type<Nutrition>().notNull(),
  allergens: jsonb('allergens').$type<string[]>().notNull(),
});

export interface Ingredient {
  groupId: number;
  componentId: number;
  name: string;
}

export interface Nutrition {
  calories: number;
  fatGrams: number;
  carbohydrateGrams: number;
  proteinGrams: number;
  caffeineMg: number;
  sugarGrams: number;
}

export const productGroupProducts = pgTable(
  'product_group_products',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => productGroups.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.productId] })],
);

export const sizes = pgTable('sizes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Fluid ounces, or null for food and whole bean. */
  ounces: integer('ounces'),
  priority: integer('priority').notNull(),
});

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    isDefault: boolean('is_default').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sizeId] })],
);

export const productVersions = pgTable('product_versions', {
  id: integer('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  /** Hot, Iced, Blended. */
  name: text('name').notNull(),
  priority: integer('priority').notNull(),
  /** Added to the size price; the same at every store. */
  priceDeltaCents: integer('price_delta_cents').notNull(),
});

export const modifierGroups = pgTable('modifier_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  priority: integer('priority').notNull(),
  /** True when the customer may pick several modifiers of the group (syrups); false for one (milk). */
  multiSelect: boolean('multi_select').notNull(),
});

export const modifierScales = pgTable('modifier_scales', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  priority: integer('priority').notNull(),
});

export const modifiers = pgTable('modifiers', {
  id: integer('id').primaryKey(),
  /** Set for a group modifier (milks, syrups, toppings)... */
  modifierGroupId: integer('modifier_group_id').references(() => modifierGroups.id),
  /** ...or for a step of a scale (ice: none, light, regular, extra). */
  modifierScaleId: integer('modifier_scale_id').references(() => modifierScales.id),
  name: text('name').notNull(),
  priority: integer('priority').notNull(),
  /** Counted in pumps or shots rather than on or off. */
  isVariableQuantity: boolean('is_variable_quantity').notNull(),
  maxQuantity: integer('max_quantity').notNull(),
});

export const productModifierGroups = pgTable(
  'product_modifier_groups',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    modifierGroupId: integer('modifier_group_id')
      .notNull()
      .references(() => modifierGroups.id),
    /** Preselected modifier of the group for this product (2% milk on a latte), if any. */
    defaultModifierId: integer('default_modifier_id'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.modifierGroupId] })],
);

export const productModifierScales = pgTable(
  'product_modifier_scales',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    modifierScaleId: integer('modifier_scale_id')
      .notNull()
      .references(() => modifierScales.id),
    defaultModifierId: integer('default_modifier_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.modifierScaleId] })],
);

export const productVisibility = pgTable(
  'product_visibility',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** A store rule beats a region rule, which beats the default (both null). */
    storeId: integer('store_id'),
    regionId: integer('region_id'),
    isVisibleOnlineOrdering: boolean('is_visible_online_ordering').notNull(),
  },
  (t) => [index('product_visibility_product_idx').on(t.productId)],
);

export const sizePrices = pgTable(
  'size_prices',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId, t.sizeId] })],
);

export const modifierPrices = pgTable(
  'modifier_prices',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    modifierId: integer('modifier_id')
      .notNull()
      .references(() => modifiers.id),
    /** Price of one unit (one pump, one shot); 0 for a free modifier. */
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.modifierId] })],
);

/**
 * The chain's list prices (region 0) and a region's own prices, per size of a product. A store's
 * live price stays in size_prices (what priceCart reads); a store that charges its region's price
 * (or, without one, the chain's) follows it when a published change moves it, a store with a price
 * of its own keeps it (docs/back-office-prices.md).
 */
export const chainSizePrices = pgTable(
  'chain_size_prices',
  {
    /** 0 for the chain's list price, else the region's id. */
    regionId: integer('region_id').notNull(),
    // No foreign keys: publishing retires menu items through the stores' rows only
    // (stores/retired-menu-items.ts); a list price of a retired item is never read (the grid and the
    // publish start from the menu) and goes with the next change of the same cell.
    productId: integer('product_id').notNull(),
    sizeId: integer('size_id').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.regionId, t.productId, t.sizeId] }),
    check('chain_size_prices_not_negative', sql`${t.priceCents} >= 0`),
  ],
);

/** The chain's (region 0) and a region's price of one unit of a modifier; see chain_size_prices. */
export const chainModifierPrices = pgTable(
  'chain_modifier_prices',
  {
    regionId: integer('region_id').notNull(),
    modifierId: integer('modifier_id').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.regionId, t.modifierId] }),
    check('chain_modifier_prices_not_negative', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * Price changes saved in the back office and not yet published: one row per grid cell (a second
 * change to the same cell replaces the first). Publishing writes them into the live tables above
 * and size_prices/modifier_prices in its own transaction, and deletes them.
 */
export const pendingPriceChanges = pgTable(
  'pending_price_changes',
  {
    id: serial('id').primaryKey(),
    /** 'default' | 'region' | 'store' */
    level: text('level').notNull(),
    /** 0 for the default level, the region's id or the store's id. */
    scopeId: integer('scope_id').notNull(),
    /**
     * A size's price names the product and the size; a modifier's names the modifier. No foreign
     * keys: a product drafted in the back office may be priced before publishing creates it.
     */
    productId: integer('product_id'),
    sizeId: integer('size_id'),
    modifierId: integer('modifier_id'),
    priceCents: integer('price_cents').notNull(),
    /** The price when the change was saved (null when the cell had none): the preview's "old". */
    previousCents: integer('previous_cents'),
    /** `${level}:${scopeId}:s:${productId}:${sizeId}` or `${level}:${scopeId}:m:${modifierId}`. */
    cellKey: text('cell_key').notNull(),
    changedByEmail: text('changed_by_email').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pending_price_changes_cell_idx').on(t.cellKey),
    check('pending_price_changes_not_negative', sql`${t.priceCents} >= 0`),
  ],
);

export const unavailableProducts = pgTable(
  'unavailable_products',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] })],
);

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
     * The secret the placing browser keeps with the order (issue 16): with it, or as the member who
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

/**
 * First-party analytics: what happened, when, in which session cart. No personal data: the
 * properties are ids (product, group, store, step), never names, emails or phone numbers.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sessionCartId: text('session_cart_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean>>().notNull(),
  },
  (t) => [index('analytics_events_name_time_idx').on(t.name, t.occurredAt)],
);

/** Webhook deliveries already handled, by the provider's event id: a redelivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * A store board's credential for one terminal. A manager creates a one-time pairing code; the board
 * exchanges it for a long-lived token. Only SHA-256 hashes of the code and the token are stored.
 */
export const terminalCredentials = pgTable(
  'terminal_credentials',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    termId: integer('term_id').notNull(),
    pairingCodeHash: text('pairing_code_hash').unique(),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    tokenHash: text('token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('terminal_credentials_store_idx').on(t.storeId)],
);

// ---- Members and the embedded identity provider (issue 5) ----

/**
 * The embedded identity provider's accounts. `id` is the member id: the `sub` of every token the
 * provider issues and the key of the member's profile. Only an argon2id hash of the password is kept.
 */
export const memberAccounts = pgTable('member_accounts', {
  id: text('id').primaryKey(),
  /** Lower-cased, so that one address is one account whatever its case. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
  /** Set for accounts disabled for suspicious activity (account spec §6): they cannot sign in. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/**
 * A member's profile (account spec §3). Keyed by the token's `sub`, with no reference to
 * member_accounts: with another OIDC provider the account lives there and only the profile is ours.
 */
export const memberProfiles = pgTable('member_profiles', {
  memberId: text('member_id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  /** Ten digits, no formatting. */
  phone: text('phone').notNull(),
  /** yyyy-MM-dd; locked once set (birthday_set). */
  birthDate: text('birth_date'),
  street: text('street'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  ewardSubscription: boolean('eward_subscription').notNull().default(false),
  /** '{product}Card' for the free birthday drink, 'None' or null for none. */
  birthdayPromotionMedium: text('birthday_promotion_medium'),
  /** Set when the mail server refused the address for good (an SMTP 5xx); updating the e-mail clears it. */
  badEmail: boolean('bad_email').notNull().default(false),
  /** The member wants e-mails about their orders (placed, ready, refunded, failed). */
  orderUpdatesEmail: boolean('order_updates_email').notNull().default(true),
  acknowledgedTerms: boolean('acknowledged_terms').notNull().default(false),
  /** Failed 'Add Another Card' attempts in a row; reset by a success. */
  cardAddFailures: integer('card_add_failures').notNull().default(0),
  /** Set when repeated failed card numbers flag the account as suspicious: card calls answer 418. */
  suspiciousAt: timestamp('suspicious_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

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
    uniqueIndex('card_ledger_one_movement_per_order_card_idx')
      .on(t.orderId, t.cardNumber, t.kind)
      .where(sql`${t.orderId} is not null`),
  ],
);

/**
 * Reward plans (account spec §2 Rewards): what a member can claim and for how many points.
 * '13th Free Drink' at 12 points (twelve paid drinks, the thirteenth free) and 'Whole Bean Coffee'.
 */
export const rewardPlans = pgTable('reward_plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  threshold: integer('threshold').notNull(),
  /** The reward a claim creates. */
  rewardName: text('reward_name').notNull(),
  /** Seconds a claimed reward stays usable; null for no limit. */
  timeLimitSeconds: integer('time_limit_seconds'),
  /** FREE_DRINK applies at checkout to the most expensive eligible drink; MERCHANDISE is redeemed in store. */
  rewardKind: text('reward_kind').notNull(),
});

/**
 * A member's points, append-only: EARN (an order completed), REVERSAL (that order refunded), CLAIM
 * (negative: a reward was claimed) and RESTORE (a claimed reward removed unused). The balance is the
 * sum; the unique index makes earning and reversing once per order.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id').notNull(),
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    orderId: text('order_id'),
    claimedRewardId: text('claimed_reward_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('points_ledger_member_idx').on(t.memberId),
    uniqueIndex('points_ledger_once_per_order_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
  ],
);

/**
 * Claimed rewards (account spec §3): consumed by at most one order (a conditional update on
 * consumed_order_id), or removed by the member.
 */
export const claimedRewards = pgTable(
  'claimed_rewards',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => rewardPlans.id),
    rewardName: text('reward_name').notNull(),
    /** yyyy-MM-dd or null; with time_limit the expiry follows account spec §4 Rewards. */
    expireDate: text('expire_date'),
    timeLimitSeconds: integer('time_limit_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    consumedOrderId: text('consumed_order_id'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('claimed_rewards_member_idx').on(t.memberId)],
);

/** Favorite products (at most 5) in the member's order of priority. */
export const favoriteProducts = pgTable(
  'favorite_products',
  {
    memberId: text('member_id').notNull(),
    productId: integer('product_id').notNull(),
    priority: integer('priority').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] })],
);

/** Favorite stores (at most 3) in the member's order of priority. */
export const favoriteStores = pgTable(
  'favorite_stores',
  {
    memberId: text('member_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    priority: integer('priority').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.storeId] })],
);

/** Help-page feedback; member_id is null for a guest. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    feedbackText: text('feedback_text').notNull(),
    memberId: text('member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

/**
 * Everything the OIDC provider persists (sessions, interactions, grants, codes, refresh tokens), one
 * row per model instance, so that any API server can continue any sign-in. The lookup columns are
 * copied out of the payload for the provider's secondary lookups and for revoking a grant's family.
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed sign-ins per key ('account:<email>' or 'address:<ip>') within a window, and the lockout they
 * caused. In the database so that a limit holds across every API server.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** The identity provider's signing keys and cookie secrets, made once and shared by every server. */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The transactional outbox: each e-mail a customer should get, written in the same transaction as the
 * change that causes it (an order placed, ready, refunded or failed; a card reload), so there is never
 * a change without its e-mail nor an e-mail without its change. The mail sender
 * (modules/notifications) claims due rows with a lease, renders and delivers them, and records the
 * outcome; the order never waits for mail. `dedupe_key` makes a retried change write its e-mail once.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** ORDER_PLACED, ORDER_READY, ORDER_REFUNDED, ORDER_FAILED or CARD_RELOADED. */
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    orderId: text('order_id'),
    paymentIntentId: text('payment_intent_id'),
    memberId: text('member_id'),
    /** PENDING, then SENT, KEPT (no SMTP server: kept for the development mail page), SKIPPED or FAILED. */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A sender holds the row until then; after it, another sender may take it (the first one died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    recipient: text('recipient'),
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The sender's poll reads only what is still to send, soonest first.
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('outbox_messages_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * The back office's people: a member account that also works for the chain, with its role and, for a
 * store manager, the stores they run. Keyed by the token's `sub` (no reference to member_accounts:
 * with another OIDC provider the account lives there). A removed person's row is deleted; the audit
 * log keeps who they were and what they did.
 */
export const staffMembers = pgTable('staff_members', {
  memberId: text('member_id').primaryKey(),
  email: text('email').notNull(),
  /** CHAIN_ADMIN, STORE_MANAGER or SUPPORT (domain staff-roles.ts). */
  role: text('role').notNull(),
  storeIds: integer('store_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** Who invited them; null for the first chain admin, made from the command line. */
  invitedBy: text('invited_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * An invitation to the back office: a one-time link (only its hash is kept) for one e-mail address.
 * Accepting it needs the link and a sign-in with that address, then makes the staff row.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    storeIds: integer('store_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    invitedBy: text('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by'),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);

/**
 * Every change made in the back office (and by the back office's command line): who, when, what,
 * and the record before and after, written in the change's own transaction.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The staff member's id; null for the command line. */
    actorId: text('actor_id'),
    /** Kept as it was then, so the log reads the same after the person is removed. */
    actorEmail: text('actor_email').notNull(),
    /** What was done, as a dotted name: staff.invite, store.hours.update, menu.publish... */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The store the change is about, when it is about one: a store manager sees these. */
    storeId: integer('store_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_store_idx').on(t.storeId, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
  ],
);

/**
 * The back office's menu draft (decision 009): one row, the whole menu as the next publication will
 * make it, in the shapes of the menu files (domain menu-tables.ts). Edits change this row only;
 * publishing copies it into the live menu tables. `entity_versions` holds each edited record's
 * version (`product:12` -> 3) for optimistic concurrency; a record never edited is at version 1.
 */
export const menuDrafts = pgTable('menu_drafts', {
  id: integer('id').primaryKey(),
  tables: jsonb('tables').$type<MenuTables>().notNull(),
  entityVersions: jsonb('entity_versions').$type<Record<string, number>>().notNull(),
  /** Bumped by every edit: publishing names the draft version the person reviewed. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').notNull(),
});

/** Every publication of the menu: the published version customers' servers load, and what it changed. */
export const menuPublications = pgTable('menu_publications', {
  version: integer('version').primaryKey(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  publishedBy: text('published_by').notNull(),
  /** The changes as the back office listed them before publishing (domain menu-draft-changes.ts). */
  changes: jsonb('changes').notNull(),
});

// ---- The back office's report rollups (modules/reports/report-rollup.ts) ----

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
