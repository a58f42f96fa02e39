// How orders earn points and where a free-drink reward goes (the spec leaves the rule to us):
// one point for every paid drink, a drink being anything served in a cup (a size with ounces; a
// pastry's 'Single' or a '1 lb bag' of beans has none). A free drink earns nothing, and a claimed
// free-drink reward pays for the most expensive drink of the order.

export const POINTS_PER_PAID_DRINK = 1;

export interface LoyaltyLine {
  /** The size's fluid ounces; null for sizes that are not cups. */
  readonly ounces: number | null;
  readonly quantity: number;
  /** One item's price with its modifiers, in cents. */
  readonly unitPriceCents: number;
  /** What a reward paid of this line, in cents (0 without one). */
  readonly discountCents: number;
}

export function isDrink(line: Pick<LoyaltyLine, 'ounces'>): boolean {
  return line.ounces !== null && line.ounces > 0;
}

/** One point per paid drink; an item a reward paid for in full earns nothing. */
export function pointsForOrder(lines: readonly LoyaltyLine[]): number {
  let points = 0;
  for (const line of lines) {
    if (!isDrink(line) || line.quantity <= 0) continue;
    const freeItems =
      line.unitPriceCents > 0 ? Math.floor(line.discountCents / line.unitPriceCents) : line.quantity;
    points += Math.max(0, line.quantity - freeItems) * POINTS_PER_PAID_DRINK;
  }
  return points;
}

/**
 * The line a free-drink reward pays one item of: the drink with the highest unit price (the
 * customer's best deal); the first such line on a tie. Null when the order has no paid drink.
 */
export function freeDrinkLineIndex(lines: readonly LoyaltyLine[]): number | null {
  let best: number | null = null;
  lines.forEach((line, index) => {
    if (!isDrink(line) || line.quantity <= 0 || line.unitPriceCents <= 0) return;
    const current = best === null ? null : lines[best];
    if (!current || line.unitPriceCents > current.unitPriceCents) best = index;
  });
  return best;
}
