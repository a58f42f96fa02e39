// Which modifier groups and scales each product offers, with the preselected modifier. Whole-bean
// coffee, juice and a few treats take no modifiers at all.
import type { productModifierGroups, productModifierScales } from '../schema/menu.ts';
import { MOD, MODIFIER_GROUP, MODIFIER_SCALE } from './modifiers.ts';

type GroupLink = readonly [modifierGroupId: number, defaultModifierId: number | null];
type ScaleLink = readonly [modifierScaleId: number, defaultModifierId: number];
interface ModifierSetup {
  groups: GroupLink[];
  scales: ScaleLink[];
}

const milk = (defaultId: number | null): GroupLink => [MODIFIER_GROUP.milk, defaultId];
const syrups = (defaultId: number | null = null): GroupLink => [MODIFIER_GROUP.syrups, defaultId];
const toppings = (defaultId: number | null = null): GroupLink => [MODIFIER_GROUP.toppings, defaultId];
const warming = (defaultId: number): GroupLink => [MODIFIER_GROUP.warming, defaultId];
const base = (defaultId: number): GroupLink => [MODIFIER_GROUP.refresherBase, defaultId];
const SHOTS: GroupLink = [MODIFIER_GROUP.espressoShots, null];
const SWEETENERS: GroupLink = [MODIFIER_GROUP.sweeteners, null];

const roast = (defaultId: number = MOD.signatureRoast): ScaleLink => [
  MODIFIER_SCALE.espressoRoast,
  defaultId,
];
const ICE: ScaleLink = [MODIFIER_SCALE.ice, MOD.ice];
const SWEETNESS: ScaleLink = [MODIFIER_SCALE.sweetness, MOD.regularSweetness];
const ROOM: ScaleLink = [MODIFIER_SCALE.room, MOD.noRoom];

interface DrinkDefaults {
  milk?: number;
  syrup?: number;
  topping?: number;
  roast?: number;
}

/** Hot espresso-and-milk drinks: lattes, macchiatos, mochas. */
const espressoDrink = (d: DrinkDefaults = {}): ModifierSetup => ({
  groups: [milk(d.milk ?? MOD.milk2), SHOTS, syrups(d.syrup), SWEETENERS, toppings(d.topping)],
  scales: [roast(d.roast)],
});
/** Shaken espresso over ice. */
const shakenEspresso = (d: DrinkDefaults): ModifierSetup => ({
  groups: [milk(d.milk ?? MOD.milk2), SHOTS, syrups(d.syrup), toppings()],
  scales: [roast(MOD.blondeRoast), ICE],
});
const brewedCoffee: ModifierSetup = { groups: [milk(null), SHOTS, syrups(), SWEETENERS], scales: [ROOM] };
const americano = (roastId: number): ModifierSetup => ({
  groups: [SHOTS, syrups(), SWEETENERS, milk(null)],
  scales: [roast(roastId), ROOM],
});
const coldBrew = (d: DrinkDefaults = {}): ModifierSetup => ({
  groups: [milk(null), syrups(d.syrup), SWEETENERS, toppings(d.topping)],
  scales: [ICE],
});
const blended = (d: { topping?: number; coffee: boolean }): ModifierSetup => ({
  groups: [milk(MOD.wholeMilk), ...(d.coffee ? [SHOTS] : []), syrups(), toppings(d.topping)],
  scales: [],
});
const hotTea: ModifierSetup = { groups: [syrups(), SWEETENERS], scales: [ROOM] };
const icedTea: ModifierSetup = { groups: [syrups(), SWEETENERS], scales: [ICE, SWEETNESS] };
const teaLatte = (d: DrinkDefaults = {}): ModifierSetup => ({
  groups: [milk(MOD.milk2), syrups(d.syrup), SWEETENERS, toppings()],
  scales: [],
});
const refresher = (baseId: number): ModifierSetup => ({ groups: [base(baseId)], scales: [ICE, SWEETNESS] });
const kidsDrink = (d: DrinkDefaults): ModifierSetup => ({
  groups: [milk(d.milk ?? MOD.milk2), syrups(d.syrup), toppings(d.topping)],
  scales: [],
});
const servedWarm: ModifierSetup = { groups: [warming(MOD.warmed)], scales: [] };
const servedAsIs: ModifierSetup = { groups: [warming(MOD.notWarmed)], scales: [] };

