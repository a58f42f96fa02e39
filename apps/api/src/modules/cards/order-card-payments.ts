// Brewline Card payments of orders: the debit inside the order's transaction and the credit back on
// refund. Every balance change is a conditional UPDATE on the card's row paired with its card_ledger
// row in the same transaction, so the ledger's sum for a card always equals its balance and no
// interleaving of requests, on any number of servers, takes a balance below zero: the row lock and
// the `balance_cents >= amount` test are evaluated by the database on the current row, not on a value
// some server read earlier. Ledger convention: PAYMENT rows are negative with the order's id and the
// payer; REFUND rows are positive with the same order id; the unique (order, card, kind) index makes
// each happen once.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cardLedger, memberCards } from '../../db/schema/cards.ts';
import { moveBalance } from './balance-movements.ts';

export interface CardDebit {
  cardNumber: string;
  amountCents: number;
}

export interface OrderCardPayment {
  /** The ledger row's id: the payment's id on the order. */
  id: number;
  cardNumber: string;
  /** What the card paid, positive. */
  amountCents: number;
}

/** A card of the payment is not the member's, or no longer holds its amount: the order is not taken. */
export class CardDebitRefused extends Error {
  readonly cardNumber: string;
  constructor(cardNumber: string) {
    super(`card ${cardNumber.slice(-4)} cannot pay its amount`);
    this.cardNumber = cardNumber;
  }
}

/**
 * Takes each payment from its card for the order, inside the caller's transaction. Throws
 * CardDebitRefused (rolling the whole order back) when a card is not the member's or holds less than
 * its amount. Cards are debited in card-number order so two orders sharing cards lock them in the
 * same order and cannot deadlock.
 */
export async function debitCardsForOrder(
  tx: Tx,
  debit: { orderId: string; memberId: string; payments: readonly CardDebit[]; at: Date },
): Promise<void> {
  const ordered = [...debit.payments].sort((a, b) => a.cardNumber.localeCompare(b.cardNumber));
  for (const payment of ordered) {
    const balanceAfter = await moveBalance(tx, {
      cardNumber: payment.cardNumber,
      kind: 'PAYMENT',
      amountCents: -payment.amountCents,
      ownerId: debit.memberId,
      memberId: debit.memberId,
      orderId: debit.orderId,
      at: debit.at,
    });
    if (balanceAfter === null) throw new CardDebitRefused(payment.cardNumber);
  }
}

/** The member's balances of the named cards; cards that are not the member's are absent. */
export async function memberCardBalances(
  db: Db,
  memberId: string,
  cardNumbers: readonly string[],
): Promise<Map<string, number>> {
  if (cardNumbers.length === 0) return new Map();
  const rows = await db
    .select({ cardNumber: memberCards.cardNumber, balanceCents: memberCards.balanceCents })
    .from(memberCards)
    .where(and(eq(memberCards.memberId, memberId), inArray(memberCards.cardNumber, [...cardNumbers])));
  return new Map(rows.map((row) => [row.cardNumber, row.balanceCents]));
}

/** The card payments of an order, in the order they were taken. */
export async function listOrderCardPayments(db: Db | Tx, orderId: string): Promise<OrderCardPayment[]> {
  const rows = await db
    .select({ id: cardLedger.id, cardNumber: cardLedger.cardNumber, amountCents: cardLedger.amountCents })
    .from(cardLedger)
    .where(and(eq(cardLedger.orderId, orderId), eq(cardLedger.kind, 'PAYMENT')))
    .orderBy(asc(cardLedger.id));
  return rows.map((row) => ({ ...row, amountCents: -row.amountCents }));
}

/** What each card paid for the order and what has gone back to it since, by card number. */
export async function orderCardRefundState(
  db: Db | Tx,
  orderId: string,
): Promise<{ cardNumber: string; paidCents: number; refundedCents: number; memberId: string | null }[]> {
  const rows = await db
    .select({
      cardNumber: cardLedger.cardNumber,
      kind: cardLedger.kind,
      amountCents: cardLedger.amountCents,
      memberId: cardLedger.memberId,
    })
    .from(cardLedger)
    .where(and(eq(cardLedger.orderId, orderId), inArray(cardLedger.kind, ['PAYMENT', 'REFUND'])))
    .orderBy(asc(cardLedger.id));
  const byCard = new Map<
    string,
    { cardNumber: string; paidCents: number; refundedCents: number; memberId: string | null }
  >();
  for (const row of rows) {
    const entry = byCard.get(row.cardNumber) ?? {
      cardNumber: row.cardNumber,
      paidCents: 0,
      refundedCents: 0,
      memberId: null,
    };
    if (row.kind === 'PAYMENT') {
      entry.paidCents += -row.amountCents;
      entry.memberId = row.memberId;
    } else entry.refundedCents += row.amountCents;
    byCard.set(row.cardNumber, entry);
  }
  return [...byCard.values()].filter((entry) => entry.paidCents > 0);
}

/**
 * Gives `amountCents` back to a card that paid for the order, as part of refund `refundId`, inside
 * the refund's transaction (the order's row is locked, so nothing else refunds it meanwhile). The
 * REFUND row names the member who paid.
 */
export async function creditCardForRefund(
  tx: Tx,
  credit: { orderId: string; refundId: string; cardNumber: string; amountCents: number; at: Date },
): Promise<void> {
  const [payment] = await tx
    .select({ memberId: cardLedger.memberId })
    .from(cardLedger)
    .where(
      and(
        eq(cardLedger.orderId, credit.orderId),
        eq(cardLedger.cardNumber, credit.cardNumber),
        eq(cardLedger.kind, 'PAYMENT'),
      ),
    );
  const moved = await moveBalance(tx, {
    cardNumber: credit.cardNumber,
    kind: 'REFUND',
    amountCents: credit.amountCents,
    memberId: payment?.memberId ?? null,
    orderId: credit.orderId,
    refundId: credit.refundId,
    at: credit.at,
  });
  if (moved === null) throw new Error(`card ${credit.cardNumber.slice(-4)} vanished during a refund`);
}

/**
 * Credits back what is still owed to every card that paid for the order, inside the transaction that
 * moves the order to ORDER_REFUND_PROCESSED or ORDER_ERROR. Idempotent: each card gets what it paid
 * less what went back to it already (partial refunds included), so calling it twice, or from two
 * paths, credits once. The card keeps its refund even if it has changed hands since: the money
 * belongs to the card, as with a gift card. The REFUND row names the member who paid, so it sits next
 * to the payment in their history.
 */
export async function refundCardPayments(tx: Tx, orderId: string, at: Date): Promise<void> {
  const payments = await listOrderCardPayments(tx, orderId);
  const cards = [...new Set(payments.map((payment) => payment.cardNumber))].sort();
  for (const cardNumber of cards) {
    // Lock the card first; the sums that follow are new statements, so they see a refund another
    // transaction committed while this one waited for the lock.
    await tx
      .select({ cardNumber: memberCards.cardNumber })
      .from(memberCards)
      .where(eq(memberCards.cardNumber, cardNumber))
      .for('update');
    const state = (await orderCardRefundState(tx, orderId)).find((entry) => entry.cardNumber === cardNumber);
    const owed = state ? state.paidCents - state.refundedCents : 0;
    if (owed <= 0) continue;
    await moveBalance(tx, {
      cardNumber,
      kind: 'REFUND',
      amountCents: owed,
      memberId: state?.memberId ?? null,
      orderId,
      at,
    });
  }
}
