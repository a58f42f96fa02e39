import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../src/orders/cart.ts';
import type { CartLine } from '../src/orders/cart.ts';
import {
  canToggleModifier,
  clampLineQuantity,
  initialDrinkSelection,
  lineModifiers,
  modifierCount,
  modifierLimit,
  scaleStep,
  selectScaleStep,
  selectSize,
  selectVersion,
  selectionFromLine,
  selectionToLine,
  setLineQuantity,
  setModifierQuantity,
  sizeChoice,
  stepScale,
  toggleGroupModifier,
} from '../src/menu/drink-builder.ts';
import type { BuilderProduct, DrinkSelection } from '../src/menu/drink-builder.ts';

const once = (id: number) => ({ id, isVariableQuantity: false, maxQuantity: 1 });
const pumps = (id: number, maxQuantity = 12) => ({ id, isVariableQuantity: true, maxQuantity });

const ICE = {
  id: 2,
  defaultModifierId: 913,
  modifiers: [{ id: 911 }, { id: 912 }, { id: 913 }, { id: 914 }],
};
const ROAST = { id: 1, defaultModifierId: 902, modifiers: [{ id: 901 }, { id: 902 }, { id: 903 }] };

/** Like the seeded Caffè Latte: milk with a default, syrups and toppings to add, two scales. */
const latte: BuilderProduct = {
  id: 301,
  autoModify: false,
  sizes: [
    { id: 1, name: 'Short', ounces: 8, isDefault: false },
    { id: 2, name: 'Tall', ounces: 12, isDefault: false },
    { id: 3, name: 'Grande', ounces: 16, isDefault: true },
    { id: 4, name: 'Venti', ounces: 20, isDefault: false },
    { id: 21, name: 'Employee', ounces: null, isDefault: false },
  ],
  productVersions: [{ id: 3011 }, { id: 3012 }],
  modifierGroups: [
    { id: 1, multiSelect: false, defaultModifierId: 101, modifiers: [once(101), once(102), once(104)] },
    { id: 2, multiSelect: true, defaultModifierId: null, modifiers: [pumps(201), pumps(202, 3)] },
    { id: 3, multiSelect: true, defaultModifierId: 301, modifiers: [once(301), once(302)] },
    { id: 8, multiSelect: false, defaultModifierId: null, modifiers: [once(801), once(802)] },
  ],
  modifierScales: [ROAST, ICE],
};

const start = initialDrinkSelection(latte);
const chosen = (s: DrinkSelection) => Object.fromEntries(s.modifiers.map((m) => [m.modifierId, m.quantity]));

describe('a fresh drink', () => {
  it('starts from the defaults: size, first version, preselected milk and topping, each scale', () => {
    expect(start).toEqual({
      sizeId: 3,
      versionId: 3011,
      quantity: 1,
      modifiers: [
        { modifierId: 101, quantity: 1 },
        { modifierId: 301, quantity: 1 },
        { modifierId: 902, quantity: 1 },
        { modifierId: 913, quantity: 1 },
      ],
    });
  });

  it('shifts a hidden default size and has no version when the product has none', () => {
    const kids: BuilderProduct = {
      ...latte,
      autoModify: true,
      productVersions: [],
      sizes: [
        { id: 8, name: 'Kids', ounces: 8, isDefault: true },
        { id: 2, name: 'Tall', ounces: 12, isDefault: false },
      ],
      modifierGroups: [],
      modifierScales: [{ id: 5, defaultModifierId: 999, modifiers: [{ id: 950 }] }],
    };
    expect(initialDrinkSelection(kids)).toEqual({
      sizeId: 2,
      versionId: null,
      quantity: 1,
      modifiers: [{ modifierId: 950, quantity: 1 }],
    });
    expect(sizeChoice({ ...kids, sizes: [] }).selectedSizeId).toBeNull();
  });
});

describe('size and version', () => {
  it('picks a size and shifts a blacklisted one', () => {
    expect(selectSize(latte, start, 4).sizeId).toBe(4);
    expect(selectSize(latte, start, 21).sizeId).toBe(4);
  });

  it('picks a known version only', () => {
    expect(selectVersion(latte, start, 3012).versionId).toBe(3012);
    expect(selectVersion(latte, start, 9999)).toBe(start);
  });
});

describe('modifier groups', () => {
  it('a single-choice group swaps its choice and keeps one when it has a default', () => {
    const oat = toggleGroupModifier(latte, start, 104);
    expect(chosen(oat)).toMatchObject({ 104: 1 });
    expect(modifierCount(oat, 101)).toBeNull();
    expect(toggleGroupModifier(latte, oat, 104)).toBe(oat);
    expect(canToggleModifier(latte, oat, 104)).toBe(false);
  });

  it('a single-choice group without a default can be cleared again', () => {
    const one = toggleGroupModifier(latte, start, 801);
    const other = toggleGroupModifier(latte, one, 802);
    expect(modifierCount(other, 801)).toBeNull();
    expect(modifierCount(toggleGroupModifier(latte, other, 802), 802)).toBeNull();
  });

  it('a multi-choice group toggles plain modifiers', () => {
    const both = toggleGroupModifier(latte, start, 302);
    expect(chosen(both)).toMatchObject({ 301: 1, 302: 1 });
    expect(modifierCount(toggleGroupModifier(latte, both, 301), 301)).toBeNull();
  });

  it('a counted modifier starts at 1, counts up to its maximum and down to 0', () => {
    const vanilla = toggleGroupModifier(latte, start, 201);
    expect(modifierCount(vanilla, 201)).toBe(1);
    expect(modifierCount(setModifierQuantity(latte, vanilla, 201, 2), 201)).toBe(2);
    expect(modifierCount(setModifierQuantity(latte, vanilla, 201, 40), 201)).toBe(12);
    expect(modifierCount(setModifierQuantity(latte, vanilla, 201, -3), 201)).toBe(0);
    const caramel = toggleGroupModifier(latte, start, 202);
    expect(modifierCount(setModifierQuantity(latte, caramel, 202, 5), 202)).toBe(3);
  });

  it('a counted modifier can be deselected only at zero', () => {
    const two = setModifierQuantity(latte, toggleGroupModifier(latte, start, 201), 201, 2);
    expect(toggleGroupModifier(latte, two, 201)).toBe(two);
    expect(canToggleModifier(latte, two, 201)).toBe(false);
    const zero = setModifierQuantity(latte, two, 201, 0);
    expect(canToggleModifier(latte, zero, 201)).toBe(true);
    expect(modifierCount(toggleGroupModifier(latte, zero, 201), 201)).toBeNull();
  });

  it('ignores modifiers the product does not offer and counts only chosen counted ones', () => {
    expect(toggleGroupModifier(latte, start, 777)).toBe(start);
    expect(setModifierQuantity(latte, start, 201, 3)).toBe(start);
    expect(setModifierQuantity(latte, start, 101, 3)).toBe(start);
    expect(modifierLimit(once(1))).toBe(1);
    expect(modifierLimit(pumps(1, 0))).toBe(1);
  });
});

