// The one way a Brewline Card's balance moves: a conditional UPDATE that can never take it below zero
// (or touch a card that is not the expected member's), and the card_ledger row of the movement with
// the balance it left, in the caller's transaction. So the ledger of every card always adds up to its
// balance, whatever runs at the same time. Reloads, combines, order payments and refunds all use it.
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cardLedger, memberCards } from '../../db/schema/cards.ts';

export type LedgerKind = 'ISSUE' | 'RELOAD' | 'PAYMENT' | 'REFUND' | 'COMBINE_OUT' | 'COMBINE_IN';

export interface BalanceMovement {
  readonly cardNumber: string;
  readonly kind: LedgerKind;
  /** Signed cents: positive adds to the balance, negative takes from it. Never 0. */
  readonly amountCents: number;
  readonly at: Date;
  /** The card must belong to this member for the movement to happen; undefined checks no owner. */
  readonly ownerId?: string;
  /** Who caused it, for the ledger; null for the seed and the store board. */
  readonly memberId: string | null;
  readonly orderId?: string | null;
  readonly paymentIntentId?: string | null;
  readonly combineId?: string | null;
  /** The order refund a REFUND row belongs to (order_refunds.id). */
  readonly refundId?: string | null;
}

/**
 * Applies the movement and returns the card's balance after it, or null when nothing moved: no such
 * card (of that owner), or a debit larger than the balance. A null leaves no ledger row behind.
 */
export async function moveBalance(tx: Tx, movement: BalanceMovement): Promise<number | null> {
  if (!Number.isSafeInteger(movement.amountCents) || movement.amountCents === 0) {
    throw new RangeError(`A card movement needs a whole, non-zero number of cents: ${movement.amountCents}`);
  }
  const conditions: SQL[] = [eq(memberCards.cardNumber, movement.cardNumber)];
  if (movement.amountCents < 0) conditions.push(gte(memberCards.balanceCents, -movement.amountCents));
  if (movement.ownerId !== undefined) conditions.push(eq(memberCards.memberId, movement.ownerId));
  const [updated] = await tx
    .update(memberCards)
    .set({ balanceCents: sql`${memberCards.balanceCents} + ${movement.amountCents}` })
    .where(and(...conditions))
    .returning({ balanceCents: memberCards.balanceCents });
  if (!updated) return null;
  await tx.insert(cardLedger).values({
    cardNumber: movement.cardNumber,
    kind: movement.kind,
    amountCents: movement.amountCents,
    balanceAfterCents: updated.balanceCents,
    orderId: movement.orderId ?? null,
    paymentIntentId: movement.paymentIntentId ?? null,
    combineId: movement.combineId ?? null,
    refundId: movement.refundId ?? null,
    memberId: movement.memberId,
    at: movement.at,
  });
  return updated.balanceCents;
}
