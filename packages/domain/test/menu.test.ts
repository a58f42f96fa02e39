import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SEARCH_SUGGESTION_LIMIT,
  SIZE_BLACKLIST,
  canDeselectVariableModifier,
  isGroupVisible,
  isProductOrderable,
  isProductVisibleOnline,
  productPath,
  productSlug,
  sanitizeSearchText,
  scaleDisplayMode,
  prepareProductSearch,
  searchProducts,
  searchTermFromRoute,
  selectableSizes,
  sortProductTiles,
  visibleChildGroups,
  visibleIngredients,
} from '../src/menu/menu.ts';
import type { MenuGroupNode } from '../src/menu/menu.ts';

const groups = (list: MenuGroupNode[]): Map<number, MenuGroupNode> => new Map(list.map((g) => [g.id, g]));

describe('group visibility', () => {
  const tree = groups([
    { id: 1, isVisible: true, parentId: 0 },
    { id: 2, isVisible: true, parentId: 1 },
    { id: 3, isVisible: true, parentId: 2 },
    { id: 4, isVisible: false, parentId: 0 },
    { id: 5, isVisible: true, parentId: 4 },
    { id: 6, isVisible: true, parentId: 99 },
    { id: 7, isVisible: true, parentId: 8 },
    { id: 8, isVisible: true, parentId: 7 },
    { id: 9, isVisible: true, parentId: null },
    { id: 10, isVisible: false, parentId: 1 },
  ]);

  it('shows a group whose whole ancestry is visible', () => {
    expect(isGroupVisible(3, tree)).toBe(true);
    expect(isGroupVisible(9, tree)).toBe(true);
  });

  it('hides a group under a hidden ancestor', () => {
    expect(isGroupVisible(5, tree)).toBe(false);
    expect(isGroupVisible(4, tree)).toBe(false);
  });

  it('hides a group with a missing ancestor, a loop, or no data', () => {
    expect(isGroupVisible(6, tree)).toBe(false);
    expect(isGroupVisible(7, tree)).toBe(false);
    expect(isGroupVisible(42, tree)).toBe(false);
  });

  it('lists visible children', () => {
    expect(visibleChildGroups(0, tree).map((g) => g.id)).toEqual([1, 9]);
    expect(visibleChildGroups(1, tree).map((g) => g.id)).toEqual([2]);
  });
});

describe('product online visibility', () => {
  const location = { storeId: 12, regionId: 3 };

  it('is visible without rules', () => {
    expect(isProductVisibleOnline(1, [], location)).toBe(true);
  });

  it('lets the store rule beat the region rule and the region rule beat the default', () => {
    const rules = [
      { productId: 1, isVisibleOnlineOrdering: false },
      { productId: 1, regionId: 3, isVisibleOnlineOrdering: true },
      { productId: 1, storeId: 12, regionId: 3, isVisibleOnlineOrdering: false },
    ];
    expect(isProductVisibleOnline(1, rules, location)).toBe(false);
    expect(isProductVisibleOnline(1, rules, { storeId: 13, regionId: 3 })).toBe(true);
    expect(isProductVisibleOnline(1, rules, { storeId: 13, regionId: 4 })).toBe(false);
    expect(isProductVisibleOnline(1, rules, { storeId: 13, regionId: null })).toBe(false);
  });

  it('ignores other products and other stores', () => {
    const rules = [
      { productId: 2, storeId: 12, isVisibleOnlineOrdering: false },
      { productId: 1, storeId: 14, isVisibleOnlineOrdering: false },
    ];
    expect(isProductVisibleOnline(1, rules, location)).toBe(true);
    expect(isProductVisibleOnline(2, rules, location)).toBe(false);
  });

  it("accepts a product's own entries without product ids, 0 meaning unset", () => {
    const own = [
      { storeId: 0, regionId: 0, isVisibleOnlineOrdering: true },
      { storeId: 12, regionId: null, isVisibleOnlineOrdering: false },
    ];
    expect(isProductVisibleOnline(7, own, location)).toBe(false);
    expect(isProductVisibleOnline(7, own, { storeId: 1, regionId: 3 })).toBe(true);
  });

  it('hides when rules of the same level conflict', () => {
    const rules = [
      { storeId: 12, isVisibleOnlineOrdering: true },
      { storeId: 12, isVisibleOnlineOrdering: false },
    ];
    expect(isProductVisibleOnline(1, rules, location)).toBe(false);
  });
});

