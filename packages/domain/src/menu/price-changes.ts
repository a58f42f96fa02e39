// The back office's price rules (docs/back-office-prices.md): what a price may be, how a
// bulk change by percent or by amount computes each new price, and which sizes a store that sells a
// product must price. The API refuses with these messages and the price grid shows the same ones.
import { formatPrice, parseAmountToCents } from '../money/money.ts';
import { err, ok, type Result } from '../lib/result.ts';

/** Where a price lives: the chain's list price, a region's own price, or a store's price. */
export type PriceLevel = 'default' | 'region' | 'store';

export const PRICE_LEVELS: readonly PriceLevel[] = ['default', 'region', 'store'];

/** One cell of the price grid: a size of a product, or a modifier, at one level and scope. */
export type PriceCell =
  | { level: PriceLevel; scopeId: number; productId: number; sizeId: number; modifierId?: null }
  | { level: PriceLevel; scopeId: number; modifierId: number; productId?: null; sizeId?: null };

/** No menu item costs this much: a typo (an extra zero or two) is refused rather than published. */
export const MAX_PRICE_CENTS = 100_000;

/** The stable text naming a cell: the pending change's key and the grid's cell id. */
export function priceCellKey(cell: PriceCell): string {
  const scope = `${cell.level}:${cell.level === 'default' ? 0 : cell.scopeId}`;
  return cell.modifierId != null
    ? `${scope}:m:${cell.modifierId}`
    : `${scope}:s:${cell.productId}:${cell.sizeId}`;
}

export type PriceError =
  'PRICE_EMPTY' | 'PRICE_NEGATIVE' | 'PRICE_NOT_WHOLE_CENTS' | 'PRICE_INVALID' | 'PRICE_TOO_HIGH';

/** A price in cents as it may be saved: a whole number of cents, from 0 to MAX_PRICE_CENTS. */
export function checkPriceCents(cents: number): Result<number, PriceError> {
  if (!Number.isFinite(cents)) return err('PRICE_INVALID', 'A price must be an amount, for example 4.25.');
  if (cents < 0) return err('PRICE_NEGATIVE', 'A price cannot be below zero.');
  if (!Number.isInteger(cents))
    return err('PRICE_NOT_WHOLE_CENTS', 'A price must be in whole cents (at most 2 decimals).');
  if (cents > MAX_PRICE_CENTS)
    return err('PRICE_TOO_HIGH', `A price cannot be more than ${formatPrice(MAX_PRICE_CENTS)}.`);
  return ok(cents);
}

/** A price typed into the grid ('4.25', '$4.25', '4.5') in cents, or why it cannot be one. */
export function parsePriceText(text: string): Result<number, PriceError> {
  const trimmed = text.trim();
  if (trimmed === '') return err('PRICE_EMPTY', 'Please enter a price.');
  if (/^-/.test(trimmed.replace(/^\$\s*/, '')) || /^-\s*\$/.test(trimmed))
    return err('PRICE_NEGATIVE', 'A price cannot be below zero.');
  const parsed = parseAmountToCents(trimmed);
  if (!parsed.ok) {
    return parsed.code === 'AMOUNT_TOO_PRECISE'
      ? err('PRICE_NOT_WHOLE_CENTS', 'A price must be in whole cents (at most 2 decimals).')
      : parsed.code === 'AMOUNT_TOO_LARGE'
        ? err('PRICE_TOO_HIGH', `A price cannot be more than ${formatPrice(MAX_PRICE_CENTS)}.`)
        : err('PRICE_INVALID', 'A price must be an amount in dollars and cents, for example 4.25.');
  }
  return checkPriceCents(parsed.value);
}

/**
 * A bulk change: by percent, in hundredths of a percent (1000 = +10 %, -550 = -5.5 %), so no float
 * carries the rate; or by an amount of cents added to every price (negative to lower them).
 */
export type BulkChange = { kind: 'percent'; basisPoints: number } | { kind: 'amount'; cents: number };

export type BulkChangeError = 'BULK_EMPTY' | 'BULK_INVALID' | 'BULK_TOO_PRECISE' | 'BULK_NO_CHANGE';

/** The most a percent change may move a price (either way): a typo of 1000 % is refused. */
export const MAX_BULK_BASIS_POINTS = 50_000;

/**
 * A typed percent ('10', '+10', '-5.5', '2.25%') as a bulk change in basis points. At most two
 * decimals, as for an amount: '10.125' is refused rather than rounded.
 */
