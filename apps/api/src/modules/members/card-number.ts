// New Brewline Card numbers: 14 digits (docs/product/account.md#constants), drawn from the
// operating system's cryptographic generator so that nobody can guess the next member's card.
import { randomInt } from 'node:crypto';
import { CARD_NUMBER_LENGTH } from '@brewline/domain/cards-and-rewards/brewline-cards';

/** The first digit is never 0, so the number keeps its 14 digits wherever it is read as a number. */
export function newCardNumber(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < CARD_NUMBER_LENGTH) digits += String(randomInt(0, 10));
  return digits;
}
