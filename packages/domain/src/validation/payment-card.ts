// The card form of the payment step (docs/product/ordering.md#payment, STRIPE): card number, MM/YY,
// CVC and ZIP, with the as-you-type masks and the checks made before the card goes to the payment
// provider. Card data goes from the browser to the provider only; these rules exist so the customer
// hears about a typo at once instead of after a round trip.
import { messages } from '../messages/messages.ts';
import type { FormResult } from './field-errors.ts';

export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CVC_MIN_DIGITS = 3;
export const CVC_MAX_DIGITS = 4;
export const CARD_POSTAL_DIGITS = 5;

export interface CardFormInput {
  readonly number: string;
  /** As typed: 'MM/YY'. */
  readonly expiry: string;
  readonly cvc: string;
  readonly postalCode: string;
}

/** What the provider's confirm call takes: digits only and a four-digit year. */
export interface CardDetails {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
  readonly postalCode: string;
}

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242': digits kept, groups of four, at most 19 digits. */
export function formatCardNumberInput(text: string): string {
  const digits = digitsOf(text).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1230' -> '12/30'. A first digit above 1 can only be a month of its own, so '4' reads '04'; the
 * slash appears once the year starts, so deleting back over it never fights the customer.
 */
export function formatExpiryInput(text: string): string {
  let digits = digitsOf(text);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvcInput(text: string): string {
  return digitsOf(text).slice(0, CVC_MAX_DIGITS);
}

export function formatCardPostalInput(text: string): string {
  return digitsOf(text).slice(0, CARD_POSTAL_DIGITS);
}

/** The Luhn checksum every card number carries: catches one wrong digit and most swaps. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks the form at `now` (a card is good through the last day of its expiry month). On success the
 * details come out ready for the provider; on failure the first message of each field.
 */
export function validateCardForm(input: CardFormInput, now: Date): FormResult<CardDetails> {
  const errors: Record<string, string> = {};
  const number = digitsOf(input.number);
  if (number.length < CARD_NUMBER_MIN_DIGITS) errors['number'] = messages.CARD_NUMBER_INCOMPLETE();
  else if (!passesLuhn(number)) errors['number'] = messages.CARD_NUMBER_INVALID();

  const expiry = digitsOf(input.expiry);
  const expMonth = Number(expiry.slice(0, 2));
  const expYear = 2000 + Number(expiry.slice(2, 4));
  if (expiry.length !== 4) errors['expiry'] = messages.CARD_EXPIRY_INCOMPLETE();
  else if (expMonth < 1 || expMonth > 12) errors['expiry'] = messages.CARD_EXPIRY_INVALID();
  else if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors['expiry'] = messages.CARD_EXPIRY_PAST();
  }

  const cvc = digitsOf(input.cvc);
  if (cvc.length < CVC_MIN_DIGITS) errors['cvc'] = messages.CARD_CVC_INCOMPLETE();

  const postalCode = digitsOf(input.postalCode);
  if (postalCode.length !== CARD_POSTAL_DIGITS) errors['postalCode'] = messages.CARD_POSTAL_INCOMPLETE();

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { number, expMonth, expYear, cvc, postalCode } };
}
