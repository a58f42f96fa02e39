// Kids' drinks. Several are autoModify: the app hides their 16oz and 'Kids' sizes and moves the
// selection to Tall, except product 528 (Kids Hot Chocolate), which keeps its 'Kids' size.
// Nutrition is for the 'Kids' size.
import type { products } from '../schema/menu.ts';
import { ING, nutrition } from './ingredients.ts';

type ProductRow = typeof products.$inferInsert;

/** The one product whose 'Kids' size the app shows even though it is autoModify. */
export const KIDS_HOT_CHOCOLATE_ID = 528;

export const kidsProducts: ProductRow[] = [
  {
    id: KIDS_HOT_CHOCOLATE_ID,
    name: 'Kids Hot Chocolate',
    ticketName: 'KD HOT CHOC',
    description: 'Kid-temperature steamed milk with mocha sauce and whipped cream, in an 8oz cup.',
    icon: 'baby-bottle',
    image: 'chocolate-bar',
    priority: 1,
    autoModify: true,
    ingredients: [ING.milk2, ING.mochaSauce, ING.whippedCream, ING.steam, ING.hotCup],
    nutrition: nutrition(190, 8, 22, 7, 10, 19),
    allergens: ['Milk', 'Soy'],
  },
  {
    id: 521,
    name: 'Kids Steamed Milk',
    ticketName: 'KD STEAMER',
    description:
      'Warm steamed milk at a kid-friendly temperature; add a pump of vanilla for a vanilla steamer.',
    icon: 'baby-bottle',
    image: 'glass-of-milk',
    priority: 2,
    autoModify: true,
    ingredients: [ING.milk2, ING.steam, ING.hotCup],
    nutrition: nutrition(100, 4, 10, 7, 0, 10),
    allergens: ['Milk'],
  },
  {
    id: 522,
    name: 'Kids Vanilla Crème',
    ticketName: 'KD VAN CREME',
    description: 'Steamed milk with vanilla syrup and whipped cream.',
    icon: 'baby-bottle',
    image: 'soft-ice-cream',
    priority: null,
    autoModify: true,
    ingredients: [ING.milk2, ING.vanillaSyrup, ING.whippedCream, ING.steam, ING.hotCup],
    nutrition: nutrition(160, 7, 19, 6, 0, 19),
    allergens: ['Milk'],
  },
  {
    id: 523,
    name: 'Kids Strawberry Crème Blended',
    ticketName: 'KD STRAW BLND',
    description: 'A small strawberry milkshake-style blend with whipped cream. Caffeine-free.',
    icon: 'baby-bottle',
    image: 'strawberry',
    priority: null,
    autoModify: true,
    ingredients: [
      ING.cremeBlendedBase,
      ING.strawberryPuree,
      ING.wholeMilk,
      ING.whippedCream,
      ING.ice,
      ING.blend,
      ING.coldCup,
    ],
    nutrition: nutrition(190, 8, 27, 3, 0, 26),
    allergens: ['Milk'],
  },
  {
    id: 524,
    name: 'Kids Chocolate Milk',
    ticketName: 'KD CHOC MILK',
    description: 'Cold 2% milk stirred with mocha sauce.',
    icon: 'baby-bottle',
    image: 'glass-of-milk',
    priority: null,
    autoModify: false,
    ingredients: [ING.milk2, ING.mochaSauce, ING.coldCup],
    nutrition: nutrition(170, 5, 25, 8, 5, 23),
    allergens: ['Milk', 'Soy'],
  },
  {
    id: 525,
    name: 'Kids Apple Juice',
    ticketName: 'KD APPLE JUICE',
    description: '100% apple juice, not from concentrate.',
    icon: 'baby-bottle',
    image: 'red-apple',
    priority: null,
    autoModify: false,
    ingredients: [ING.appleJuice, ING.coldCup],
    nutrition: nutrition(120, 0, 29, 0, 0, 26),
    allergens: [],
  },
];
