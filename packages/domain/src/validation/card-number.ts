// Adding a stored card by its number (docs/product/account.md#validation, #constants): exactly 14
// digits. Spaces typed to group the digits are dropped first, as the number is printed in groups on
// the card.
import { z } from 'zod/mini';
import { BRAND_NAME, messages } from '../messages/messages.ts';
import { CARD_NUMBER_LENGTH } from '../cards-and-rewards/brewline-cards.ts';
import { err, ok } from '../lib/result.ts';
import type { Result } from '../lib/result.ts';

const CARD_NUMBER = new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`);

export function normalizeCardNumber(text: string): string {
  return text.replace(/\s/g, '');
}

export function isValidCardNumber(text: string): boolean {
  return CARD_NUMBER.test(normalizeCardNumber(text));
}

export function cardNumberSchema(brand: string = BRAND_NAME) {
  return z.pipe(
    z.pipe(z.string({ error: messages.INVALID_CARD_NUMBER({ brand }) }), z.transform(normalizeCardNumber)),
    z.string().check(z.regex(CARD_NUMBER, { error: messages.INVALID_CARD_NUMBER({ brand }) })),
  );
}

export function validateCardNumber(
  text: string,
  brand: string = BRAND_NAME,
): Result<string, 'INVALID_CARD_NUMBER'> {
  return isValidCardNumber(text)
    ? ok(normalizeCardNumber(text))
    : err('INVALID_CARD_NUMBER', messages.INVALID_CARD_NUMBER({ brand }));
}
