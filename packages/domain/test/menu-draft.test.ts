// The back office's menu edits as pure functions: a product saved and read back is the same product;
// what publishing would change is named record by record; the editor's rules refuse with clear words.
import { describe, expect, it } from 'vitest';
import {
  productDraftOf,
  productDraftsOf,
  withGroup,
  withGroupOrder,
  withoutProduct,
  withProduct,
  type MenuProductDraft,
} from '../src/menu/menu-draft.ts';
import { menuDraftChanges } from '../src/menu/menu-draft-changes.ts';
import { groupProblems, menuDraftProblems, productProblems } from '../src/menu/menu-draft-rules.ts';
import {
  modifierGroupProblems,
  modifierScaleProblems,
  optionRemovalProblems,
  sizeProblems,
} from '../src/menu/menu-draft-option-rules.ts';
import {
  modifierGroupDraftOf,
  withModifierGroup,
  withModifierScale,
  withoutModifierGroup,
  withoutModifierScale,
  withoutSize,
  withSize,
} from '../src/menu/menu-draft-options.ts';
import type { MenuTables } from '../src/menu/menu-tables.ts';
import { wholeMenuProblems } from '../src/menu/menu-whole-rules.ts';

const NUTRITION = {
  calories: 10,
  fatGrams: 0,
  carbohydrateGrams: 1,
  proteinGrams: 0,
  caffeineMg: 75,
  sugarGrams: 0,
};

/** A group that is not the seasonal one. */
const NO_BANNER = { isSeasonal: false, bannerTitle: '', bannerSubtitle: '', bannerPicture: '' };

const live: MenuTables = {
  regions: [{ id: 1, name: 'Northeast' }],
  productGroups: [
    { id: 10, parentId: 0, name: 'Hot Coffee', isVisible: true, priority: 1, image: 'hot', ...NO_BANNER },
    { id: 11, parentId: 10, name: 'Lattes', isVisible: true, priority: 1, image: 'latte', ...NO_BANNER },
    { id: 20, parentId: 0, name: 'Iced Coffee', isVisible: true, priority: 2, image: 'iced', ...NO_BANNER },
  ],
  products: [
    {
      id: 301,
      name: 'Caffè Latte',
      ticketName: 'LATTE',
      description: 'Espresso and milk.',
      icon: 'cup',
      image: 'latte',
      priority: null,
      autoModify: false,
      ingredients: [],
      nutrition: NUTRITION,
      allergens: ['Milk'],
    },
  ],
  productGroupProducts: [{ groupId: 11, productId: 301 }],
  sizes: [
    { id: 2, name: 'Tall', ounces: 12, priority: 2 },
    { id: 3, name: 'Grande', ounces: 16, priority: 3 },
  ],
  productSizes: [
    { productId: 301, sizeId: 2, isDefault: false },
    { productId: 301, sizeId: 3, isDefault: true },
  ],
  productVersions: [{ id: 1, productId: 301, name: 'Hot', priority: 1, priceDeltaCents: 0 }],
  modifierGroups: [{ id: 1, name: 'Milk', priority: 1, multiSelect: false }],
  modifierScales: [],
  modifiers: [
    {
      id: 101,
      modifierGroupId: 1,
      modifierScaleId: null,
      name: '2% Milk',
      priority: 1,
      isVariableQuantity: false,
      maxQuantity: 1,
    },
  ],
  productModifierGroups: [{ productId: 301, modifierGroupId: 1, defaultModifierId: 101 }],
  productModifierScales: [],
  productVisibility: [],
};

const latte = (): MenuProductDraft => {
  const draft = productDraftOf(live, 301);
  if (!draft) throw new Error('no latte');
  return draft;
};

