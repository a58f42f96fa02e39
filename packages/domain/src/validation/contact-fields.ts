// Field rules shared by the checkout, pickup-details and account forms: email pattern, US phone
// digits and validity, and the as-you-type input filters the spec names (ordering §5).
import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import { z } from 'zod';

/**
 * The "standard email pattern": zod's own (dotted local part, domain labels, a TLD of 2+ letters),
 * so that the web's forms and the API's checks accept the same addresses.
 */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

export const PHONE_DIGITS = 10;

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/**
 * The national digits of a typed US phone number: everything but digits dropped, and a leading
 * country code 1 dropped from an 11-digit number ('+1 (201) 555-0123' -> '2015550123').
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Only phone characters: digits, spaces, parentheses, dashes, dots and a leading +. */
export function hasOnlyPhoneCharacters(text: string): boolean {
  return /^\+?[\d\s().-]*$/.test(text.trim());
}

/**
 * A real en-US mobile number by the phone-number library (area code and exchange that exist;
 * '5553334567' does not, as 555 is no area code). In the US mobile and landline numbers share
 * their ranges, so this is the best "mobile" check there is.
 */
export function isValidUsMobile(text: string): boolean {
  const digits = phoneDigits(text);
  return digits.length === PHONE_DIGITS && isValidPhoneNumber(digits, 'US');
}

/** The (999) 999-9999 input mask: keeps digits only, formats as far as typed, at most 10 digits. */
export function formatPhoneMask(text: string): string {
  const digits = phoneDigits(text).slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The pickup-details name filter: letters and spaces kept as typed, everything else dropped. */
export function keepLettersAndSpaces(text: string): string {
  return text.replace(/[^\p{L}\p{M} ]/gu, '');
}

/** The pickup-details email filter: spaces dropped as typed. */
export function stripSpaces(text: string): string {
  return text.replace(/\s/g, '');
}
