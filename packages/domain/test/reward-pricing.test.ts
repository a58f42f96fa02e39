import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals } from '../src/money/money.ts';
import {
  discountedCartTotals,
  discountedLineTaxCents,
  freeDrinkDiscounts,
} from '../src/cards-and-rewards/reward-pricing.ts';

const NEW_YORK_TAX = 88_750; // 8.875%

describe('free drink discount', () => {
  it('pays one item of the most expensive drink, never food', () => {
    const lines = [
      { ounces: 16, quantity: 2, unitPriceCents: 525 },
      { ounces: null, quantity: 1, unitPriceCents: 895 },
      { ounces: 20, quantity: 1, unitPriceCents: 645 },
    ];
    expect(freeDrinkDiscounts(lines)).toEqual([0, 0, 645]);
  });

  it('takes the first line on a tie and one item of a line of several', () => {
    expect(
      freeDrinkDiscounts([
        { ounces: 12, quantity: 3, unitPriceCents: 500 },
        { ounces: 16, quantity: 1, unitPriceCents: 500 },
      ]),
    ).toEqual([500, 0]);
  });

  it('gives nothing when the order has no paid drink', () => {
    expect(freeDrinkDiscounts([{ ounces: null, quantity: 2, unitPriceCents: 395 }])).toEqual([0]);
    expect(freeDrinkDiscounts([{ ounces: 16, quantity: 1, unitPriceCents: 0 }])).toEqual([0]);
    expect(freeDrinkDiscounts([])).toEqual([]);
  });
});

describe('totals with a reward', () => {
  it('taxes the drink on what is left of it and shows the discount apart', () => {
    // Two lattes at 5.25 with one free, and a 3.95 pastry, in New York.
    const totals = discountedCartTotals(
      [
        { priceCents: 1050, discountCents: 525 },
        { priceCents: 395, discountCents: 0 },
      ],
      NEW_YORK_TAX,
    );
    // Tax: 5.25 x 8.875% = 0.4659 -> 0.47; 3.95 x 8.875% = 0.3506 -> 0.35.
    expect(totals).toEqual({ subtotalCents: 1445, rewardDiscountCents: 525, taxCents: 82, totalCents: 1002 });
  });

  it('leaves nothing to pay for a single free drink', () => {
    expect(discountedCartTotals([{ priceCents: 645, discountCents: 645 }], NEW_YORK_TAX)).toEqual({
      subtotalCents: 645,
      rewardDiscountCents: 645,
      taxCents: 0,
      totalCents: 0,
    });
  });

  it('never takes off more than the line', () => {
    expect(discountedLineTaxCents({ priceCents: 100, discountCents: 500 }, NEW_YORK_TAX)).toBe(0);
    expect(discountedCartTotals([{ priceCents: 100, discountCents: 500 }], 0).totalCents).toBe(0);
  });

  it('is the plain cart total without a discount, and never negative with one', () => {
    const line = fc.record({
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      discountCents: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.integer({ min: 0, max: 150_000 }), (lines, rate) => {
        const plain = cartTotals(lines.map((l) => ({ lineCents: l.priceCents, taxRateMicros: rate })));
        const none = discountedCartTotals(
          lines.map((l) => ({ ...l, discountCents: 0 })),
          rate,
        );
        expect(none).toEqual({ ...plain, rewardDiscountCents: 0 });
        const discounted = discountedCartTotals(lines, rate);
        expect(discounted.totalCents).toBeGreaterThanOrEqual(0);
        expect(discounted.totalCents).toBeLessThanOrEqual(plain.totalCents);
      }),
    );
  });
});
