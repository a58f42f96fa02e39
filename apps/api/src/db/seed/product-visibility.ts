// Online-ordering visibility rules and per-store sold-out items. Every product has a default rule
// (no store, no region). The most specific rule wins: store over region over default.
import type { productVisibility } from '../schema/menu.ts';
import type { unavailableProducts } from '../schema/stores.ts';
import { productRows } from './menu-products.ts';
import { DEMO_STORE, REGION_CENTRAL, REGION_EAST, REGION_MOUNTAIN } from './regions-and-stores.ts';

type VisibilityRow = typeof productVisibility.$inferInsert;

const MAPLE_PECAN_LATTE = 304;
const NITRO_COLD_BREW = 354;
const PRICKLY_PEAR_REFRESHER = 465;
const ALMOND_CROISSANT = 603;

/** Regional exclusives: hidden by default, shown in one region. */
const REGIONAL_ONLY = new Set([MAPLE_PECAN_LATTE, PRICKLY_PEAR_REFRESHER]);

const defaultRules: VisibilityRow[] = productRows.map((product) => ({
  productId: product.id,
  storeId: null,
  regionId: null,
  isVisibleOnlineOrdering: !REGIONAL_ONLY.has(product.id),
}));

const specificRules: VisibilityRow[] = [
  // Maple Pecan Latte: East only.
  { productId: MAPLE_PECAN_LATTE, storeId: null, regionId: REGION_EAST, isVisibleOnlineOrdering: true },
  // Prickly Pear Refresher: Mountain only, but not at Salt Lake City (the store rule beats the region rule).
  {
    productId: PRICKLY_PEAR_REFRESHER,
    storeId: null,
    regionId: REGION_MOUNTAIN,
    isVisibleOnlineOrdering: true,
  },
  {
    productId: PRICKLY_PEAR_REFRESHER,
    storeId: DEMO_STORE.saltLakeCity,
    regionId: null,
    isVisibleOnlineOrdering: false,
  },
  // Nitro Cold Brew needs a nitro tap: none in the Central region except at the Chicago Loop store.
  { productId: NITRO_COLD_BREW, storeId: null, regionId: REGION_CENTRAL, isVisibleOnlineOrdering: false },
  { productId: NITRO_COLD_BREW, storeId: DEMO_STORE.chicago, regionId: null, isVisibleOnlineOrdering: true },
];

export const productVisibilityRows: VisibilityRow[] = [...defaultRules, ...specificRules];

/** Sold out today at Midtown Manhattan: the nitro tap is down and the almond croissants are gone. */
export const unavailableProductRows: (typeof unavailableProducts.$inferInsert)[] = [
  { storeId: DEMO_STORE.nycMidtown, productId: NITRO_COLD_BREW },
  { storeId: DEMO_STORE.nycMidtown, productId: ALMOND_CROISSANT },
];