const SETUP_BY_PRODUCT: ReadonlyMap<number, ModifierSetup> = new Map<number, ModifierSetup>([
  // Hot coffee
  [301, espressoDrink()],
  [302, espressoDrink({ syrup: MOD.vanillaSyrup, roast: MOD.blondeRoast })],
  [303, espressoDrink({ syrup: MOD.cinnamonDolceSyrup, topping: MOD.whippedCream })],
  [304, espressoDrink()],
  [305, espressoDrink({ milk: MOD.oatmilk, roast: MOD.blondeRoast })],
  [306, espressoDrink({ syrup: MOD.toffeeNutSyrup, topping: MOD.whippedCream })],
  [307, espressoDrink({ topping: MOD.whippedCream })],
  [308, espressoDrink()],
  [309, espressoDrink({ milk: MOD.wholeMilk })],
  [310, { groups: [SHOTS, syrups(), SWEETENERS], scales: [roast()] }],
  [311, brewedCoffee],
  [312, brewedCoffee],
  [313, brewedCoffee],
  [314, brewedCoffee],
  [315, { groups: [milk(MOD.milk2), syrups(), SWEETENERS], scales: [ROOM] }],
  [321, americano(MOD.signatureRoast)],
  [322, americano(MOD.blondeRoast)],
  [331, espressoDrink({ syrup: MOD.vanillaSyrup, topping: MOD.caramelDrizzle })],
  [332, espressoDrink({ milk: MOD.wholeMilk })],
  [333, { groups: [milk(MOD.milk2), SHOTS, syrups(), SWEETENERS], scales: [roast()] }],
  [341, espressoDrink({ topping: MOD.whippedCream })],
  [342, espressoDrink({ topping: MOD.whippedCream })],
  [343, espressoDrink({ syrup: MOD.peppermintSyrup, topping: MOD.whippedCream })],
  [344, kidsDrink({ topping: MOD.whippedCream })],
  // Cold coffee
  [351, coldBrew()],
  [352, coldBrew({ syrup: MOD.vanillaSyrup })],
  [353, coldBrew({ syrup: MOD.vanillaSyrup, topping: MOD.saltedCaramelColdFoam })],
  [354, { groups: [milk(null), syrups(), toppings()], scales: [] }], // poured from the tap, no ice
  [355, { groups: [milk(null), syrups(MOD.classicSyrup)], scales: [ICE, SWEETNESS] }],
  [356, coldBrew({ topping: MOD.vanillaSweetCreamColdFoam })],
  [361, shakenEspresso({ milk: MOD.oatmilk, syrup: MOD.brownSugarSyrup })],
  [362, shakenEspresso({ milk: MOD.almondmilk })],
  [363, shakenEspresso({ milk: MOD.oatmilk })],
  [401, blended({ coffee: true })],
  [402, blended({ coffee: true, topping: MOD.whippedCream })],
  [403, blended({ coffee: true, topping: MOD.whippedCream })],
  [404, blended({ coffee: true, topping: MOD.whippedCream })],
  [411, blended({ coffee: false, topping: MOD.whippedCream })],
  [412, blended({ coffee: false, topping: MOD.whippedCream })],
  [413, blended({ coffee: false, topping: MOD.whippedCream })],
  // Tea and Refreshers
  [431, hotTea],
  [432, hotTea],
  [433, hotTea],
  [434, hotTea],
  [441, icedTea],
  [442, icedTea],
  [443, icedTea],
  [444, icedTea],
  [451, teaLatte()],
  [452, teaLatte()],
  [453, teaLatte({ syrup: MOD.vanillaSyrup })],
  [454, { groups: [milk(MOD.milk2), SHOTS, syrups(), SWEETENERS], scales: [roast()] }],
  [461, refresher(MOD.water)],
  [462, refresher(MOD.water)],
  [463, refresher(MOD.water)],
  [464, refresher(MOD.coconutmilkBase)],
  [465, refresher(MOD.water)],
  // Kids
  [528, kidsDrink({ topping: MOD.whippedCream })],
  [521, kidsDrink({})],
  [522, kidsDrink({ syrup: MOD.vanillaSyrup, topping: MOD.whippedCream })],
  [523, kidsDrink({ milk: MOD.wholeMilk, topping: MOD.whippedCream })],
  // Bakery: pastries and breakfast are offered warmed; loaves, muffins and cookies come as they are.
  [601, servedWarm],
  [602, servedWarm],
  [603, servedWarm],
  [604, servedAsIs],
  [605, servedAsIs],
  [606, servedAsIs],
  [607, servedAsIs],
  [608, servedAsIs],
  [611, servedWarm],
  [612, servedWarm],
  [613, servedWarm],
  [614, servedWarm],
  [615, servedWarm],
  [616, servedWarm],
  [617, { groups: [SWEETENERS], scales: [] }],
  [621, servedAsIs],
  // Fall preview
  [801, espressoDrink({ topping: MOD.whippedCream })],
  [802, coldBrew({ syrup: MOD.vanillaSyrup })],
  [803, servedAsIs],
]);

export const productModifierGroupRows: (typeof productModifierGroups.$inferInsert)[] = [
  ...SETUP_BY_PRODUCT,
].flatMap(([productId, setup]) =>
  setup.groups.map(([modifierGroupId, defaultModifierId]) => ({
    productId,
    modifierGroupId,
    defaultModifierId,
  })),
);

export const productModifierScaleRows: (typeof productModifierScales.$inferInsert)[] = [
  ...SETUP_BY_PRODUCT,
].flatMap(([productId, setup]) =>
  setup.scales.map(([modifierScaleId, defaultModifierId]) => ({
    productId,
    modifierScaleId,
    defaultModifierId,
  })),
);
