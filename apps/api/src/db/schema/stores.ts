// The stores: regions, each store's address, hours, pickup methods and tax, and what a store
// cannot sell today. Tax rates are integer millionths (88750 = 8.875%) so that no rate a US
// jurisdiction uses needs a float; store hours are HHMM strings in the store's own IANA time zone,
// exactly as the customer app receives them.
import type { SpecialHours } from '@brewline/domain/store-hours/store-hours';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './menu.ts';

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
