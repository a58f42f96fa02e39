// 'My cards' (docs/product/account.md#cards-page, #card-rules, #add-card): add a card by its
// number, make one the default, remove an empty one. Every call acts for the token's member only.
import { isSuspiciousCardAdds } from '@brewline/domain/cards-and-rewards/card-registry';
import { BRAND_NAME, messages } from '@brewline/domain/messages/messages';
import { canRemoveCard, sortStoredCards } from '@brewline/domain/cards-and-rewards/brewline-cards';
import { validateCardNumber } from '@brewline/domain/validation/card-number';
import type { Db } from '../../db/client.ts';
import type { CardRecord } from '../members/member-repository.ts';
import { listMemberCards } from '../members/member-session-service.ts';
import { invalidCardNumber, suspendedAccount } from './card-errors.ts';
import {
  countFailedCardAdd,
  flagSuspicious,
  lockMemberCards,
  makeDefault,
  registerCard,
  resetFailedCardAdds,
  unregisterEmptyCard,
} from './card-repository.ts';
import { Refusal } from '@brewline/domain/messages/refusal';

export interface CardListResult {
  message: string;
  /** The member's cards after the change, default first, then by balance. */
  cards: CardRecord[];
}

/** The 14 digits of a typed card number (spaces dropped), or the form's message. */
export function cardNumberOf(text: string, field = 'cardNumber'): string {
  const checked = validateCardNumber(text, BRAND_NAME);
  if (!checked.ok) throw invalidCardNumber(field);
  return checked.value;
}

const requestFailed = () => new Refusal('CARD_NOT_FOUND', messages.REQUEST_FAILED());

/**
 * Registers an unregistered card to the member; their first card becomes the default. A number that
 * is not in the registry or belongs to someone else is a failed attempt, answered exactly like a
 * mistyped one so that nobody learns which numbers exist; enough of them in a row disable the card
 * features of the account (HTTP 418).
 */
export async function addCard(db: Db, memberId: string, text: string, now: Date): Promise<CardListResult> {
  const cardNumber = cardNumberOf(text);
  const outcome = await db.transaction(async (tx) => {
    const mine = await lockMemberCards(tx, memberId);
    if (mine.some((card) => card.cardNumber === cardNumber)) return 'already' as const;
    const hasDefault = mine.some((card) => card.isDefault);
    if (!(await registerCard(tx, cardNumber, memberId, !hasDefault, now))) return 'refused' as const;
    await resetFailedCardAdds(tx, memberId);
    return 'added' as const;
  });
  if (outcome === 'already') throw new Refusal('CARD_ALREADY_ADDED', messages.CARD_ALREADY_ADDED());
  if (outcome === 'refused') {
    if (isSuspiciousCardAdds(await countFailedCardAdd(db, memberId, now))) {
      await flagSuspicious(db, memberId, now);
      throw suspendedAccount();
    }
    throw invalidCardNumber();
  }
  return { message: messages.CARD_ADDED({ brand: BRAND_NAME }), cards: await listMemberCards(db, memberId) };
}

/** Exactly one default: the others lose it in the same transaction. */
export async function setDefaultCard(db: Db, memberId: string, text: string): Promise<CardListResult> {
  const cardNumber = cardNumberOf(text);
  await db.transaction(async (tx) => {
    const mine = await lockMemberCards(tx, memberId);
    if (!mine.some((card) => card.cardNumber === cardNumber)) throw requestFailed();
    if (!(await makeDefault(tx, memberId, cardNumber))) throw requestFailed();
  });
  return { message: messages.DEFAULT_CARD_SET(), cards: await listMemberCards(db, memberId) };
}

/**
 * Removes an empty card from the account (it goes back to the registry unregistered, its ledger
 * kept). A default card removed hands the default to the next card, so a member with cards always
 * has exactly one default.
 */
export async function removeCard(db: Db, memberId: string, text: string): Promise<CardListResult> {
  const cardNumber = cardNumberOf(text);
  await db.transaction(async (tx) => {
    const mine = await lockMemberCards(tx, memberId);
    const card = mine.find((c) => c.cardNumber === cardNumber);
    if (!card) throw requestFailed();
    const hasBalance = () => new Refusal('CARD_HAS_BALANCE', messages.CARD_REMOVE_HAS_BALANCE());
    if (!canRemoveCard(card)) throw hasBalance();
    if (!(await unregisterEmptyCard(tx, cardNumber, memberId))) throw hasBalance();
    const next = sortStoredCards(mine.filter((c) => c.cardNumber !== cardNumber))[0];
    if (card.isDefault && next) await makeDefault(tx, memberId, next.cardNumber);
  });
  return { message: messages.CARD_REMOVED(), cards: await listMemberCards(db, memberId) };
}
