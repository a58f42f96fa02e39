// The menu: groups, products, sizes, versions and modifiers, which product shows where, and the
// back office's menu draft and publications (decision 009).
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const productGroups = pgTable('product_groups', {
  id: integer('id').primaryKey(),
  /** 0 for a top-level group. */
  parentId: integer('parent_id').notNull(),
  name: text('name').notNull(),
  isVisible: boolean('is_visible').notNull(),
  priority: integer('priority'),
  image: text('image').notNull(),
  /** /menu's banner links to the seasonal group (at most one: domain menu-seasonal-rules.ts). */
  isSeasonal: boolean('is_seasonal').notNull().default(false),
  bannerTitle: text('banner_title').notNull().default(''),
  bannerSubtitle: text('banner_subtitle').notNull().default(''),
  /** A picture the web app carries inline (SEASONAL_BANNER_PICTURES), or '' for none. */
  bannerPicture: text('banner_picture').notNull().default(''),
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