describe('modifier scales', () => {
  it("tabs pick a step, replacing the scale's step", () => {
    const light = selectScaleStep(latte, start, 912);
    expect(scaleStep(ICE, light)).toBe(912);
    expect(modifierCount(light, 913)).toBeNull();
    expect(scaleStep(ROAST, light)).toBe(902);
    expect(selectScaleStep(latte, start, 104)).toBe(start);
  });

  it('the stepper moves one step and stops at the ends', () => {
    expect(scaleStep(ICE, stepScale(latte, start, 2, 1))).toBe(914);
    expect(scaleStep(ICE, stepScale(latte, stepScale(latte, start, 2, 1), 2, 1))).toBe(914);
    const none = selectScaleStep(latte, start, 911);
    expect(scaleStep(ICE, stepScale(latte, none, 2, -1))).toBe(911);
    expect(stepScale(latte, start, 42, 1)).toBe(start);
  });
});

describe('line quantity', () => {
  it('stays a whole number from 1 to the most a line holds', () => {
    expect(setLineQuantity(start, 3).quantity).toBe(3);
    expect(setLineQuantity(start, 0).quantity).toBe(1);
    expect(setLineQuantity(start, 1000).quantity).toBe(MAX_LINE_QUANTITY);
    expect(clampLineQuantity(Number.NaN)).toBe(1);
    fc.assert(
      fc.property(fc.double(), (n) => {
        const q = clampLineQuantity(n);
        expect(Number.isInteger(q) && q >= 1 && q <= MAX_LINE_QUANTITY).toBe(true);
      }),
    );
  });
});

describe('as a cart line', () => {
  it("carries the chosen modifiers above zero in the product's order", () => {
    let s = toggleGroupModifier(latte, start, 202);
    s = toggleGroupModifier(latte, s, 201);
    s = setModifierQuantity(latte, s, 201, 2);
    s = setModifierQuantity(latte, s, 202, 0);
    s = toggleGroupModifier(latte, s, 104);
    expect(lineModifiers(latte, s)).toEqual([
      { modifierId: 104, quantity: 1 },
      { modifierId: 201, quantity: 2 },
      { modifierId: 301, quantity: 1 },
      { modifierId: 902, quantity: 1 },
      { modifierId: 913, quantity: 1 },
    ]);
    expect(selectionToLine(latte, setLineQuantity(s, 2), 'L1')).toEqual({
      lineId: 'L1',
      productId: 301,
      sizeId: 3,
      versionId: 3011,
      quantity: 2,
      modifiers: lineModifiers(latte, s),
      isSent: false,
    });
  });

  it('is not a line until a size is selected', () => {
    expect(selectionToLine(latte, { ...start, sizeId: null }, 'L1')).toBeNull();
  });

  it('reopens a line for editing as the same choices', () => {
    let s = selectVersion(latte, start, 3012);
    s = toggleGroupModifier(latte, s, 104);
    s = setModifierQuantity(latte, toggleGroupModifier(latte, s, 201), 201, 2);
    s = toggleGroupModifier(latte, s, 301);
    s = selectScaleStep(latte, s, 912);
    const line = selectionToLine(latte, setLineQuantity(s, 3), 'L1');
    if (!line) throw new Error('no line');
    const reopened = selectionFromLine(latte, line);
    expect(selectionToLine(latte, reopened, 'L1')).toEqual(line);
    expect(modifierCount(reopened, 301)).toBeNull();
  });

  it('repairs a line the product no longer matches', () => {
    const stale: CartLine = {
      lineId: 'L1',
      productId: 301,
      sizeId: 21,
      versionId: 9999,
      quantity: 99,
      modifiers: [
        { modifierId: 102, quantity: 1 },
        { modifierId: 104, quantity: 1 },
        { modifierId: 202, quantity: 9 },
        { modifierId: 555, quantity: 1 },
        { modifierId: 914, quantity: 4 },
      ],
      isSent: true,
    };
    expect(selectionFromLine(latte, stale)).toEqual({
      sizeId: 4,
      versionId: 3011,
      quantity: MAX_LINE_QUANTITY,
      modifiers: [
        { modifierId: 102, quantity: 1 },
        { modifierId: 202, quantity: 3 },
        { modifierId: 914, quantity: 1 },
        { modifierId: 902, quantity: 1 },
      ],
    });
  });
});
