// Prices in integer cents: each store's live prices, the chain's and regions' list prices, and the
// back office's price changes waiting to be published (docs/back-office-prices.md).
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { modifiers, products, sizes } from './menu.ts';
import { stores } from './stores.ts';

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
