// The fall line-up, loaded ahead of launch. It sits only in the hidden 'Fall Preview' group, so the
// menu does not show it until marketing flips the group to visible.
import type { products } from '../schema/menu.ts';
import { ING, nutrition } from './ingredients.ts';

type ProductRow = typeof products.$inferInsert;

export const fallPreviewProducts: ProductRow[] = [
  {
    id: 801,
    name: 'Pumpkin Spice Latte',
    ticketName: 'PSL',
    description:
      'Espresso, steamed milk and pumpkin spice sauce, topped with whipped cream and pumpkin pie spices.',
    icon: 'hot-beverage',
    image: 'jack-o-lantern',
    priority: 1,
    autoModify: false,
    ingredients: [
      ING.espresso,
      ING.milk2,
      ING.pumpkinSauce,
      ING.whippedCream,
      ING.pumpkinSpiceTopping,
      ING.steam,
      ING.hotCup,
    ],
    nutrition: nutrition(390, 14, 52, 14, 150, 50),
    allergens: ['Milk'],
  },
  {
    id: 802,
    name: 'Pumpkin Cream Cold Brew',
    ticketName: 'PUMPKIN CRM CB',
    description: 'Cold brew with vanilla, topped with pumpkin cream cold foam and pumpkin spice.',
    icon: 'cup-with-straw',
    image: 'fallen-leaf',
    priority: 2,
    autoModify: false,
    ingredients: [
      ING.coldBrew,
      ING.vanillaSyrup,
      ING.vanillaSweetCream,
      ING.pumpkinSauce,
      ING.pumpkinSpiceTopping,
      ING.water,
      ING.ice,
      ING.coldCup,
    ],
    nutrition: nutrition(250, 12, 31, 3, 185, 31),
    allergens: ['Milk'],
  },
  {
    id: 803,
    name: 'Pumpkin Loaf',
    ticketName: 'PUMPKIN LOAF',
    description: 'Pumpkin bread with cinnamon, nutmeg and clove, topped with pepitas.',
    icon: 'croissant',
    image: 'bread',
    priority: null,
    autoModify: false,
    ingredients: [ING.wheatFlour, ING.pumpkin, ING.eggs, ING.sugar, ING.cinnamon, ING.pastryBag],
    nutrition: nutrition(410, 15, 63, 6, 0, 39),
    allergens: ['Wheat', 'Egg', 'Milk'],
  },
];
