// How much to add to a stored card (docs/product/ordering.md#how-things-change, #constants;
// docs/product/account.md#how-things-change, #validation, #constants): one of the quick amounts or
// a typed amount of at least $0.50, always as integer cents.
import { formatCents, parseAmountToCents } from '../money/money.ts';
import { messages } from '../messages/messages.ts';
import { err, ok } from '../lib/result.ts';
import type { Result } from '../lib/result.ts';

export const QUICK_ADD_AMOUNTS_CENTS: readonly number[] = [500, 1000, 2000, 2500];
export const MIN_CUSTOM_ADD_CENTS = 50;
/** The custom input's HTML min attribute, as the spec sets it (the rule itself allows $0.50). */
export const CUSTOM_ADD_INPUT_MIN = 1;
/**
 * Ours: the spec sets no ceiling. One reload above $500 is far outside coffee spending and the
 * typical sign of a stolen payment card being cashed out, so it is refused.
 */
export const MAX_ADD_CENTS = 50_000;

export interface AddBalanceChoice {
  /** A quick amount picked, in cents, or null. */
  readonly quickAmountCents: number | null;
  /** What is typed in the custom field; it wins over a quick amount when filled. */
  readonly customAmount: string;
}

export type AddBalanceError =
  | 'AMOUNT_REQUIRED'
  | 'AMOUNT_BELOW_MINIMUM'
  | 'AMOUNT_ABOVE_MAXIMUM'
  | 'AMOUNT_TOO_PRECISE'
  | 'AMOUNT_INVALID';

/** The amount to add in cents, or the message to show. */
export function validateAddBalance(choice: AddBalanceChoice): Result<number, AddBalanceError> {
  if (choice.customAmount.trim() !== '') {
    const parsed = parseAmountToCents(choice.customAmount);
    // Each message names what is wrong: '12.345' has too many decimals and 'ten' is not an amount;
    // neither is a missing amount.
    if (!parsed.ok && (parsed.code === 'AMOUNT_TOO_PRECISE' || parsed.code === 'AMOUNT_INVALID'))
      return err(parsed.code, parsed.message);
    if (!parsed.ok && parsed.code === 'AMOUNT_TOO_LARGE') return checkMaximum(Number.MAX_SAFE_INTEGER);
    if (!parsed.ok || parsed.value === 0)
      return err('AMOUNT_REQUIRED', messages.ADD_BALANCE_AMOUNT_REQUIRED());
    if (parsed.value < MIN_CUSTOM_ADD_CENTS)
      return err('AMOUNT_BELOW_MINIMUM', messages.ADD_BALANCE_MINIMUM());
    return checkMaximum(parsed.value);
  }
  const quick = choice.quickAmountCents;
  if (quick === null || !QUICK_ADD_AMOUNTS_CENTS.includes(quick)) {
    return err('AMOUNT_REQUIRED', messages.ADD_BALANCE_AMOUNT_REQUIRED());
  }
  return ok(quick);
}

function checkMaximum(cents: number): Result<number, AddBalanceError> {
  return cents > MAX_ADD_CENTS
    ? err('AMOUNT_ABOVE_MAXIMUM', messages.ADD_BALANCE_MAXIMUM({ maximumCents: MAX_ADD_CENTS }))
    : ok(cents);
}

/**
 * The server's check of an amount in cents whatever screen sent it: a whole number of cents from
 * $0.50 (quick amounts are above it) up to the maximum.
 */
export function validateAddBalanceCents(cents: number): Result<number, AddBalanceError> {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    return err('AMOUNT_REQUIRED', messages.ADD_BALANCE_AMOUNT_REQUIRED());
  if (cents < MIN_CUSTOM_ADD_CENTS) return err('AMOUNT_BELOW_MINIMUM', messages.ADD_BALANCE_MINIMUM());
  return checkMaximum(cents);
}

/** The quick amount buttons' labels: '$5', '$10', '$20', '$25'. */
export function quickAmountLabel(cents: number): string {
  const text = formatCents(cents);
  return `$${text.endsWith('.00') ? text.slice(0, -3) : text}`;
}
