import { describe, expect, it } from 'vitest';
import type { ModifierRow } from '../src/menu/menu-tables.ts';
import { inMakeOrder } from '../src/menu/modifier-make-order.ts';

const modifier = (id: number): ModifierRow => ({
  id,
  modifierGroupId: null,
  modifierScaleId: null,
  name: `Modifier ${id}`,
  priority: 1,
  isVariableQuantity: false,
  maxQuantity: 1,
});

// As buildProductDetail gives them: scales and groups each already in their priority order.
const latte = {
  modifierScales: [
    { id: 1, name: 'Roast', priority: 1, defaultModifierId: 10, modifiers: [modifier(10), modifier(11)] },
    { id: 2, name: 'Ice', priority: 2, defaultModifierId: 20, modifiers: [modifier(20), modifier(21)] },
  ],
  modifierGroups: [
    {
      id: 5,
      name: 'Milk',
      priority: 1,
      multiSelect: false,
      defaultModifierId: 50,
      modifiers: [modifier(50), modifier(51)],
    },
    {
      id: 6,
      name: 'Syrups',
      priority: 2,
      multiSelect: true,
      defaultModifierId: null,
      // Offered in the Ice scale as well: the group prices it, so it reads with the group.
      modifiers: [modifier(61), modifier(60), modifier(21)],
    },
  ],
};

describe('inMakeOrder', () => {
  it('reads scales first, then groups by priority, each in its own order, whatever the tapping order', () => {
    const tapped = [61, 51, 60, 11, 20].map((modifierId) => ({ modifierId, quantity: 1 }));
    expect(inMakeOrder(latte, tapped).map((m) => m.modifierId)).toEqual([11, 20, 51, 61, 60]);
    // The caller's array is left as it was.
    expect(tapped.map((m) => m.modifierId)).toEqual([61, 51, 60, 11, 20]);
  });

  it('ranks a modifier offered by a scale and a group with the group', () => {
    const chosen = [{ modifierId: 21 }, { modifierId: 50 }, { modifierId: 10 }];
    expect(inMakeOrder(latte, chosen).map((m) => m.modifierId)).toEqual([10, 50, 21]);
  });

  it('puts a modifier the product does not offer last, keeping the rest in make order', () => {
    const chosen = [{ modifierId: 999 }, { modifierId: 60 }, { modifierId: 50 }];
    expect(inMakeOrder(latte, chosen).map((m) => m.modifierId)).toEqual([50, 60, 999]);
  });
});
