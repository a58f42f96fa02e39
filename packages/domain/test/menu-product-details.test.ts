import { describe, expect, it } from 'vitest';
import { buildProductDetail, buildProductDetails } from '../src/menu/menu-product-details.ts';
import type { MenuTables, ModifierRow, ProductRow } from '../src/menu/menu-tables.ts';

const product = (id: number, name: string): ProductRow => ({
  id,
  name,
  ticketName: name,
  description: `${name}, described`,
  icon: 'cup',
  image: `${id}.png`,
  priority: id,
  autoModify: false,
  ingredients: [],
  nutrition: {
    calories: 190,
    fatGrams: 7,
    carbohydrateGrams: 19,
    proteinGrams: 13,
    caffeineMg: 150,
    sugarGrams: 17,
  },
  allergens: [],
});

const modifier = (id: number, group: number | null, scale: number | null, priority: number): ModifierRow => ({
  id,
  modifierGroupId: group,
  modifierScaleId: scale,
  name: `Modifier ${id}`,
  priority,
  isVariableQuantity: false,
  maxQuantity: 1,
});

// Rows deliberately out of priority order, and links to rows that do not exist.
const tables: MenuTables = {
  regions: [],
  productGroups: [],
  products: [product(1, 'Caffè Latte'), product(2, 'Scone')],
  productGroupProducts: [
    { groupId: 20, productId: 1 },
    { groupId: 21, productId: 1 },
    { groupId: 30, productId: 2 },
  ],
  sizes: [
    { id: 3, name: 'Grande', ounces: 16, priority: 2 },
    { id: 2, name: 'Tall', ounces: 12, priority: 1 },
    { id: 4, name: 'Venti', ounces: 20, priority: 3 },
  ],
  productSizes: [
    { productId: 1, sizeId: 4, isDefault: false },
    { productId: 1, sizeId: 3, isDefault: true },
    { productId: 1, sizeId: 2, isDefault: false },
    { productId: 1, sizeId: 99, isDefault: false },
  ],
  productVersions: [
    { id: 12, productId: 1, name: 'Iced', priority: 2, priceDeltaCents: 0 },
    { id: 11, productId: 1, name: 'Hot', priority: 1, priceDeltaCents: 0 },
  ],
  modifierGroups: [
    { id: 7, name: 'Milk', priority: 2, multiSelect: false },
    { id: 8, name: 'Syrups', priority: 1, multiSelect: true },
  ],
  modifierScales: [{ id: 9, name: 'Ice', priority: 1 }],
  modifiers: [
    modifier(102, 7, null, 2),
    modifier(101, 7, null, 1),
    modifier(201, 8, null, 1),
    modifier(302, null, 9, 2),
    modifier(301, null, 9, 1),
  ],
  productModifierGroups: [
    { productId: 1, modifierGroupId: 7, defaultModifierId: 101 },
    { productId: 1, modifierGroupId: 8, defaultModifierId: null },
    { productId: 1, modifierGroupId: 98, defaultModifierId: null },
  ],
  productModifierScales: [{ productId: 1, modifierScaleId: 9, defaultModifierId: 302 }],
  productVisibility: [{ id: 1, productId: 2, storeId: 118, regionId: null, isVisibleOnlineOrdering: false }],
};

describe('product details from the menu tables', () => {
  const details = buildProductDetails(tables);

  it('joins every option of a product in priority order, skipping links to missing rows', () => {
    const latte = details.get(1);
    expect(latte?.name).toBe('Caffè Latte');
    expect(latte?.groupIds).toEqual([20, 21]);
    expect(latte?.sizes.map((s) => [s.name, s.isDefault])).toEqual([
      ['Tall', false],
      ['Grande', true],
      ['Venti', false],
    ]);
    expect(latte?.productVersions.map((v) => v.name)).toEqual(['Hot', 'Iced']);
    expect(
      latte?.modifierGroups.map((g) => [g.name, g.defaultModifierId, g.modifiers.map((m) => m.id)]),
    ).toEqual([
      ['Syrups', null, [201]],
      ['Milk', 101, [101, 102]],
    ]);
    expect(
      latte?.modifierScales.map((s) => [s.name, s.defaultModifierId, s.modifiers.map((m) => m.id)]),
    ).toEqual([['Ice', 302, [301, 302]]]);
    expect(latte?.visibility).toEqual([]);
  });

  it('gives a product without options empty lists and keeps its visibility rules', () => {
    const scone = details.get(2);
    expect(scone?.sizes).toEqual([]);
    expect(scone?.modifierGroups).toEqual([]);
    expect(scone?.visibility).toEqual([
      { id: 1, productId: 2, storeId: 118, regionId: null, isVisibleOnlineOrdering: false },
    ]);
  });

  it('knows no product the menu does not have', () => {
    expect(details.get(3)).toBeUndefined();
  });
});

describe('one product joined alone', () => {
  // Ties in priority (104 and 101 in Milk, 303 and 301 in Ice), a group the two products share, a
  // modifier in a group and a scale: the one product's join must order and pick as the menu's does.
  const shared: MenuTables = {
    ...tables,
    products: [...tables.products, product(4, 'Flat White')],
    productSizes: [...tables.productSizes, { productId: 4, sizeId: 2, isDefault: true }],
    modifiers: [
      ...tables.modifiers,
      modifier(104, 7, null, 1),
      modifier(303, null, 9, 1),
      modifier(401, 8, 9, 3),
    ],
    productModifierGroups: [
      ...tables.productModifierGroups,
      { productId: 4, modifierGroupId: 7, defaultModifierId: 104 },
    ],
  };
  const whole = buildProductDetails(shared);

  it.each([1, 2, 4])('gives product %i exactly as the whole menu join does', (id) => {
    expect(buildProductDetail(shared, id)).toEqual(whole.get(id));
  });

  it('knows no product the menu does not have', () => {
    expect(buildProductDetail(shared, 3)).toBeNull();
  });
});