describe('sortProductTiles', () => {
  it('sorts by priority, missing priority last, then by name', () => {
    const sorted = sortProductTiles([
      { name: 'Mocha', priority: null },
      { name: 'Latte', priority: 2 },
      { name: 'americano', priority: 2 },
      { name: 'Chai' },
      { name: 'Espresso', priority: 1 },
      { name: 'Brew', priority: undefined },
      { name: 'Cold Brew', priority: 0 },
    ]);
    expect(sorted.map((p) => p.name)).toEqual([
      'Cold Brew',
      'Espresso',
      'americano',
      'Latte',
      'Brew',
      'Chai',
      'Mocha',
    ]);
  });

  it('does not change its input', () => {
    const input = [
      { name: 'B', priority: 2 },
      { name: 'A', priority: 1 },
    ];
    sortProductTiles(input);
    expect(input.map((p) => p.name)).toEqual(['B', 'A']);
  });
});

describe('selectableSizes', () => {
  const sizes = [
    { id: 5, name: 'Blacklisted', ounces: 24 },
    { id: 10, name: 'Kids', ounces: 8 },
    { id: 11, name: '12oz', ounces: 12 },
    { id: 12, name: '16oz', ounces: 16 },
    { id: 13, name: '20 oz', ounces: 20 },
    { id: 21, name: 'Catering', ounces: 96 },
  ];

  it('never offers the blacklisted sizes', () => {
    expect(SIZE_BLACKLIST).toEqual([5, 6, 7, 21]);
    const result = selectableSizes({ productId: 1, sizes, hideRestrictedSizes: false });
    expect(result.sizes.map((s) => s.id)).toEqual([10, 11, 12, 13]);
    expect(result).toMatchObject({ selectedSizeId: null, selectedIndex: -1 });
  });

  it('hides 16oz and Kids sizes on products that hide them', () => {
    const result = selectableSizes({ productId: 1, sizes, hideRestrictedSizes: true });
    expect(result.sizes.map((s) => s.name)).toEqual(['12oz', '20 oz']);
  });

  it('decides the 16 fl oz cup by its ounces, not its name', () => {
    const named = [
      { id: 1, name: 'Tall', ounces: 12 },
      { id: 3, name: 'Grande', ounces: 16 },
      { id: 4, name: 'Venti', ounces: 20 },
      { id: 14, name: 'Bag of 16oz beans', ounces: null },
    ];
    const result = selectableSizes({ productId: 1, sizes: named, hideRestrictedSizes: true });
    expect(result.sizes.map((s) => s.name)).toEqual(['Tall', 'Venti', 'Bag of 16oz beans']);
  });

  it('keeps Kids sizes on product 528', () => {
    const result = selectableSizes({ productId: 528, sizes, hideRestrictedSizes: true });
    expect(result.sizes.map((s) => s.name)).toEqual(['Kids', '12oz', '20 oz']);
  });

  it('shifts a hidden selection to the next size shown', () => {
    expect(
      selectableSizes({ productId: 1, sizes, hideRestrictedSizes: true, selectedSizeId: 12 }),
    ).toMatchObject({
      selectedSizeId: 13,
      selectedIndex: 1,
    });
    expect(
      selectableSizes({ productId: 1, sizes, hideRestrictedSizes: true, selectedSizeId: 10 }),
    ).toMatchObject({
      selectedSizeId: 11,
      selectedIndex: 0,
    });
  });

  it('shifts back when nothing is shown after the selection', () => {
    expect(
      selectableSizes({ productId: 1, sizes, hideRestrictedSizes: true, selectedSizeId: 21 }),
    ).toMatchObject({
      selectedSizeId: 13,
      selectedIndex: 1,
    });
  });

  it('keeps a shown selection and drops an unknown one', () => {
    expect(
      selectableSizes({ productId: 1, sizes, hideRestrictedSizes: true, selectedSizeId: 13 }),
    ).toMatchObject({
      selectedSizeId: 13,
      selectedIndex: 1,
    });
    expect(
      selectableSizes({ productId: 1, sizes, hideRestrictedSizes: true, selectedSizeId: 99 }),
    ).toMatchObject({
      selectedSizeId: null,
      selectedIndex: -1,
    });
  });

  it('selects nothing when every size is hidden', () => {
    const only = [{ id: 12, name: '16oz', ounces: 16 }];
    expect(
      selectableSizes({ productId: 1, sizes: only, hideRestrictedSizes: true, selectedSizeId: 12 }),
    ).toEqual({
      sizes: [],
      selectedSizeId: null,
      selectedIndex: -1,
    });
  });
});

