import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../src/orders/cart.ts';
import {
  joinNames,
  notSoldHere,
  orderAgainNotice,
  planOrderAgain,
  type OrderAgainProduct,
  type PastOrderLine,
} from '../src/orders/order-again.ts';

const LATTE: OrderAgainProduct = {
  id: 301,
  sizes: [{ id: 2 }, { id: 3 }],
  productVersions: [{ id: 3011 }, { id: 3012 }],
  modifierGroups: [
    {
      id: 1,
      multiSelect: false,
      modifiers: [
        { id: 101, isVariableQuantity: false, maxQuantity: 1 },
        { id: 104, isVariableQuantity: false, maxQuantity: 1 },
      ],
    },
    { id: 2, multiSelect: true, modifiers: [{ id: 201, isVariableQuantity: true, maxQuantity: 6 }] },
  ],
  modifierScales: [{ id: 9, modifiers: [{ id: 901, isVariableQuantity: false, maxQuantity: 1 }] }],
};

const menu = new Map([[301, LATTE]]);
const find = (id: number) => menu.get(id);

function line(overrides: Partial<PastOrderLine> = {}): PastOrderLine {
  return {
    productId: 301,
    productName: 'Caffè Latte',
    sizeId: 3,
    sizeName: 'Grande',
    versionId: 3012,
    versionName: 'Iced',
    quantity: 2,
    modifiers: [
      { modifierId: 104, name: 'Oatmilk', quantity: 1 },
      { modifierId: 201, name: 'Vanilla Syrup', quantity: 2 },
    ],
    ...overrides,
  };
}

describe('order again: what the menu still makes', () => {
  it('keeps size, version, modifiers and quantity of a line the menu still makes', () => {
    const plan = planOrderAgain([line()], find);
    expect(plan.leftOut).toEqual([]);
    expect(plan.lines).toEqual([
      {
        pastIndex: 0,
        productId: 301,
        sizeId: 3,
        versionId: 3012,
        quantity: 2,
        modifiers: [
          { modifierId: 104, quantity: 1 },
          { modifierId: 201, quantity: 2 },
        ],
      },
    ]);
  });

  it('leaves out a product off the menu, a size or a version no longer made, naming each', () => {
    const plan = planOrderAgain(
      [
        line({ productId: 999, productName: 'Pumpkin Loaf' }),
        line({ sizeId: 7, sizeName: 'Trenta' }),
        line({ versionId: 3013, versionName: 'Blended' }),
        line({ versionId: 4000, versionName: null }),
        line({ versionId: null, versionName: null }),
      ],
      find,
    );
    expect(plan.leftOut).toEqual([
      { name: 'Pumpkin Loaf', reason: 'PRODUCT_GONE' },
      { name: 'Trenta Caffè Latte', reason: 'SIZE_GONE' },
      { name: 'Blended Caffè Latte', reason: 'VERSION_GONE' },
      { name: 'Caffè Latte', reason: 'VERSION_GONE' },
    ]);
    // A line ordered without a version keeps taking the product's first one.
    expect(plan.lines).toHaveLength(1);
    expect(plan.lines[0]).toMatchObject({ pastIndex: 4, versionId: null });
  });

  it('keeps a line whose option is gone without that option, and says which option', () => {
    const plan = planOrderAgain(
      [
        line({
          modifiers: [
            { modifierId: 777, name: 'Lavender Syrup', quantity: 1 },
            { modifierId: 201, name: 'Vanilla Syrup', quantity: 2 },
          ],
        }),
      ],
      find,
    );
    expect(plan.lines[0]?.modifiers).toEqual([{ modifierId: 201, quantity: 2 }]);
    expect(plan.leftOut).toEqual([{ name: 'Lavender Syrup for Caffè Latte', reason: 'MODIFIER_GONE' }]);
  });

  it('takes one choice per single-choice group and scale, and keeps counts within what is allowed', () => {
    const plan = planOrderAgain(
      [
        line({
          quantity: 80,
          modifiers: [
            { modifierId: 101, name: '2% Milk', quantity: 1 },
            { modifierId: 104, name: 'Oatmilk', quantity: 1 },
            { modifierId: 201, name: 'Vanilla Syrup', quantity: 40 },
            { modifierId: 901, name: 'Light Ice', quantity: 3 },
            { modifierId: 201, name: 'Vanilla Syrup', quantity: 0 },
          ],
        }),
      ],
      find,
    );
    expect(plan.lines[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(plan.lines[0]?.modifiers).toEqual([
      { modifierId: 101, quantity: 1 },
      { modifierId: 201, quantity: 6 },
      { modifierId: 901, quantity: 1 },
    ]);
    expect(plan.leftOut).toEqual([{ name: 'Oatmilk for Caffè Latte', reason: 'MODIFIER_GONE' }]);
  });

  it('names a line the store does not sell by its product', () => {
    expect(notSoldHere(line({ productName: 'Nitro Cold Brew' }))).toEqual({
      name: 'Nitro Cold Brew',
      reason: 'NOT_SOLD_HERE',
    });
  });
});

describe('order again: what the customer is told', () => {
  it('joins names the way a person would', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B'])).toBe('A and B');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it("says 'X is no longer available at {store}', each name once", () => {
    expect(orderAgainNotice([], 2, 'Midtown')).toBeNull();
    expect(orderAgainNotice([{ name: 'Nitro Cold Brew', reason: 'NOT_SOLD_HERE' }], 1, 'Midtown')).toBe(
      'Nitro Cold Brew is no longer available at Midtown.',
    );
    expect(
      orderAgainNotice(
        [
          { name: 'Nitro Cold Brew', reason: 'NOT_SOLD_HERE' },
          { name: 'Almond Croissant', reason: 'NOT_SOLD_HERE' },
          { name: 'Nitro Cold Brew', reason: 'NOT_SOLD_HERE' },
        ],
        1,
        'Midtown',
      ),
    ).toBe('Nitro Cold Brew and Almond Croissant are no longer available at Midtown.');
  });

  it('says so when nothing is left to add', () => {
    expect(orderAgainNotice([{ name: 'Nitro Cold Brew', reason: 'NOT_SOLD_HERE' }], 0, 'Midtown')).toBe(
      'Nitro Cold Brew is no longer available at Midtown. Nothing from this order is available at Midtown right now. Please choose a different store or order from the menu.',
    );
    expect(orderAgainNotice([], 0, 'Midtown')).toBe(
      'Nothing from this order is available at Midtown right now. Please choose a different store or order from the menu.',
    );
  });
});
