// Recipe components the product rows are built from, plus a nutrition shorthand.
//
// Ingredient group ids: 1 espresso, 2 milk and cream, 3 syrups and sauces, 4 coffee, 5 tea,
// 6 toppings, 7 fruit, 8 bakery, 9 bases, 11 cups and lids, 14 barista steps.
// The app leaves groups 11 and 14 out of the ingredient list, and also the components 437 (hot cup),
// 438 (cold cup), 89 (water) and 35 (ice) wherever they appear, so every rule shows up somewhere.
import type { Ingredient, Nutrition } from '../schema/menu.ts';

function ingredient(groupId: number, componentId: number, name: string): Ingredient {
  return { groupId, componentId, name };
}

export const ING = {
  // Espresso
  espresso: ingredient(1, 101, 'Espresso'),
  blondeEspresso: ingredient(1, 102, 'Blonde Espresso'),
  // Milk and cream
  milk2: ingredient(2, 201, '2% Milk'),
  wholeMilk: ingredient(2, 202, 'Whole Milk'),
  nonfatMilk: ingredient(2, 203, 'Nonfat Milk'),
  oatmilk: ingredient(2, 204, 'Oatmilk'),
  almondmilk: ingredient(2, 205, 'Almondmilk'),
  coconutmilk: ingredient(2, 207, 'Coconutmilk'),
  heavyCream: ingredient(2, 208, 'Heavy Cream'),
  vanillaSweetCream: ingredient(2, 209, 'Vanilla Sweet Cream'),
  // Syrups and sauces
  vanillaSyrup: ingredient(3, 301, 'Vanilla Syrup'),
  caramelSauce: ingredient(3, 302, 'Caramel Sauce'),
  mochaSauce: ingredient(3, 303, 'Mocha Sauce'),
  whiteMochaSauce: ingredient(3, 304, 'White Chocolate Mocha Sauce'),
  peppermintSyrup: ingredient(3, 305, 'Peppermint Syrup'),
  toffeeNutSyrup: ingredient(3, 306, 'Toffee Nut Syrup'),
  cinnamonDolceSyrup: ingredient(3, 307, 'Cinnamon Dolce Syrup'),
  brownSugarSyrup: ingredient(3, 308, 'Brown Sugar Syrup'),
  classicSyrup: ingredient(3, 309, 'Classic Syrup'),
  honeyBlend: ingredient(3, 310, 'Honey Blend'),
  maplePecanSauce: ingredient(3, 311, 'Maple Pecan Sauce'),
  chestnutPralineSyrup: ingredient(3, 312, 'Chestnut Praline Syrup'),
  hazelnutSyrup: ingredient(3, 313, 'Hazelnut Syrup'),
  pumpkinSauce: ingredient(3, 314, 'Pumpkin Spice Sauce'),
  sugarCookieSyrup: ingredient(3, 315, 'Sugar Cookie Syrup'),
  irishCreamSyrup: ingredient(3, 316, 'Irish Cream Syrup'),
  liquidCaneSugar: ingredient(3, 317, 'Liquid Cane Sugar'),
  strawberryPuree: ingredient(3, 318, 'Strawberry Purée'),
  mangoPuree: ingredient(3, 319, 'Mango Purée'),
  // Coffee
  brewedCoffee: ingredient(4, 401, 'Brewed Coffee'),
  coldBrew: ingredient(4, 402, 'Cold Brew Coffee'),
  nitroColdBrew: ingredient(4, 403, 'Nitro Cold Brew'),
  wholeBeanCoffee: ingredient(4, 404, 'Whole Bean Arabica Coffee'),
  coffeeBlendedBase: ingredient(9, 903, 'Coffee Blended Base'),
  cremeBlendedBase: ingredient(9, 904, 'Crème Blended Base'),
  // Tea
  blackTea: ingredient(5, 501, 'Black Tea'),
  greenTea: ingredient(5, 502, 'Green Tea'),
  chaiConcentrate: ingredient(5, 503, 'Chai Tea Concentrate'),
  matchaPowder: ingredient(5, 504, 'Matcha Powder'),
  earlGreyTea: ingredient(5, 505, 'Earl Grey Tea'),
  chamomileTea: ingredient(5, 506, 'Chamomile Herbal Tea'),
  mintCitrusTea: ingredient(5, 507, 'Mint Citrus Green Tea'),
  peachHerbalTea: ingredient(5, 508, 'Peach Herbal Tea'),
  hibiscusTea: ingredient(5, 509, 'Hibiscus Herbal Tea'),
  // Toppings
  whippedCream: ingredient(6, 601, 'Whipped Cream'),
  caramelDrizzle: ingredient(6, 602, 'Caramel Drizzle'),
  mochaDrizzle: ingredient(6, 603, 'Mocha Drizzle'),
  cookieCrumble: ingredient(6, 604, 'Chocolate Cookie Crumble'),
  chocolateChips: ingredient(6, 605, 'Chocolate Chips'),
  cinnamonDolceTopping: ingredient(6, 606, 'Cinnamon Dolce Topping'),
  saltedCaramelColdFoam: ingredient(6, 607, 'Salted Caramel Cold Foam'),
  chocolateCurls: ingredient(6, 608, 'Dark Chocolate Curls'),
  pecanCrunch: ingredient(6, 609, 'Pecan Crunch Topping'),
  pralineCrumbs: ingredient(6, 610, 'Praline Crumbs'),
  pumpkinSpiceTopping: ingredient(6, 611, 'Pumpkin Spice Topping'),
  holidaySprinkles: ingredient(6, 612, 'Red & Green Sprinkles'),
  // Fruit
  strawberryAcaiBase: ingredient(7, 701, 'Strawberry Açaí Base'),
  mangoDragonfruitBase: ingredient(7, 702, 'Mango Dragonfruit Base'),
  pineapplePassionfruitBase: ingredient(7, 703, 'Pineapple Passionfruit Base'),
  pricklyPearBase: ingredient(7, 704, 'Prickly Pear Base'),
  freezeDriedStrawberries: ingredient(7, 705, 'Freeze-Dried Strawberries'),
  dragonfruitPieces: ingredient(7, 706, 'Dragonfruit Pieces'),
  pineapplePieces: ingredient(7, 707, 'Pineapple Pieces'),
  appleJuice: ingredient(7, 708, 'Apple Juice'),
  lemonade: ingredient(9, 905, 'Lemonade'),
  // Bakery
  wheatFlour: ingredient(8, 801, 'Enriched Wheat Flour'),
  butter: ingredient(8, 802, 'Butter'),
  eggs: ingredient(8, 803, 'Eggs'),
  sugar: ingredient(8, 804, 'Cane Sugar'),
  chocolate: ingredient(8, 805, 'Semisweet Chocolate'),
  almonds: ingredient(8, 806, 'Almonds'),
  blueberries: ingredient(8, 807, 'Blueberries'),
  cinnamon: ingredient(8, 808, 'Cinnamon'),
  lemon: ingredient(8, 809, 'Lemon Juice'),
  bacon: ingredient(8, 810, 'Applewood-Smoked Bacon'),
  gouda: ingredient(8, 811, 'Gouda Cheese'),
  spinach: ingredient(8, 812, 'Spinach'),
  feta: ingredient(8, 813, 'Feta Cheese'),
  wholeWheatWrap: ingredient(8, 814, 'Whole-Wheat Wrap'),
  sausage: ingredient(8, 815, 'Pork Sausage'),
  cheddar: ingredient(8, 816, 'Cheddar Cheese'),
  gruyere: ingredient(8, 817, 'Gruyère Cheese'),
  rolledOats: ingredient(8, 818, 'Rolled Oats'),
  cranberries: ingredient(8, 819, 'Dried Cranberries'),
  creamCheese: ingredient(8, 820, 'Cream Cheese Icing'),
  englishMuffin: ingredient(8, 821, 'English Muffin'),
  sesameSeeds: ingredient(8, 822, 'Sesame Seeds'),
  pumpkin: ingredient(8, 823, 'Pumpkin Purée'),
  marshmallow: ingredient(8, 824, 'Marshmallow'),
  riceCereal: ingredient(8, 825, 'Crisp Rice Cereal'),
  bagelDough: ingredient(8, 826, 'Bagel Dough'),
  vanillaCake: ingredient(8, 827, 'Vanilla Cake'),
  // Bases (water and ice are left out of the shown list by component id)
  water: ingredient(9, 89, 'Water'),
  ice: ingredient(9, 35, 'Ice'),
  // Cups and lids: group 11, never shown (437 and 438 are also left out by component id)
  hotCup: ingredient(11, 437, 'Hot Cup'),
  coldCup: ingredient(11, 438, 'Cold Cup'),
  domeLid: ingredient(11, 440, 'Dome Lid'),
  pastryBag: ingredient(11, 441, 'Pastry Bag'),
  valveBag: ingredient(11, 442, 'One-Way Valve Bag'),
  // Barista steps: group 14, never shown
  steam: ingredient(14, 1401, 'Steam'),
  shake: ingredient(14, 1402, 'Shake'),
  blend: ingredient(14, 1403, 'Blend'),
  ovenWarm: ingredient(14, 1404, 'Oven Warm'),
} satisfies Record<string, Ingredient>;

/** Nutrition for the default size, in order: calories, fat g, carbohydrate g, protein g, caffeine mg, sugar g. */
export function nutrition(
  calories: number,
  fatGrams: number,
  carbohydrateGrams: number,
  proteinGrams: number,
  caffeineMg: number,
  sugarGrams: number,
): Nutrition {
  return { calories, fatGrams, carbohydrateGrams, proteinGrams, caffeineMg, sugarGrams };
}
