// Store prices, generated deterministically: base price (product-sizes.ts, and below for modifiers)
// times the store's price factor, rounded to the nearest 5 cents. Every store, the online store 995
// included, prices every size a product comes in and every modifier.
import type { chainModifierPrices, chainSizePrices, modifierPrices, sizePrices } from '../schema/pricing.ts';
import { modifierRows } from './modifiers.ts';
import { productSizePlans } from './product-sizes.ts';
import { storeRows } from './regions-and-stores.ts';

type SizePriceRow = typeof sizePrices.$inferInsert;
type ModifierPriceRow = typeof modifierPrices.$inferInsert;
type ChainSizePriceRow = typeof chainSizePrices.$inferInsert;
type ChainModifierPriceRow = typeof chainModifierPrices.$inferInsert;

/** Price factor per store in thousandths: 1000 is the national list price. */
export const STORE_PRICE_FACTOR_PERMILLE: ReadonlyMap<number, number> = new Map([
  [101, 1100], // New York, Midtown
  [102, 1080], // Brooklyn
  [103, 1060], // Boston
  [104, 1030], // Philadelphia
  [105, 1000], // Atlanta
  [106, 1040], // Miami
  [107, 1060], // Chicago
  [108, 1000], // Austin
  [109, 980], // Plano
  [110, 1000], // Minneapolis
  [111, 960], // Phoenix
  [112, 1000], // Scottsdale
  [113, 1020], // Denver
  [114, 970], // Salt Lake City
  [115, 1080], // Seattle
  [116, 1040], // Portland
  [117, 1120], // San Francisco
  [118, 1080], // Las Vegas Strip
  [119, 1080], // Los Angeles
  [995, 1000], // Brewline Online
]);

/** Base price of one unit (pump, shot, serving) of the modifiers that cost extra; all others are free. */
export const MODIFIER_BASE_CENTS: ReadonlyMap<number, number> = new Map([
  // Plant milks and breve
  [104, 70],
  [105, 70],
  [106, 70],
  [107, 70],
  [108, 50],
  // Syrups, per pump
  [201, 70],
  [202, 70],
  [203, 70],
  [204, 60],
  [205, 80],
  [206, 80],
  [207, 70],
  [208, 70],
  [209, 80],
  // Toppings
  [301, 50],
  [302, 60],
  [303, 60],
  [305, 125],
  [306, 125],
  // Extra espresso shot
  [401, 125],
  // Refresher bases
  [702, 60],
  [703, 70],
]);

function priceFactor(storeId: number): number {
  const factor = STORE_PRICE_FACTOR_PERMILLE.get(storeId);
  if (factor === undefined) throw new Error(`No price factor for store ${storeId}`);
  return factor;
}

/** Base price scaled by a factor in thousandths, rounded to the nearest 5 cents. */
export function storePrice(baseCents: number, factorPermille: number): number {
  return Math.round((baseCents * factorPermille) / 5000) * 5;
}

export const sizePriceRows: SizePriceRow[] = storeRows.flatMap((store) => {
  const factor = priceFactor(store.storeId);
  return [...productSizePlans].flatMap(([productId, plan]) =>
    plan.basePrices.map(([sizeId, baseCents]) => ({
      storeId: store.storeId,
      productId,
      sizeId,
      priceCents: storePrice(baseCents, factor),
    })),
  );
});

export const modifierPriceRows: ModifierPriceRow[] = storeRows.flatMap((store) => {
  const factor = priceFactor(store.storeId);
  return modifierRows.map((modifier) => ({
    storeId: store.storeId,
    modifierId: modifier.id,
    priceCents: storePrice(MODIFIER_BASE_CENTS.get(modifier.id) ?? 0, factor),
  }));
});

/**
 * The chain's list prices (region 0): the national price, factor 1000. Stores at that factor charge
 * it and so follow a published change of it; the others have prices of their own
 * (docs/back-office-prices.md). No region has a price of its own in the demo.
 */
export const chainSizePriceRows: ChainSizePriceRow[] = [...productSizePlans].flatMap(([productId, plan]) =>
  plan.basePrices.map(([sizeId, baseCents]) => ({
    regionId: 0,
    productId,
    sizeId,
    priceCents: storePrice(baseCents, 1000),
  })),
);

export const chainModifierPriceRows: ChainModifierPriceRow[] = modifierRows.map((modifier) => ({
  regionId: 0,
  modifierId: modifier.id,
  priceCents: storePrice(MODIFIER_BASE_CENTS.get(modifier.id) ?? 0, 1000),
}));