export function parseBulkPercent(text: string): Result<BulkChange, BulkChangeError> {
  const match = /^\s*([+-]?)\s*(\d*)(?:\.(\d*))?\s*%?\s*$/.exec(text);
  if (text.trim() === '') return err('BULK_EMPTY', 'Please enter a percent, for example 10 or -5.');
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === ''))
    return err('BULK_INVALID', 'Please enter a percent, for example 10 or -5.');
  if (fraction.length > 2) return err('BULK_TOO_PRECISE', 'Please enter a percent with at most 2 decimals.');
  const magnitude = Number(whole === '' ? '0' : whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (magnitude === 0) return err('BULK_NO_CHANGE', 'A change of 0 % changes nothing.');
  if (magnitude > MAX_BULK_BASIS_POINTS)
    return err('BULK_INVALID', `A percent change must be at most ${MAX_BULK_BASIS_POINTS / 100} %.`);
  return ok({ kind: 'percent', basisPoints: match[1] === '-' ? -magnitude : magnitude });
}

/** A typed amount ('0.25', '+0.25', '-$0.10') as a bulk change in cents. */
export function parseBulkAmount(text: string): Result<BulkChange, BulkChangeError> {
  const trimmed = text.trim();
  if (trimmed === '') return err('BULK_EMPTY', 'Please enter an amount, for example 0.25 or -0.10.');
  const negative = trimmed.startsWith('-');
  const parsed = parseAmountToCents(trimmed.replace(/^[+-]\s*/, ''));
  if (!parsed.ok) {
    return parsed.code === 'AMOUNT_TOO_PRECISE'
      ? err('BULK_TOO_PRECISE', 'Please enter an amount in whole cents (at most 2 decimals).')
      : err('BULK_INVALID', 'Please enter an amount, for example 0.25 or -0.10.');
  }
  if (parsed.value === 0) return err('BULK_NO_CHANGE', 'A change of $0.00 changes nothing.');
  if (parsed.value > MAX_PRICE_CENTS)
    return err('BULK_INVALID', `An amount must be at most ${formatPrice(MAX_PRICE_CENTS)}.`);
  return ok({ kind: 'amount', cents: negative ? -parsed.value : parsed.value });
}

/**
 * The new price of one cell. The rounding rule: a percent change computes old x percent exactly in
 * integers and rounds the change to the nearest cent, half away from zero (a 10 % rise of $4.25 is
 * 42.5 cents, so $4.68; a 10 % cut of $4.25 is $3.82); an amount change adds the cents as they are.
 */
export function applyBulkChange(oldCents: number, change: BulkChange): number {
  if (change.kind === 'amount') return oldCents + change.cents;
  const delta = Math.abs(oldCents * change.basisPoints);
  // Half away from zero: (|delta| + 5000) / 10000, floored, with the sign put back.
  const rounded = Math.floor((delta + 5000) / 10_000);
  return oldCents + (Math.sign(oldCents * change.basisPoints) < 0 ? -rounded : rounded);
}

export interface BulkPreviewRow<K> {
  cell: K;
  oldCents: number;
  newCents: number;
  /** Why this cell cannot take the change (the price would go below zero); null when it can. */
  problem: string | null;
}

/** Every cell's old and new price under the change: what the back office shows before saving. */
export function previewBulkChange<K>(
  cells: readonly { cell: K; oldCents: number }[],
  change: BulkChange,
): BulkPreviewRow<K>[] {
  return cells.map(({ cell, oldCents }) => {
    const newCents = applyBulkChange(oldCents, change);
    const checked = checkPriceCents(newCents);
    return {
      cell,
      oldCents,
      newCents,
      problem: checked.ok
        ? null
        : checked.code === 'PRICE_NEGATIVE'
          ? `${formatPrice(oldCents)} would go below zero.`
          : checked.message,
    };
  });
}

/**
 * The sizes of a product a store that sells it has no price for: a store sells a product when it
 * prices at least one of its sizes, and then must price every size the product comes in (a customer
 * could otherwise choose a size the store cannot charge for).
 */
export function sizesWithoutPrice(
  productSizeIds: readonly number[],
  pricedSizeIds: ReadonlySet<number>,
): number[] {
  if (!productSizeIds.some((id) => pricedSizeIds.has(id))) return [];
  return productSizeIds.filter((id) => !pricedSizeIds.has(id));
}

/** The message for a size a store that sells the product has no price for. */
export function missingSizePriceMessage(storeName: string, productName: string, sizeName: string): string {
  return `${storeName} sells ${productName}, so its ${sizeName} size needs a price.`;
}
