// A product as the product page reads it from the menu tables: the seeded Caffè Latte (sizes, Hot and Iced,
// milk with a default, counted syrups, toppings, a tabs scale and a stepper scale).
import type { MenuPrices } from '../../src/features/product/api/menu-prices-query.ts';
import type { ProductDetail } from '../../src/features/product/model/product-detail.ts';

const once = (id: number, name: string) => ({ id, name, isVariableQuantity: false, maxQuantity: 1 });
const pumps = (id: number, name: string, maxQuantity: number) => ({
  id,
  name,
  isVariableQuantity: true,
  maxQuantity,
});

export const latteProduct: ProductDetail = {
  id: 301,
  name: 'Caffè Latte',
  description: 'Espresso with steamed milk.',
  icon: 'hot-beverage',
  image: 'hot-beverage',
  autoModify: false,
  groupIds: [11],
  ingredients: [],
  nutrition: {
    calories: 190,
    fatGrams: 7,
    carbohydrateGrams: 19,
    proteinGrams: 13,
    caffeineMg: 150,
    sugarGrams: 18,
  },
  allergens: ['Milk'],
  sizes: [
    { id: 1, name: 'Short', ounces: 8, isDefault: false },
    { id: 2, name: 'Tall', ounces: 12, isDefault: false },
    { id: 3, name: 'Grande', ounces: 16, isDefault: true },
    { id: 4, name: 'Venti', ounces: 20, isDefault: false },
    { id: 21, name: 'Employee', ounces: null, isDefault: false },
  ],
  productVersions: [
    { id: 3011, name: 'Hot', priceDeltaCents: 0 },
    { id: 3012, name: 'Iced', priceDeltaCents: 0 },
  ],
  modifierGroups: [
    {
      id: 1,
      name: 'Milk',
      multiSelect: false,
      defaultModifierId: 101,
      modifiers: [once(101, '2% Milk'), once(102, 'Whole Milk'), once(104, 'Oatmilk')],
    },
    {
      id: 2,
      name: 'Syrups',
      multiSelect: true,
      defaultModifierId: null,
      modifiers: [pumps(201, 'Vanilla Syrup', 3), pumps(202, 'Caramel Syrup', 12)],
    },
    {
      id: 3,
      name: 'Toppings',
      multiSelect: true,
      defaultModifierId: null,
      modifiers: [once(301, 'Whipped Cream'), once(302, 'Caramel Drizzle')],
    },
  ],
  modifierScales: [
    {
      id: 1,
      name: 'Espresso Roast',
      defaultModifierId: 902,
      modifiers: [
        { id: 901, name: 'Blonde Espresso Roast' },
        { id: 902, name: 'Signature Espresso Roast' },
        { id: 903, name: 'Decaf Espresso Roast' },
      ],
    },
    {
      id: 2,
      name: 'Ice',
      defaultModifierId: 913,
      modifiers: [
        { id: 911, name: 'No Ice' },
        { id: 912, name: 'Light Ice' },
        { id: 913, name: 'Ice' },
        { id: 914, name: 'Extra Ice' },
      ],
    },
  ],
};

export const lattePrices: MenuPrices = {
  storeId: 111,
  taxRateMicros: 86000,
  items: [
    { productId: 301, sizeId: 1, priceCents: 395 },
    { productId: 301, sizeId: 2, priceCents: 445 },
    { productId: 301, sizeId: 3, priceCents: 495 },
    { productId: 301, sizeId: 4, priceCents: 545 },
  ],
  modifiers: [
    { modifierId: 104, priceCents: 70 },
    { modifierId: 201, priceCents: 60 },
  ],
};