describe('menu drafts', () => {
  it('saves a product and reads back the same product; an unchanged save changes nothing', () => {
    const { tables, productId } = withProduct(live, latte());
    expect(productId).toBe(301);
    expect(productDraftOf(tables, 301)).toEqual(latte());
    expect(menuDraftChanges(live, tables)).toEqual([]);
  });

  it('drafts every product at once exactly as one by one, rows interleaved across products', () => {
    const second = withProduct(live, {
      ...latte(),
      id: null,
      name: 'Maple Latte',
      sizes: [
        { sizeId: 3, isDefault: true },
        { sizeId: 2, isDefault: false },
      ],
      versions: [
        { id: null, name: 'Iced', priceDeltaCents: 50 },
        { id: null, name: 'Hot', priceDeltaCents: 0 },
      ],
      visibility: [{ storeId: 118, regionId: null, isVisibleOnlineOrdering: false }],
    });
    const third = withProduct(second.tables, { ...latte(), id: null, name: 'Plain', versions: [] });
    // Rows of the three products mixed in each table, as the live tables (sorted by key) have them.
    const tables = {
      ...third.tables,
      productSizes: [...third.tables.productSizes].reverse(),
      productVersions: [...third.tables.productVersions].reverse(),
    };
    const all = productDraftsOf(tables);
    expect([...all.keys()]).toEqual([301, second.productId, third.productId]);
    for (const product of tables.products)
      expect(all.get(product.id)).toEqual(productDraftOf(tables, product.id));
    expect(all.get(second.productId)?.sizes.map((s) => s.sizeId)).toEqual([2, 3]);
    expect(all.get(third.productId)?.versions).toEqual([]);
  });

  it('gives a new product the next id and names every change publishing would make', () => {
    const added = withProduct(live, { ...latte(), id: null, name: 'Maple Latte', versions: [] });
    expect(added.productId).toBe(302);
    const renamed = withProduct(added.tables, {
      ...latte(),
      name: 'Latte',
      sizes: [{ sizeId: 3, isDefault: true }],
    });
    const removedGroup = withGroup(renamed.tables, {
      id: 20,
      parentId: 0,
      name: 'Iced',
      isVisible: false,
      image: 'iced',
      ...NO_BANNER,
    });
    expect(menuDraftChanges(live, removedGroup.tables)).toEqual([
      {
        kind: 'CHANGED',
        entityType: 'group',
        entityId: 20,
        name: 'Iced',
        details: ['name', 'shown or hidden'],
      },
      { kind: 'CHANGED', entityType: 'product', entityId: 301, name: 'Latte', details: ['name', 'sizes'] },
      { kind: 'ADDED', entityType: 'product', entityId: 302, name: 'Maple Latte', details: [] },
    ]);
    expect(menuDraftChanges(live, withoutProduct(live, 301))).toEqual([
      { kind: 'REMOVED', entityType: 'product', entityId: 301, name: 'Caffè Latte', details: [] },
    ]);
    expect(menuDraftChanges(live, withGroupOrder(live, 0, [20, 10])).map((c) => c.details)).toEqual([
      ['order'],
      ['order'],
    ]);
  });

  it('refuses a product without a size, a default, a group or a name, saying what to do', () => {
    const messages = (draft: MenuProductDraft) => productProblems(draft, live).map((p) => p.message);
    expect(messages(latte())).toEqual([]);
    expect(messages({ ...latte(), sizes: [] })).toEqual(['A product needs at least one size to be sold.']);
    expect(messages({ ...latte(), sizes: [{ sizeId: 2, isDefault: false }] })).toEqual([
      'Choose exactly one default size.',
    ]);
    expect(messages({ ...latte(), groupIds: [] })).toEqual([
      'Put the product in at least one group, or customers never find it.',
    ]);
    expect(messages({ ...latte(), name: ' ' })).toEqual(['The name is required.']);
    expect(messages({ ...latte(), versions: [{ id: null, name: 'Iced', priceDeltaCents: -5 }] })).toEqual([
      'The extra price of "Iced" must be between $0.00 and $100.00 in whole cents.',
    ]);
    expect(
      messages({ ...latte(), visibility: [{ storeId: 101, regionId: 1, isVisibleOnlineOrdering: false }] }),
    ).toEqual(['A visibility rule is for a store or a region, not both.']);
  });

  it('refuses a group moved inside itself, and a draft whose product lost its sizes', () => {
    expect(
      groupProblems(
        { id: 10, parentId: 11, name: 'Hot Coffee', isVisible: true, image: '', ...NO_BANNER },
        live,
      ),
    ).toEqual([{ field: 'parentId', message: 'A group cannot go inside itself or one of its subgroups.' }]);
    const sizeless = { ...live, productSizes: [] };
    expect(menuDraftProblems(sizeless)).toEqual([
      { field: 'menu', message: 'Caffè Latte has no size: a product needs one to be sold.' },
    ]);
  });
});

