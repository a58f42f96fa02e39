// US phone numbers as digits and as the (999) 999-9999 mask. No validation library here: order and
// store pages show phone numbers without needing to judge them (validation/contact-fields.ts does).

export const PHONE_DIGITS = 10;

/**
 * The national digits of a typed US phone number: everything but digits dropped, and a leading
 * country code 1 dropped from an 11-digit number ('+1 (201) 555-0123' -> '2015550123').
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The (999) 999-9999 input mask: keeps digits only, formats as far as typed, at most 10 digits. */
export function formatPhoneMask(text: string): string {
  const digits = phoneDigits(text).slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
