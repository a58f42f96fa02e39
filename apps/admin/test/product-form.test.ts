// The product editor's form made from a product the draft holds: what saveMenuProduct takes, and
// nothing the client added when it read the product (a __typename is refused by every input type).
import { describe, expect, it } from 'vitest';
import { formOf, type SavedProduct } from '../src/features/menu/product-form.ts';

const NUTRITION = {
  calories: 190,
  fatGrams: 7,
  carbohydrateGrams: 19,
  proteinGrams: 12,
  caffeineMg: 150,
  sugarGrams: 17,
};

const loaded = {
  id: 7,
  version: 2,
  name: 'Maple Oat Latte',
  ticketName: 'MAPLE OAT LATTE',
  description: '',
  icon: 'cup',
  image: 'latte',
  autoModify: false,
  allergens: ['Oats'],
  groupIds: [11],
  ingredients: [],
  nutrition: { __typename: 'Nutrition', ...NUTRITION },
  sizes: [{ sizeId: 3, isDefault: true }],
  versions: [],
  modifierGroups: [{ modifierGroupId: 1, defaultModifierId: 101 }],
  modifierScales: [],
  visibility: [],
} as SavedProduct;

describe('the product form of a saved product', () => {
  it('carries the nutrition facts without the __typename the client read', () => {
    expect(formOf(loaded).nutrition).toEqual(NUTRITION);
    expect(JSON.stringify(formOf(loaded))).not.toContain('__typename');
  });
});
