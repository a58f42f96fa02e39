// Brewline Cards (stored value) on the cards page and at checkout: their order, the default, which
// may be selected, and how an order's total is allocated across the selected cards
// (docs/product/ordering.md#card-selection, docs/product/account.md#card-rules, both #constants).
// Balances and amounts are integer cents. How the whole order may be paid is order-payment-plan.ts.
import { BRAND_NAME, messages } from '../messages/messages.ts';
import { err, ok } from '../lib/result.ts';
import type { Result } from '../lib/result.ts';

export const CARD_NUMBER_LENGTH = 14;

export interface StoredCard {
  readonly cardNumber: string;
  readonly balanceCents: number;
  readonly isDefault: boolean;
}

export interface CardBalance {
  readonly cardNumber: string;
  readonly balanceCents: number;
}

export interface CardPayment {
  readonly cardNumber: string;
  readonly amountCents: number;
}

export interface CardAllocation {
  readonly payments: CardPayment[];
  /** What the selected cards leave unpaid; never negative. */
  readonly balanceDueCents: number;
}

/** Default card first, then by balance descending; card number breaks ties so the order is stable. */
export function sortStoredCards<C extends StoredCard>(cards: readonly C[]): C[] {
  return [...cards].sort(
    (a, b) =>
      Number(b.isDefault) - Number(a.isDefault) ||
      b.balanceCents - a.balanceCents ||
      a.cardNumber.localeCompare(b.cardNumber),
  );
}

/** The default card, for the scan screen; null when there is none ('No cards available!'). */
export function defaultCard<C extends StoredCard>(cards: readonly C[]): C | null {
  return cards.find((card) => card.isDefault) ?? null;
}

/**
 * A card may be toggled when it is already selected (to deselect it), or when it has a balance and
 * something is still due.
 */
export function canSelectCard(
  card: CardBalance,
  selectedCardNumbers: readonly string[],
  balanceDueCents: number,
): boolean {
  if (selectedCardNumbers.includes(card.cardNumber)) return true;
  return card.balanceCents > 0 && balanceDueCents > 0;
}

/** Adds the card to the selection, or removes it when it is already there. */
export function toggleCardSelection(selectedCardNumbers: readonly string[], cardNumber: string): string[] {
  return selectedCardNumbers.includes(cardNumber)
    ? selectedCardNumbers.filter((number) => number !== cardNumber)
    : [...selectedCardNumbers, cardNumber];
}

/**
 * Spreads the order total over the selected cards, smallest balance first, each paying what it
 * holds until the total is covered. Small cards are used up first so the customer is left with
 * fewer cards carrying a few cents. Cards that end up paying nothing are left out.
 */
export function allocateCardPayments(
  totalCents: number,
  selectedCards: readonly CardBalance[],
): CardAllocation {
  let remaining = Math.max(0, totalCents);
  const payments: CardPayment[] = [];
  const ascending = [...selectedCards].sort((a, b) => a.balanceCents - b.balanceCents);
  for (const card of ascending) {
    const amountCents = Math.min(Math.max(0, card.balanceCents), remaining);
    if (amountCents <= 0) continue;
    payments.push({ cardNumber: card.cardNumber, amountCents });
    remaining -= amountCents;
  }
  return { payments, balanceDueCents: remaining };
}

/** What the cards leave to pay: total minus the card payments, never below 0. */
export function balanceDueCents(totalCents: number, payments: readonly CardPayment[]): number {
  const paid = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return Math.max(0, totalCents - paid);
}

export type CardCheckoutError = 'NO_CARD_SELECTED' | 'BALANCE_DUE';

/** Checkout with stored cards needs at least one card and nothing left due. */
export function checkCardCheckout(
  selectedCardNumbers: readonly string[],
  allocation: CardAllocation,
  brand: string = BRAND_NAME,
): Result<CardPayment[], CardCheckoutError> {
  if (selectedCardNumbers.length === 0) {
    return err('NO_CARD_SELECTED', messages.SELECT_CARD_TO_CHECKOUT({ brand }));
  }
  if (allocation.balanceDueCents > 0) {
    return err(
      'BALANCE_DUE',
      messages.BALANCE_DUE_NOT_COVERED({ brand, amountCents: allocation.balanceDueCents }),
    );
  }
  return ok(allocation.payments);
}

/** A card can be removed only when its balance is zero. */
export function canRemoveCard(card: CardBalance): boolean {
  return card.balanceCents === 0;
}

/** '12345678901234' -> '1234 5678 9012 34', for reading a card number aloud at the counter. */
export function formatCardNumber(cardNumber: string): string {
  return cardNumber.replace(/(.{4})(?=.)/g, '$1 ');
}