describe('drink builder rules', () => {
  it('shows a scale as tabs below 40 characters of names, else a stepper', () => {
    expect(scaleDisplayMode(['Light', 'Regular', 'Extra'])).toBe('tabs');
    expect(scaleDisplayMode(['a'.repeat(20), 'b'.repeat(19)])).toBe('tabs');
    expect(scaleDisplayMode(['a'.repeat(20), 'b'.repeat(20)])).toBe('stepper');
    expect(scaleDisplayMode([])).toBe('tabs');
  });

  it('deselects a variable-quantity modifier only at count zero', () => {
    expect(canDeselectVariableModifier(0)).toBe(true);
    expect(canDeselectVariableModifier(1)).toBe(false);
    expect(canDeselectVariableModifier(3)).toBe(false);
  });

  it('leaves groups 11 and 14 and components 437, 438, 89 and 35 out of the ingredients', () => {
    const ingredients = [
      { groupId: 1, componentId: 1, name: 'Espresso' },
      { groupId: 11, componentId: 2, name: 'Cup' },
      { groupId: 14, componentId: 3, name: 'Lid' },
      { groupId: 2, componentId: 437, name: 'Sleeve' },
      { groupId: 2, componentId: 438, name: 'Straw' },
      { groupId: 2, componentId: 89, name: 'Ice scoop' },
      { groupId: 2, componentId: 35, name: 'Water' },
      { groupId: 2, componentId: 36, name: 'Milk' },
    ];
    expect(visibleIngredients(ingredients).map((i) => i.name)).toEqual(['Espresso', 'Milk']);
  });
});

describe('product slug and search text', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(productSlug('Iced Caramel Latte')).toBe('iced-caramel-latte');
    expect(productSlug('  Cold  Brew ')).toBe('cold-brew');
    expect(productPath({ id: 42, name: 'Café Mocha' })).toBe('/menu/product/42/caf%C3%A9-mocha');
  });

  it('keeps only letters, digits and spaces', () => {
    expect(sanitizeSearchText("Iced <script>Latté</script> #2's!")).toBe('Iced scriptLattéscript 2s');
    expect(sanitizeSearchText('a/b?c=d&e%20')).toBe('abcde20');
  });

  it('reads a route term decoded, sanitised and without spaces', () => {
    expect(searchTermFromRoute('iced%20latte')).toBe('icedlatte');
    expect(searchTermFromRoute('mocha%')).toBe('mocha');
    expect(searchTermFromRoute('caf%C3%A9')).toBe('café');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(productSlug(productSlug(text))).toBe(productSlug(text));
        expect(sanitizeSearchText(sanitizeSearchText(text))).toBe(sanitizeSearchText(text));
      }),
      { numRuns: 500 },
    );
  });
});

