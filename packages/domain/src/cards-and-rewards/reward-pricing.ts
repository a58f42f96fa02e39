// A claimed free-drink reward at checkout: it pays for one item of the most expensive
// drink (loyalty-points.ts decides which line), and the line is taxed on what is left of it. The
// cart, the payment step and the server all price with these two functions, so the total the
// customer sees with the reward is the total the server charges.
import { freeDrinkLineIndex } from './loyalty-points.ts';
import { lineTaxCents } from '../money/money.ts';

export interface RewardPricingLine {
  /** The size's fluid ounces; null for sizes that are not cups (a pastry, a bag of beans). */
  readonly ounces: number | null;
  readonly quantity: number;
  /** One item with its modifiers, in cents. */
  readonly unitPriceCents: number;
}

/**
 * What the free drink takes off each line, index for index: one item's price on the chosen drink,
 * 0 everywhere else. All zeros when the cart has no paid drink (the reward then cannot be used).
 */
export function freeDrinkDiscounts(lines: readonly RewardPricingLine[]): number[] {
  const index = freeDrinkLineIndex(lines.map((line) => ({ ...line, discountCents: 0 })));
  return lines.map((line, i) => (i === index ? line.unitPriceCents : 0));
}

export interface DiscountedLine {
  /** The line before the reward: unit price times quantity. */
  readonly priceCents: number;
  /** What the reward paid of it (0 without one); never more than the line. */
  readonly discountCents: number;
}

export interface DiscountedTotals {
  /** Every line at its full price, as the receipt lists them. */
  readonly subtotalCents: number;
  readonly rewardDiscountCents: number;
  /** Each line's tax on what the customer pays of it, rounded per line. */
  readonly taxCents: number;
  /** subtotal - reward discount + tax. */
  readonly totalCents: number;
}

/** Tax of a line after its discount: the free part of a drink carries no tax. */
export function discountedLineTaxCents(line: DiscountedLine, taxRateMicros: number): number {
  return lineTaxCents(line.priceCents - Math.min(line.discountCents, line.priceCents), taxRateMicros);
}

export function discountedCartTotals(
  lines: readonly DiscountedLine[],
  taxRateMicros: number,
): DiscountedTotals {
  let subtotalCents = 0;
  let rewardDiscountCents = 0;
  let taxCents = 0;
  for (const line of lines) {
    subtotalCents += line.priceCents;
    rewardDiscountCents += Math.min(line.discountCents, line.priceCents);
    taxCents += discountedLineTaxCents(line, taxRateMicros);
  }
  return {
    subtotalCents,
    rewardDiscountCents,
    taxCents,
    totalCents: subtotalCents - rewardDiscountCents + taxCents,
  };
}
