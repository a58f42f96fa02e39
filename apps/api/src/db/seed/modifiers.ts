// Modifier groups (milk, syrups, toppings...), modifier scales (ice, sweetness, roast, room) and
// their modifiers. A group modifier has modifierGroupId set; a scale step has modifierScaleId set.
// The app shows a scale as tabs when its step names total under 40 characters, else as a stepper:
// Ice (27) and Room (27) are tabs; Sweetness (50) and Espresso Roast (90) are steppers.
import type { modifierGroups, modifierScales, modifiers } from '../schema/menu.ts';

type ModifierGroupRow = typeof modifierGroups.$inferInsert;
type ModifierScaleRow = typeof modifierScales.$inferInsert;
type ModifierRow = typeof modifiers.$inferInsert;

export const MODIFIER_GROUP = {
  milk: 1,
  syrups: 2,
  toppings: 3,
  espressoShots: 4,
  sweeteners: 5,
  warming: 6,
  refresherBase: 7,
} as const;

export const MODIFIER_SCALE = {
  espressoRoast: 1,
  ice: 2,
  sweetness: 3,
  room: 4,
} as const;

/** Modifier ids referred to as defaults elsewhere. */
export const MOD = {
  milk2: 101,
  wholeMilk: 102,
  oatmilk: 104,
  almondmilk: 105,
  coconutmilk: 107,
  vanillaSyrup: 201,
  classicSyrup: 204,
  peppermintSyrup: 205,
  toffeeNutSyrup: 206,
  cinnamonDolceSyrup: 208,
  brownSugarSyrup: 209,
  whippedCream: 301,
  caramelDrizzle: 302,
  vanillaSweetCreamColdFoam: 305,
  saltedCaramelColdFoam: 306,
  warmed: 601,
  notWarmed: 602,
  water: 701,
  coconutmilkBase: 703,
  blondeRoast: 901,
  signatureRoast: 902,
  ice: 913,
  regularSweetness: 923,
  noRoom: 931,
} as const;

export const modifierGroupRows: ModifierGroupRow[] = [
  { id: MODIFIER_GROUP.milk, name: 'Milk', priority: 1, multiSelect: false },
  { id: MODIFIER_GROUP.espressoShots, name: 'Espresso Shots', priority: 2, multiSelect: true },
  { id: MODIFIER_GROUP.syrups, name: 'Syrups', priority: 3, multiSelect: true },
  { id: MODIFIER_GROUP.sweeteners, name: 'Sweeteners', priority: 4, multiSelect: true },
  { id: MODIFIER_GROUP.toppings, name: 'Toppings', priority: 5, multiSelect: true },
  { id: MODIFIER_GROUP.refresherBase, name: 'Base', priority: 1, multiSelect: false },
  { id: MODIFIER_GROUP.warming, name: 'Warming', priority: 1, multiSelect: false },
];

export const modifierScaleRows: ModifierScaleRow[] = [
  { id: MODIFIER_SCALE.espressoRoast, name: 'Espresso Roast', priority: 1 },
  { id: MODIFIER_SCALE.ice, name: 'Ice', priority: 2 },
  { id: MODIFIER_SCALE.sweetness, name: 'Sweetness', priority: 3 },
  { id: MODIFIER_SCALE.room, name: 'Room', priority: 4 },
];

/** A modifier picked once (a milk, a topping, a scale step). */
function once(id: number, name: string, priority: number) {
  return { id, name, priority, isVariableQuantity: false, maxQuantity: 1 };
}
/** A modifier counted in pumps, shots or packets. */
function counted(id: number, name: string, priority: number, maxQuantity: number) {
  return { id, name, priority, isVariableQuantity: true, maxQuantity };
}
const inGroup = (modifierGroupId: number) => ({ modifierGroupId, modifierScaleId: null });
const inScale = (modifierScaleId: number) => ({ modifierGroupId: null, modifierScaleId });

const MILK = inGroup(MODIFIER_GROUP.milk);
const SYRUPS = inGroup(MODIFIER_GROUP.syrups);
const TOPPINGS = inGroup(MODIFIER_GROUP.toppings);
const SHOTS = inGroup(MODIFIER_GROUP.espressoShots);
const SWEETENERS = inGroup(MODIFIER_GROUP.sweeteners);
const WARMING = inGroup(MODIFIER_GROUP.warming);
const BASE = inGroup(MODIFIER_GROUP.refresherBase);