describe('searchProducts', () => {
  const products = [
    { id: 1, name: 'Iced Latte' },
    { id: 2, name: 'Caramel Latte' },
    { id: 3, name: 'Americano' },
    { id: 1, name: 'Iced Latte' },
    { id: 4, name: 'latte macchiato' },
  ];

  it('finds by case-insensitive substring, sorted by name, once per id', () => {
    expect(searchProducts(products, 'LATTE').map((p) => p.id)).toEqual([2, 1, 4]);
  });

  it('ignores spaces and punctuation on both sides', () => {
    expect(searchProducts(products, 'icedlatte').map((p) => p.id)).toEqual([1]);
    expect(searchProducts(products, 'iced latte!').map((p) => p.id)).toEqual([1]);
  });

  it('matches without accents, whichever side has them', () => {
    const coffees = [
      { id: 7, name: 'Caffè Latte' },
      { id: 8, name: 'Crème Brûlée Latte' },
    ];
    expect(searchProducts(coffees, 'caffe').map((p) => p.id)).toEqual([7]);
    expect(searchProducts(coffees, 'caffè').map((p) => p.id)).toEqual([7]);
    expect(searchProducts(coffees, 'creme brulee').map((p) => p.id)).toEqual([8]);
    expect(searchProducts([{ id: 9, name: 'Cafe Mocha' }], 'café').map((p) => p.id)).toEqual([9]);
  });

  it('finds nothing for an empty or symbol-only term', () => {
    expect(searchProducts(products, '')).toEqual([]);
    expect(searchProducts(products, ' %$ ')).toEqual([]);
    expect(searchProducts(products, 'tea')).toEqual([]);
  });

  it('caps results at 100 and suggestions at 11', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      id: i,
      name: `Latte ${String(i).padStart(3, '0')}`,
    }));
    expect(searchProducts(many, 'latte')).toHaveLength(100);
    const suggestions = searchProducts(many, 'latte', SEARCH_SUGGESTION_LIMIT);
    expect(suggestions.map((p) => p.name)).toEqual(
      Array.from({ length: 11 }, (_, i) => `Latte ${String(i).padStart(3, '0')}`),
    );
  });

  it('answers the same once the list is prepared for search ahead of the first keystroke', () => {
    // Names out of order, accents and case mixed, one product listed twice: the prepared walk in name
    // order must find what filtering then sorting finds, for every limit.
    const names = [
      'Éclair Latte',
      'latte b',
      'Iced Latte',
      'Mocha',
      'Latte A',
      'Chai Tea Latte',
      'Iced Latte',
    ];
    const menu = names.map((name, index) => ({ id: name === 'Iced Latte' ? 99 : index, name }));
    const prepared = [...menu];
    prepareProductSearch(prepared);
    for (const term of ['l', 'LATTE', 'iced', 'tea', 'é', 'zzz', '']) {
      for (const limit of [1, 3, SEARCH_SUGGESTION_LIMIT, 100]) {
        expect(searchProducts(prepared, term, limit)).toEqual(searchProducts(menu, term, limit));
      }
    }
    expect(searchProducts(prepared, 'latte', 3).map((p) => p.name)).toEqual([
      'Chai Tea Latte',
      'Éclair Latte',
      'Iced Latte',
    ]);
  });
});

describe('isProductOrderable', () => {
  const groups = new Map<number, MenuGroupNode>([
    [1, { id: 1, isVisible: true, parentId: 0 }],
    [2, { id: 2, isVisible: false, parentId: 0 }],
    [3, { id: 3, isVisible: true, parentId: 2 }],
  ]);
  const scope = { storeId: 118, regionId: 4, unavailableProductIds: new Set<number>() };
  const shown = { id: 10, groupIds: [1], visibility: [] };

  it('is orderable when listed in a shown group, visible and not 86ed', () => {
    expect(isProductOrderable(shown, groups, scope)).toBe(true);
  });

  it('is not when every group listing it is hidden, itself or through an ancestor', () => {
    expect(isProductOrderable({ ...shown, groupIds: [2] }, groups, scope)).toBe(false);
    expect(isProductOrderable({ ...shown, groupIds: [3] }, groups, scope)).toBe(false);
    expect(isProductOrderable({ ...shown, groupIds: [] }, groups, scope)).toBe(false);
    expect(isProductOrderable({ ...shown, groupIds: [3, 1] }, groups, scope)).toBe(true);
  });

  it('is not when its rules hide it at the store, or the store 86ed it', () => {
    const regional = {
      ...shown,
      visibility: [{ isVisibleOnlineOrdering: false }, { regionId: 5, isVisibleOnlineOrdering: true }],
    };
    expect(isProductOrderable(regional, groups, scope)).toBe(false);
    expect(isProductOrderable(regional, groups, { ...scope, regionId: 5 })).toBe(true);
    expect(isProductOrderable(shown, groups, { ...scope, unavailableProductIds: new Set([10]) })).toBe(false);
  });
});