describe('sizes, modifier groups and scales in the draft', () => {
  it('adds a size after the others and keeps an edited one in its place', () => {
    const added = withSize(live, { id: null, name: ' Venti ', ounces: 20 });
    expect(added.id).toBe(4);
    expect(added.tables.sizes.at(-1)).toEqual({ id: 4, name: 'Venti', ounces: 20, priority: 4 });
    const renamed = withSize(live, { id: 2, name: 'Small', ounces: 12 });
    expect(renamed.tables.sizes[0]).toEqual({ id: 2, name: 'Small', ounces: 12, priority: 2 });
  });

  it('gives new modifiers the next ids of the one modifiers table, in the order listed', () => {
    const { tables, id: modifierGroupId } = withModifierGroup(live, {
      id: 1,
      name: 'Milk',
      multiSelect: false,
      modifiers: [
        { id: null, name: 'Oatmilk', isVariableQuantity: false, maxQuantity: 1 },
        { id: 101, name: '2% Milk', isVariableQuantity: false, maxQuantity: 1 },
      ],
    });
    expect(modifierGroupDraftOf(tables, modifierGroupId)?.modifiers.map((m) => [m.id, m.name])).toEqual([
      [102, 'Oatmilk'],
      [101, '2% Milk'],
    ]);
    const scale = withModifierScale(tables, {
      id: null,
      name: 'Ice',
      steps: [
        { id: null, name: 'Light' },
        { id: null, name: 'Extra' },
      ],
    });
    expect(scale.tables.modifiers.filter((m) => m.modifierScaleId === scale.id).map((m) => m.id)).toEqual([
      103, 104,
    ]);
    expect(menuDraftChanges(live, scale.tables).map((c) => [c.kind, c.entityType, c.details])).toEqual([
      ['CHANGED', 'modifierGroup', ['modifiers']],
      ['ADDED', 'modifierScale', []],
    ]);
  });

  it('refuses a taken name, a bad cup, a counted modifier out of range and a dropped default', () => {
    expect(sizeProblems({ id: null, name: 'tall', ounces: 12 }, live)).toEqual([
      { field: 'name', message: 'Another size is already called Tall.' },
    ]);
    expect(sizeProblems({ id: 2, name: 'Tall', ounces: 12.5 }, live).map((p) => p.field)).toEqual(['ounces']);
    expect(
      modifierGroupProblems(
        {
          id: 1,
          name: 'Milk',
          multiSelect: false,
          modifiers: [{ id: null, name: 'Pumps', isVariableQuantity: true, maxQuantity: 1 }],
        },
        live,
      ).map((p) => p.message),
    ).toEqual([
      '2% Milk is chosen at first for Caffè Latte: choose another default there before removing it.',
      'The most of "Pumps" a customer can ask for is a whole number from 2 to 12.',
    ]);
    expect(
      modifierScaleProblems({ id: null, name: 'Foam', steps: [{ id: 101, name: 'Dry' }] }, live),
    ).toEqual([
      { field: 'steps', message: 'A scale needs at least two steps (No Ice, Light Ice…).' },
      { field: 'steps', message: 'The step 101 belongs to another group or scale.' },
    ]);
  });

  it('refuses to remove a size, group or scale a product offers, naming the products', () => {
    expect(optionRemovalProblems(live, 'size', 3, 'Grande')).toEqual([
      {
        field: 'menu',
        message: 'Grande is still offered by Caffè Latte: untick it in that product before removing it.',
      },
    ]);
    expect(optionRemovalProblems(live, 'modifierGroup', 1, 'Milk').map((p) => p.message)).toEqual([
      'Milk is still offered by Caffè Latte (one of its modifiers is chosen at first for Caffè Latte): ' +
        'untick it in that product before removing it.',
    ]);
    const twoMore = withProduct(
      withProduct(live, { ...latte(), id: null, name: 'Mocha', versions: [] }).tables,
      {
        ...latte(),
        id: null,
        name: 'Flat White',
        versions: [],
        modifierGroups: [{ modifierGroupId: 1, defaultModifierId: null }],
      },
    ).tables;
    expect(optionRemovalProblems(twoMore, 'modifierGroup', 1, 'Milk').map((p) => p.message)).toEqual([
      'Milk is still offered by Caffè Latte, Mocha and 1 other product (one of its modifiers is chosen at ' +
        'first for Caffè Latte and Mocha): untick it in those products before removing it.',
    ]);
    const iced = withModifierScale(live, {
      id: null,
      name: 'Ice',
      steps: [
        { id: null, name: 'Light' },
        { id: null, name: 'Extra' },
      ],
    });
    expect(optionRemovalProblems(iced.tables, 'modifierScale', iced.id, 'Ice')).toEqual([]);
    expect(optionRemovalProblems(live, 'size', 99, 'Venti')).toEqual([]);
  });

  it('removes a size, and a group or scale with its modifiers, listed as removed for publishing', () => {
    const unoffered = {
      ...live,
      productSizes: live.productSizes.filter((s) => s.sizeId !== 2),
      productModifierGroups: [],
    };
    const withIce = withModifierScale(unoffered, {
      id: null,
      name: 'Ice',
      steps: [
        { id: null, name: 'Light' },
        { id: null, name: 'Extra' },
      ],
    });
    const published = withIce.tables;
    const removed = withoutModifierScale(withoutModifierGroup(withoutSize(published, 2), 1), withIce.id);
    expect(removed.sizes.map((s) => s.name)).toEqual(['Grande']);
    expect(removed.modifierGroups).toEqual([]);
    expect(removed.modifierScales).toEqual([]);
    expect(removed.modifiers).toEqual([]);
    expect(menuDraftChanges(published, removed).map((c) => [c.kind, c.entityType, c.name])).toEqual([
      ['REMOVED', 'size', 'Tall'],
      ['REMOVED', 'modifierGroup', 'Milk'],
      ['REMOVED', 'modifierScale', 'Ice'],
    ]);
    expect(menuDraftProblems(removed)).toEqual([]);
  });

  it("holds a whole menu to every record's rules, naming the record", () => {
    expect(wholeMenuProblems(live)).toEqual([]);
    const twoTalls = { ...live, sizes: [...live.sizes, { id: 9, name: 'TALL', ounces: 12, priority: 9 }] };
    expect(wholeMenuProblems(twoTalls)).toEqual([
      'Size 2 (Tall): Another size is already called TALL.',
      'Size 9 (TALL): Another size is already called Tall.',
    ]);
  });
});
