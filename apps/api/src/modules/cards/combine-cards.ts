// Combining cards (docs/product/account.md#cards-page, #messages): the whole balance of one of the
// member's cards moves to another of theirs, as a COMBINE_OUT and a COMBINE_IN sharing one combine
// id, in one transaction. The amount is read under the card lock and taken with a conditional
// update, so a payment at the same moment can never make the two spend the same money twice.
import { messages } from '@brewline/domain/messages/messages';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { listMemberCards } from '../members/member-session-service.ts';
import { moveBalance } from './balance-movements.ts';
import { lockMemberCards } from './card-repository.ts';
import { cardNumberOf, type CardListResult } from './card-registration-service.ts';
import { Refusal } from '@brewline/domain/messages/refusal';

export interface CombineRequest {
  fromCardNumber: string;
  toCardNumber: string;
}

const failed = () => new Refusal('COMBINE_REFUSED', messages.REQUEST_FAILED());

export async function combineCards(
  db: Db,
  memberId: string,
  request: CombineRequest,
  now: Date,
): Promise<CardListResult> {
  const from = cardNumberOf(request.fromCardNumber, 'fromCardNumber');
  const to = cardNumberOf(request.toCardNumber, 'toCardNumber');
  if (from === to) throw new Refusal('COMBINE_REFUSED', messages.COMBINE_SAME_CARD());
  await db.transaction(async (tx) => {
    const mine = await lockMemberCards(tx, memberId);
    const source = mine.find((card) => card.cardNumber === from);
    if (!source || !mine.some((card) => card.cardNumber === to)) throw failed();
    const amountCents = source.balanceCents;
    if (amountCents === 0) throw new Refusal('COMBINE_REFUSED', messages.COMBINE_NOTHING_TO_MOVE());
    const combineId = randomUUID();
    const common = { at: now, ownerId: memberId, memberId, combineId };
    const out = await moveBalance(tx, {
      ...common,
      cardNumber: from,
      kind: 'COMBINE_OUT',
      amountCents: -amountCents,
    });
    if (out === null) throw failed();
    const into = await moveBalance(tx, { ...common, cardNumber: to, kind: 'COMBINE_IN', amountCents });
    if (into === null) throw failed();
  });
  return { message: messages.CARD_COMBINED(), cards: await listMemberCards(db, memberId) };
}
