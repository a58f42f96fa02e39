// Cup sizes, which sizes each product comes in, and each size's base price. A store's actual price is
// the base price times the store's price factor (see prices.ts).
import type { productSizes, sizes } from '../schema/menu.ts';

type SizeRow = typeof sizes.$inferInsert;
type ProductSizeRow = typeof productSizes.$inferInsert;

export const SIZE = {
  short: 1,
  tall: 2,
  grande: 3,
  venti: 4,
  /** Internal 24oz iced cup; hidden by the app (SizeBlacklist). */
  ventiIced: 5,
  /** Free in-store tasting cup; hidden by the app. */
  sample: 6,
  /** 96 fl oz take-away box for meetings; hidden by the app. */
  cateringBox: 7,
  kids: 8,
  trenta: 9,
  single: 10,
  pound: 11,
  solo: 12,
  doppio: 13,
  /** Partner (staff) beverage, rung at no charge; hidden by the app. */
  employee: 21,
} as const;

/** Sizes that exist in the data but that the app always hides (config SizeBlacklist '5,6,7,21'). */
export const BLACKLISTED_SIZE_IDS: readonly number[] = [
  SIZE.ventiIced,
  SIZE.sample,
  SIZE.cateringBox,
  SIZE.employee,
];

export const sizeRows: SizeRow[] = [
  { id: SIZE.solo, name: 'Solo', ounces: 1, priority: 1 },
  { id: SIZE.doppio, name: 'Doppio', ounces: 2, priority: 2 },
  { id: SIZE.kids, name: 'Kids', ounces: 8, priority: 10 },
  { id: SIZE.short, name: 'Short', ounces: 8, priority: 20 },
  { id: SIZE.tall, name: 'Tall', ounces: 12, priority: 30 },
  { id: SIZE.grande, name: 'Grande', ounces: 16, priority: 40 },
  { id: SIZE.venti, name: 'Venti', ounces: 20, priority: 50 },
  { id: SIZE.ventiIced, name: 'Venti Iced 24oz', ounces: 24, priority: 55 },
  { id: SIZE.trenta, name: 'Trenta', ounces: 30, priority: 60 },
  { id: SIZE.single, name: 'Single', ounces: null, priority: 70 },
  { id: SIZE.pound, name: '1 lb bag', ounces: null, priority: 80 },
  { id: SIZE.sample, name: 'Sample', ounces: 2, priority: 90 },
  { id: SIZE.cateringBox, name: 'Catering Box', ounces: 96, priority: 95 },
  { id: SIZE.employee, name: 'Employee', ounces: null, priority: 99 },
];

export interface SizePlan {
  defaultSizeId: number;
  /** [sizeId, base price in cents] pairs. */
  basePrices: (readonly [sizeId: number, cents: number])[];
}

// Price ladders, each from the Tall (or smallest) price of a product.
const handcrafted = (tall: number): SizePlan => ({
  defaultSizeId: SIZE.grande,
  basePrices: [
    [SIZE.short, tall - 50],
    [SIZE.tall, tall],
    [SIZE.grande, tall + 50],
    [SIZE.venti, tall + 100],
  ],
});
const tallUp = (tall: number): SizePlan => ({
  defaultSizeId: SIZE.grande,
  basePrices: [
    [SIZE.tall, tall],
    [SIZE.grande, tall + 50],
    [SIZE.venti, tall + 100],
  ],
});
const withTrenta = (tall: number): SizePlan => ({
  defaultSizeId: SIZE.grande,
  basePrices: [...tallUp(tall).basePrices, [SIZE.trenta, tall + 150]],
});
const brewed = (tall: number, step: number): SizePlan => ({
  defaultSizeId: SIZE.grande,
  basePrices: [
    [SIZE.short, tall - step],
    [SIZE.tall, tall],
    [SIZE.grande, tall + step],
    [SIZE.venti, tall + 2 * step],
  ],
});
const shots = (solo: number): SizePlan => ({
  defaultSizeId: SIZE.doppio,
  basePrices: [
    [SIZE.solo, solo],
    [SIZE.doppio, solo + 50],
  ],
});
const single = (cents: number): SizePlan => ({
  defaultSizeId: SIZE.single,
  basePrices: [[SIZE.single, cents]],
});
const bag = (cents: number): SizePlan => ({ defaultSizeId: SIZE.pound, basePrices: [[SIZE.pound, cents]] });
const kidsOnly = (cents: number): SizePlan => ({
  defaultSizeId: SIZE.kids,
  basePrices: [[SIZE.kids, cents]],
});
/** Kids size first and default, plus the listed bigger sizes. */
const kidsUp = (kids: number, ...larger: (readonly [number, number])[]): SizePlan => ({
  defaultSizeId: SIZE.kids,
  basePrices: [[SIZE.kids, kids], ...larger],
});
/** Adds a hidden (blacklisted) size to a plan. */
const plus = (plan: SizePlan, sizeId: number, cents: number): SizePlan => ({
  defaultSizeId: plan.defaultSizeId,
  basePrices: [...plan.basePrices, [sizeId, cents]],
});

