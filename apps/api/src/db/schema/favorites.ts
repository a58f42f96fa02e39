// A member's favorite products and stores.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

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
