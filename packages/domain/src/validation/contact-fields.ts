// Field rules shared by the checkout, pickup-details and account forms: email pattern, US phone
// digits and validity, and the as-you-type input filters the spec names
// (docs/product/ordering.md#validation).
import { isValidPhoneNumber } from 'libphonenumber-js/core';
import { regexes } from 'zod/v4/core';
import { PHONE_DIGITS, phoneDigits } from './phone-format.ts';
import { NANP_MOBILE_METADATA } from './nanp-phone-metadata.ts';

// Kept importable from here, where the forms look for them; they live apart so that pages which only
// show a phone number do not load the phone-number library.
export { formatPhoneMask, PHONE_DIGITS, phoneDigits } from './phone-format.ts';

/**
 * The "standard email pattern": zod's own (dotted local part, domain labels, a TLD of 2+ letters),
 * so that the web's forms and the API's checks accept the same addresses.
 */
export const EMAIL_PATTERN: RegExp = regexes.email;

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** Only phone characters: digits, spaces, parentheses, dashes, dots and a leading +. */
export function hasOnlyPhoneCharacters(text: string): boolean {
  return /^\+?[\d\s().-]*$/.test(text.trim());
}

/**
 * A real en-US mobile number by the phone-number library (area code and exchange that exist;
 * '5553334567' does not, as 555 is no area code). In the US mobile and landline numbers share
 * their ranges, so this is the best "mobile" check there is. The library's metadata is cut to
 * calling code 1 (nanp-phone-metadata.ts): the same answers for ten digits, a tenth of the code.
 */
export function isValidUsMobile(text: string): boolean {
  const digits = phoneDigits(text);
  return digits.length === PHONE_DIGITS && isValidPhoneNumber(digits, 'US', NANP_MOBILE_METADATA);
}

/** Room for the longest names people carry, short enough for a receipt, a board card and an e-mail. */
export const NAME_MAX_LENGTH = 50;

/** The pickup-details name filter: letters and spaces kept as typed, everything else dropped. */
export function keepLettersAndSpaces(text: string): string {
  return text.replace(/[^\p{L}\p{M} ]/gu, '');
}

/** The pickup-details email filter: spaces dropped as typed. */
export function stripSpaces(text: string): string {
  return text.replace(/\s/g, '');
}