/** Sizes and base prices by product id. */
export const productSizePlans: ReadonlyMap<number, SizePlan> = new Map<number, SizePlan>([
  // Hot coffee
  [301, plus(handcrafted(445), SIZE.employee, 0)],
  [302, handcrafted(495)],
  [303, handcrafted(525)],
  [304, handcrafted(545)],
  [305, handcrafted(525)],
  [306, handcrafted(545)],
  [307, handcrafted(545)],
  [308, handcrafted(445)],
  [309, handcrafted(495)],
  [310, shots(245)],
  [311, plus(brewed(295, 40), SIZE.cateringBox, 2495)],
  [312, brewed(295, 40)],
  [313, brewed(295, 40)],
  [314, brewed(295, 40)],
  [315, brewed(345, 40)],
  [321, handcrafted(365)],
  [322, handcrafted(365)],
  [331, handcrafted(495)],
  [332, handcrafted(475)],
  [333, shots(265)],
  [341, handcrafted(495)],
  [342, handcrafted(525)],
  [343, handcrafted(545)],
  // autoModify with a 16oz default: the app hides Grande and Kids and shifts the selection.
  [344, plus(handcrafted(395), SIZE.kids, 245)],
  // Cold coffee
  [351, plus(withTrenta(425), SIZE.ventiIced, 545)],
  [352, withTrenta(475)],
  [353, tallUp(525)],
  [
    354,
    {
      defaultSizeId: SIZE.grande,
      basePrices: [
        [SIZE.tall, 475],
        [SIZE.grande, 525],
      ],
    },
  ],
  [355, plus(withTrenta(325), SIZE.ventiIced, 445)],
  [356, tallUp(545)],
  [361, tallUp(475)],
  [362, tallUp(475)],
  [363, tallUp(525)],
  [401, plus(tallUp(435), SIZE.sample, 0)],
  [402, tallUp(495)],
  [403, tallUp(545)],
  [404, tallUp(525)],
  [411, tallUp(475)],
  [412, tallUp(465)],
  [413, tallUp(495)],
  // Tea and Refreshers
  [431, brewed(275, 20)],
  [432, brewed(275, 20)],
  [433, brewed(275, 20)],
  [434, tallUp(395)],
  [441, withTrenta(325)],
  [442, withTrenta(375)],
  [443, withTrenta(325)],
  [444, withTrenta(375)],
  [451, handcrafted(445)],
  [452, handcrafted(495)],
  [453, handcrafted(445)],
  [454, tallUp(545)],
  [461, plus(withTrenta(395), SIZE.sample, 0)],
  [462, withTrenta(395)],
  [463, withTrenta(395)],
  [464, withTrenta(445)],
  [465, withTrenta(425)],
  // Kids: 528 keeps its Kids size in the app; 521-523 are autoModify with Kids and 16oz sizes.
  [528, kidsUp(245, [SIZE.tall, 345])],
  [521, kidsUp(195, [SIZE.tall, 245], [SIZE.grande, 295])],
  [522, kidsUp(245, [SIZE.tall, 325], [SIZE.grande, 375])],
  [523, kidsUp(325, [SIZE.tall, 425], [SIZE.grande, 475])],
  [524, kidsOnly(225)],
  [525, kidsOnly(225)],
  // Bakery
  [601, single(325)],
  [602, single(375)],
  [603, single(375)],
  [604, single(325)],
  [605, single(295)],
  [606, single(345)],
  [607, single(345)],
  [608, single(345)],
  [611, single(575)],
  [612, single(525)],
  [613, single(275)],
  [614, single(250)],
  [615, single(545)],
  [616, single(525)],
  [617, single(395)],
  [621, single(295)],
  [622, single(295)],
  [623, single(275)],
  [624, single(375)],
  [625, single(345)],
  // Whole bean
  [701, bag(1495)],
  [702, bag(1495)],
  [703, bag(1495)],
  [704, bag(1495)],
  [705, bag(1595)],
  [706, bag(1495)],
  [711, bag(1795)],
  [712, bag(1695)],
  [713, bag(1695)],
  [714, bag(1695)],
  // Fall preview
  [801, handcrafted(545)],
  [802, tallUp(525)],
  [803, single(375)],
]);

export const productSizeRows: ProductSizeRow[] = [...productSizePlans].flatMap(([productId, plan]) =>
  plan.basePrices.map(([sizeId]) => ({ productId, sizeId, isDefault: sizeId === plan.defaultSizeId })),
);
