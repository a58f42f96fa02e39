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
import { cardLedger, memberCards } from '../../db/schema.ts';
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

/**
 * Credits back every card that paid for the order, inside the transaction that moves the order to
 * ORDER_REFUND_PROCESSED. Idempotent: a card already credited for this order (its REFUND row exists)
 * is left alone, so calling it twice, or from two paths, credits once. The card keeps its refund even
 * if it has changed hands since: the money belongs to the card, as with a gift card. The REFUND row
 * names the member who paid, so it sits next to the payment in their history.
 */
export async function refundCardPayments(tx: Tx, orderId: string, at: Date): Promise<void> {
  const payments = await tx
    .select({
      cardNumber: cardLedger.cardNumber,
      amountCents: cardLedger.amountCents,
      memberId: cardLedger.memberId,
    })
    .from(cardLedger)
    .where(and(eq(cardLedger.orderId, orderId), eq(cardLedger.kind, 'PAYMENT')))
    .orderBy(asc(cardLedger.cardNumber));
  for (const payment of payments) {
    // Lock the card first; the check that follows is a new statement, so it sees a refund another
    // transaction committed while this one waited for the lock.
    await tx
      .select({ cardNumber: memberCards.cardNumber })
      .from(memberCards)
      .where(eq(memberCards.cardNumber, payment.cardNumber))
      .for('update');
    const [already] = await tx
      .select({ id: cardLedger.id })
      .from(cardLedger)
      .where(
        and(
          eq(cardLedger.orderId, orderId),
          eq(cardLedger.cardNumber, payment.cardNumber),
          eq(cardLedger.kind, 'REFUND'),
        ),
      );
    if (already) continue;
    await moveBalance(tx, {
      cardNumber: payment.cardNumber,
      kind: 'REFUND',
      amountCents: -payment.amountCents,
      memberId: payment.memberId,
      orderId,
      at,
    });
  }
}