export const modifierRows: ModifierRow[] = [
  // Milk: pick one. Plant milks and breve cost extra (prices.ts).
  { ...MILK, ...once(MOD.milk2, '2% Milk', 1) },
  { ...MILK, ...once(MOD.wholeMilk, 'Whole Milk', 2) },
  { ...MILK, ...once(103, 'Nonfat Milk', 3) },
  { ...MILK, ...once(MOD.oatmilk, 'Oatmilk', 4) },
  { ...MILK, ...once(MOD.almondmilk, 'Almondmilk', 5) },
  { ...MILK, ...once(106, 'Soymilk', 6) },
  { ...MILK, ...once(MOD.coconutmilk, 'Coconutmilk', 7) },
  { ...MILK, ...once(108, 'Breve (Half & Half)', 8) },
  // Syrups: pumps, up to 12 of each.
  { ...SYRUPS, ...counted(MOD.vanillaSyrup, 'Vanilla Syrup', 1, 12) },
  { ...SYRUPS, ...counted(202, 'Caramel Syrup', 2, 12) },
  { ...SYRUPS, ...counted(203, 'Hazelnut Syrup', 3, 12) },
  { ...SYRUPS, ...counted(MOD.classicSyrup, 'Classic Syrup', 4, 12) },
  { ...SYRUPS, ...counted(MOD.peppermintSyrup, 'Peppermint Syrup', 5, 12) },
  { ...SYRUPS, ...counted(MOD.toffeeNutSyrup, 'Toffee Nut Syrup', 6, 12) },
  { ...SYRUPS, ...counted(207, 'Sugar-Free Vanilla Syrup', 7, 12) },
  { ...SYRUPS, ...counted(MOD.cinnamonDolceSyrup, 'Cinnamon Dolce Syrup', 8, 12) },
  { ...SYRUPS, ...counted(MOD.brownSugarSyrup, 'Brown Sugar Syrup', 9, 12) },
  // Toppings: on or off.
  { ...TOPPINGS, ...once(MOD.whippedCream, 'Whipped Cream', 1) },
  { ...TOPPINGS, ...once(MOD.caramelDrizzle, 'Caramel Drizzle', 2) },
  { ...TOPPINGS, ...once(303, 'Mocha Drizzle', 3) },
  { ...TOPPINGS, ...once(304, 'Cinnamon Powder', 4) },
  { ...TOPPINGS, ...once(MOD.vanillaSweetCreamColdFoam, 'Vanilla Sweet Cream Cold Foam', 5) },
  { ...TOPPINGS, ...once(MOD.saltedCaramelColdFoam, 'Salted Caramel Cold Foam', 6) },
  // Espresso shots.
  { ...SHOTS, ...counted(401, 'Extra Shot', 1, 6) },
  { ...SHOTS, ...once(402, 'Ristretto', 2) },
  { ...SHOTS, ...once(403, 'Long Shot', 3) },
  // Sweeteners: packets, free.
  { ...SWEETENERS, ...counted(501, 'Sugar', 1, 6) },
  { ...SWEETENERS, ...counted(502, 'Raw Sugar', 2, 6) },
  { ...SWEETENERS, ...counted(503, 'Honey', 3, 6) },
  { ...SWEETENERS, ...counted(504, 'Stevia', 4, 6) },
  { ...SWEETENERS, ...counted(505, 'Sucralose', 5, 6) },
  // Food warming.
  { ...WARMING, ...once(MOD.warmed, 'Warmed', 1) },
  { ...WARMING, ...once(MOD.notWarmed, 'Not Warmed', 2) },
  // Refresher base.
  { ...BASE, ...once(MOD.water, 'Water', 1) },
  { ...BASE, ...once(702, 'Lemonade', 2) },
  { ...BASE, ...once(MOD.coconutmilkBase, 'Coconutmilk Base', 3) },
  // Scale: Espresso Roast (stepper).
  { ...inScale(MODIFIER_SCALE.espressoRoast), ...once(MOD.blondeRoast, 'Blonde Espresso Roast', 1) },
  { ...inScale(MODIFIER_SCALE.espressoRoast), ...once(MOD.signatureRoast, 'Signature Espresso Roast', 2) },
  { ...inScale(MODIFIER_SCALE.espressoRoast), ...once(903, 'Decaf Espresso Roast', 3) },
  { ...inScale(MODIFIER_SCALE.espressoRoast), ...once(904, 'Half-Decaf Espresso Roast', 4) },
  // Scale: Ice (tabs).
  { ...inScale(MODIFIER_SCALE.ice), ...once(911, 'No Ice', 1) },
  { ...inScale(MODIFIER_SCALE.ice), ...once(912, 'Light Ice', 2) },
  { ...inScale(MODIFIER_SCALE.ice), ...once(MOD.ice, 'Ice', 3) },
  { ...inScale(MODIFIER_SCALE.ice), ...once(914, 'Extra Ice', 4) },
  // Scale: Sweetness (stepper).
  { ...inScale(MODIFIER_SCALE.sweetness), ...once(921, 'Unsweetened', 1) },
  { ...inScale(MODIFIER_SCALE.sweetness), ...once(922, 'Light Sweet', 2) },
  { ...inScale(MODIFIER_SCALE.sweetness), ...once(MOD.regularSweetness, 'Regular Sweetness', 3) },
  { ...inScale(MODIFIER_SCALE.sweetness), ...once(924, 'Extra Sweet', 4) },
  // Scale: Room (tabs).
  { ...inScale(MODIFIER_SCALE.room), ...once(MOD.noRoom, 'No Room', 1) },
  { ...inScale(MODIFIER_SCALE.room), ...once(932, 'Light Room', 2) },
  { ...inScale(MODIFIER_SCALE.room), ...once(933, 'Extra Room', 3) },
];
