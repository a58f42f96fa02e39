// Add Balance (docs/product/account.md#adding-balance, #calls, #messages): a payment intent bound
// to one of the member's cards, paid at the provider from the browser, then recorded once. Only a
// succeeded payment of exactly that amount, made for that card by that member, adds to a balance; a
// replay of the same payment adds nothing and answers with the balance as it is.
import { enqueueMail } from '../../outbox/outbox.ts';
import { BRAND_NAME, messages } from '@brewline/domain/messages/messages';
import { CURRENCY } from '@brewline/domain/money/money';
import { validateAddBalanceCents } from '@brewline/domain/validation/add-balance';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberCards } from '../../db/schema/cards.ts';
import { findIntent, markReloadRecorded, updateIntent } from '../../payments/payment-intent-repository.ts';
import type { PaymentIntentView, PaymentProvider } from '../../payments/payment-provider.ts';
import type { CardRecord } from '../members/member-repository.ts';
import { moveBalance } from './balance-movements.ts';
import { findReload, lockMemberCards } from './card-repository.ts';
import { cardNumberOf } from './card-registration-service.ts';
import { Refusal } from '@brewline/domain/messages/refusal';

export interface ReloadDeps {
  db: Db;
  payments: PaymentProvider;
  now: Date;
}

export interface ReloadIntentRequest {
  amount: number;
  currency: string;
  description?: string | null | undefined;
  giftCardNumber: string;
}

export interface AddBalanceRequest {
  paymentIntentId: string;
  giftCardNumber: string;
  balanceToAdd: number;
}

export interface AddBalanceResult {
  message: string;
  card: CardRecord;
  /** False for a replay: this payment had already been added. */
  added: boolean;
}

const reloadFailed = () => new Refusal('RELOAD_REFUSED', messages.ADD_BALANCE_FAILED());

async function memberCard(db: Db, memberId: string, cardNumber: string): Promise<CardRecord | null> {
  const [card] = await db
    .select()
    .from(memberCards)
    .where(and(eq(memberCards.cardNumber, cardNumber), eq(memberCards.memberId, memberId)));
  return card ?? null;
}

/** 'Create payment intent for balance': the amount is checked here, whatever the screen allowed. */
export async function createReloadIntent(
  deps: ReloadDeps,
  memberId: string,
  request: ReloadIntentRequest,
): Promise<PaymentIntentView> {
  const cardNumber = cardNumberOf(request.giftCardNumber, 'giftCardNumber');
  const amount = validateAddBalanceCents(request.amount);
  if (!amount.ok)
    throw new Refusal('INVALID_INPUT', amount.message, { fieldErrors: { amount: amount.message } });
  const description = messages.ADD_BALANCE_DESCRIPTION({ brand: BRAND_NAME });
  if (
    request.currency.toLowerCase() !== CURRENCY ||
    (request.description && request.description !== description)
  ) {
    throw new Refusal('INVALID_INPUT', messages.PAYMENT_VERIFY());
  }
  if (!(await memberCard(deps.db, memberId, cardNumber))) throw reloadFailed();
  const intent = await deps.payments.createIntent({
    amountCents: amount.value,
    currency: CURRENCY,
    description,
    storeId: null,
    cartId: null,
  });
  // Bound before the browser ever sees the client secret: an unbound intent can reload nothing.
  await updateIntent(deps.db, intent.id, { reloadCardNumber: cardNumber, reloadMemberId: memberId });
  return intent;
}

/**
 * 'Record added balance'. The intent must be bound to this card and member, be for exactly
 * balanceToAdd and have succeeded at the provider. The RELOAD ledger row (one per intent, by a unique
 * index) and the balance change are one transaction.
 */
export async function upsertAddBalance(
  deps: ReloadDeps,
  memberId: string,
  request: AddBalanceRequest,
): Promise<AddBalanceResult> {
  const cardNumber = cardNumberOf(request.giftCardNumber, 'giftCardNumber');
  const bound = await findIntent(deps.db, request.paymentIntentId);
  if (
    !bound ||
    bound.reloadMemberId !== memberId ||
    bound.reloadCardNumber !== cardNumber ||
    bound.amountCents !== request.balanceToAdd
  ) {
    throw reloadFailed();
  }
  // The provider is the source of truth for whether the money moved (Stripe is asked again).
  const paid = await deps.payments.retrieve(bound.id);
  const succeeded = paid?.status === 'succeeded';

  const outcome = await deps.db.transaction(async (tx) => {
    const card = (await lockMemberCards(tx, memberId)).find((c) => c.cardNumber === cardNumber);
    const earlier = await findReload(tx, bound.id);
    // Recorded before: nothing more to add, and nothing to give back (the money is on the ledger).
    if (earlier) return card ? { kind: 'replay' as const, card } : { kind: 'refused' as const };
    if (!succeeded) return { kind: 'refused' as const };
    if (!card) return { kind: 'gone' as const };
    const balance = await moveBalance(tx, {
      cardNumber,
      kind: 'RELOAD',
      amountCents: bound.amountCents,
      at: deps.now,
      ownerId: memberId,
      memberId,
      paymentIntentId: bound.id,
    });
    if (balance === null) throw reloadFailed();
    await markReloadRecorded(tx, bound.id, deps.now);
    // The reload receipt commits with the balance it reports.
    await enqueueMail(tx, {
      kind: 'CARD_RELOADED',
      dedupeKey: `CARD_RELOADED:${bound.id}`,
      paymentIntentId: bound.id,
      memberId,
      at: deps.now,
    });
    return { kind: 'added' as const, card: { ...card, balanceCents: balance } };
  });

  const message = messages.ADD_BALANCE_SUCCESS({ amountCents: bound.amountCents, cardNumber });
  switch (outcome.kind) {
    case 'added':
      return { message, card: outcome.card, added: true };
    case 'replay':
      return { message, card: outcome.card, added: false };
    case 'gone':
      // Paid for a card the member no longer holds (removed meanwhile): the money goes back.
      if (succeeded) await deps.payments.refund(bound.id);
      throw reloadFailed();
    case 'refused':
      throw reloadFailed();
  }
}
