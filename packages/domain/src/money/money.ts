// Money is integer cents from the database to the wire (docs/architecture.md); this module is the only
// place that turns cents into text or text into cents, so no float ever carries a price.
import { err, ok } from '../lib/result.ts';
import type { Result } from '../lib/result.ts';

export const CURRENCY = 'usd';

/** Tax rates are integer millionths: 88750 = 8.875 %, exact for every US rate. */
export const TAX_RATE_SCALE = 1_000_000;

function assertCents(cents: number, name = 'cents'): void {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`${name} must be an integer number of cents, got ${cents}`);
}

/** 425 -> '4.25', 5 -> '0.05', -150 -> '-1.50'. */
export function formatCents(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  return `${sign}${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** 425 -> '$4.25', -150 -> '-$1.50'. */
export function formatPrice(cents: number): string {
  const text = formatCents(cents);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

export type AmountError = 'AMOUNT_EMPTY' | 'AMOUNT_INVALID' | 'AMOUNT_TOO_PRECISE' | 'AMOUNT_TOO_LARGE';

/**
 * Reads a typed dollar amount into cents by its digits, never through a float: '4.25', '$4.25',
 * ' 4.5 ', '.5', '4.' are accepted; more than two decimals are refused rather than rounded, so the
 * customer is charged exactly what they typed.
 */
export function parseAmountToCents(text: string): Result<number, AmountError> {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return err('AMOUNT_EMPTY', 'Please enter an amount.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    return err('AMOUNT_INVALID', 'Please enter an amount in dollars and cents, for example 10.00.');
  }
  if (fraction.length > 2)
    return err('AMOUNT_TOO_PRECISE', 'Please enter an amount with at most 2 decimals.');
  const cents = Number(whole === '' ? '0' : whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return err('AMOUNT_TOO_LARGE', 'Please enter a smaller amount.');
  return ok(cents);
}

export interface ModifierCharge {
  readonly unitPriceCents: number;
  readonly quantity: number;
}

export interface LinePriceInput {
  readonly sizePriceCents: number;
  /** What the chosen product version adds (or takes off) relative to the size price. */
  readonly versionDeltaCents: number;
  readonly modifiers: readonly ModifierCharge[];
  readonly quantity: number;
}

/** (size price + version delta + each modifier's unit price x its quantity) x line quantity. */
export function linePriceCents(input: LinePriceInput): number {
  assertCents(input.sizePriceCents, 'sizePriceCents');
  assertCents(input.versionDeltaCents, 'versionDeltaCents');
  assertQuantity(input.quantity);
  let unit = input.sizePriceCents + input.versionDeltaCents;
  for (const modifier of input.modifiers) {
    assertCents(modifier.unitPriceCents, 'unitPriceCents');
    assertQuantity(modifier.quantity);
    unit += modifier.unitPriceCents * modifier.quantity;
  }
  return unit * input.quantity;
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a whole number of 0 or more, got ${quantity}`);
  }
}

/**
 * Tax of one line: lineCents x rate, rounded half up to the cent (half away from zero for a negative
 * line such as a refund), per line. Rounding per line and summing is the one rule everywhere: the
 * receipt's lines then add up to its tax total, and the server charges what the cart showed.
 */
export function lineTaxCents(lineCents: number, taxRateMicros: number): number {
  assertCents(lineCents, 'lineCents');
  if (!Number.isSafeInteger(taxRateMicros) || taxRateMicros < 0 || taxRateMicros > TAX_RATE_SCALE) {
    throw new RangeError(
      `taxRateMicros must be an integer from 0 to ${TAX_RATE_SCALE}, got ${taxRateMicros}`,
    );
  }
  const product = BigInt(Math.abs(lineCents)) * BigInt(taxRateMicros);
  const scale = BigInt(TAX_RATE_SCALE);
  const rounded = Number((product + scale / 2n) / scale);
  return lineCents < 0 ? -rounded : rounded;
}

/**
 * A rate given as a decimal fraction or percent text ('0.08875' or '8.875%') in exact millionths.
 * For reading store data; returns null for anything that is not such a rate.
 */
export function parseTaxRateMicros(text: string): number | null {
  const match = /^\s*(\d+)(?:\.(\d{0,6}))?\s*(%?)\s*$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const percent = match[3] === '%';
  // Scale the decimal digits as an integer; a percent is a hundredth of the same digits.
  const digits = `${whole}${fraction.padEnd(6, '0')}`;
  const micros = percent ? Number(digits) / 100 : Number(digits);
  if (!Number.isSafeInteger(micros) || micros > TAX_RATE_SCALE) return null;
  return micros;
}

export interface CartLine {
  readonly lineCents: number;
  readonly taxRateMicros: number;
}

export interface CartTotals {
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
}

/** Subtotal, tax (sum of per-line rounded taxes) and total of a cart. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let subtotalCents = 0;
  let taxCents = 0;
  for (const line of lines) {
    subtotalCents += line.lineCents;
    taxCents += lineTaxCents(line.lineCents, line.taxRateMicros);
  }
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}
