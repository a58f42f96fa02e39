import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  freeDrinkLineIndex,
  isDrink,
  pointsForOrder,
  type LoyaltyLine,
} from '../src/cards-and-rewards/loyalty-points.ts';

const latte: LoyaltyLine = { ounces: 16, quantity: 2, unitPriceCents: 525, discountCents: 0 };
const croissant: LoyaltyLine = { ounces: null, quantity: 3, unitPriceCents: 395, discountCents: 0 };
const mocha: LoyaltyLine = { ounces: 20, quantity: 1, unitPriceCents: 645, discountCents: 0 };

describe('loyalty points', () => {
  it('counts a cup as a drink, a pastry or a bag of beans not', () => {
    expect(isDrink(latte)).toBe(true);
    expect(isDrink(croissant)).toBe(false);
    expect(isDrink({ ounces: 0 })).toBe(false);
  });

  it('earns one point per paid drink and none for food', () => {
    expect(pointsForOrder([latte, croissant, mocha])).toBe(3);
    expect(pointsForOrder([croissant])).toBe(0);
    expect(pointsForOrder([])).toBe(0);
  });

  it('earns nothing for the drink a reward paid for', () => {
    expect(pointsForOrder([{ ...mocha, discountCents: 645 }])).toBe(0);
    expect(pointsForOrder([{ ...latte, discountCents: 525 }])).toBe(1);
    expect(pointsForOrder([{ ...latte, unitPriceCents: 0 }])).toBe(0);
  });

  it('never earns more points than drinks, nor fewer than zero', () => {
    const line = fc.record({
      ounces: fc.option(fc.integer({ min: 1, max: 30 })),
      quantity: fc.integer({ min: 0, max: 20 }),
      unitPriceCents: fc.integer({ min: 0, max: 2000 }),
      discountCents: fc.integer({ min: 0, max: 2000 }),
    });
    fc.assert(
      fc.property(fc.array(line), (lines) => {
        const drinks = lines.filter(isDrink).reduce((sum, l) => sum + l.quantity, 0);
        const points = pointsForOrder(lines);
        return points >= 0 && points <= drinks;
      }),
    );
  });
});

describe('free drink reward', () => {
  it('pays for the most expensive drink, never for food', () => {
    expect(freeDrinkLineIndex([latte, croissant, mocha])).toBe(2);
    expect(freeDrinkLineIndex([{ ...croissant, unitPriceCents: 9999 }, latte])).toBe(1);
  });

  it('takes the first line on a tie and none without a paid drink', () => {
    expect(freeDrinkLineIndex([latte, { ...latte }])).toBe(0);
    expect(freeDrinkLineIndex([croissant])).toBeNull();
    expect(
      freeDrinkLineIndex([
        { ...latte, unitPriceCents: 0 },
        { ...latte, quantity: 0 },
      ]),
    ).toBeNull();
  });
});
