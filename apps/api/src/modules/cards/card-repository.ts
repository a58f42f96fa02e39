// The card registry in SQL. Changes to a member's cards start by locking that member's card rows
// (SELECT ... FOR UPDATE), so two requests of one member (two tabs, a double tap) take turns instead
// of racing each other into two defaults or a combine that reads a stale balance.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cardLedger, memberCards } from '../../db/schema/cards.ts';
import { memberProfiles } from '../../db/schema/members.ts';
import type { CardRecord } from '../members/member-repository.ts';

export async function lockMemberCards(tx: Tx, memberId: string): Promise<CardRecord[]> {
  // Card-number order, the same order the checkout debits in, so a combine and a two-card order
  // lock the same rows in the same sequence and cannot deadlock.
  return tx
    .select()
    .from(memberCards)
    .where(eq(memberCards.memberId, memberId))
    .orderBy(asc(memberCards.cardNumber))
    .for('update');
}

/** Registers an unregistered card to the member; null when it is unknown or already someone's. */
export async function registerCard(
  tx: Tx,
  cardNumber: string,
  memberId: string,
  asDefault: boolean,
  now: Date,
): Promise<CardRecord | null> {
  const [row] = await tx
    .update(memberCards)
    .set({ memberId, isDefault: asDefault, registeredAt: now })
    .where(and(eq(memberCards.cardNumber, cardNumber), isNull(memberCards.memberId)))
    .returning();
  return row ?? null;
}

/**
 * Gives a card back to the registry, unregistered, if it is the member's and empty. Its ledger stays
 * (the history of its money), and whoever holds the physical card can add it again.
 */
export async function unregisterEmptyCard(tx: Tx, cardNumber: string, memberId: string): Promise<boolean> {
  const rows = await tx
    .update(memberCards)
    .set({ memberId: null, isDefault: false, registeredAt: null })
    .where(
      and(
        eq(memberCards.cardNumber, cardNumber),
        eq(memberCards.memberId, memberId),
        eq(memberCards.balanceCents, 0),
      ),
    )
    .returning({ cardNumber: memberCards.cardNumber });
  return rows.length > 0;
}

/** Makes the card the member's only default: the others first, so the unique index never sees two. */
export async function makeDefault(tx: Tx, memberId: string, cardNumber: string): Promise<boolean> {
  await tx
    .update(memberCards)
    .set({ isDefault: false })
    .where(
      and(
        eq(memberCards.memberId, memberId),
        eq(memberCards.isDefault, true),
        ne(memberCards.cardNumber, cardNumber),
      ),
    );
  const rows = await tx
    .update(memberCards)
    .set({ isDefault: true })
    .where(and(eq(memberCards.cardNumber, cardNumber), eq(memberCards.memberId, memberId)))
    .returning({ cardNumber: memberCards.cardNumber });
  return rows.length > 0;
}

/** One more failed card number in a row; returns how many there are now. */
export async function countFailedCardAdd(db: Db, memberId: string, now: Date): Promise<number> {
  const [row] = await db
    .update(memberProfiles)
    .set({ cardAddFailures: sql`${memberProfiles.cardAddFailures} + 1`, updatedAt: now })
    .where(eq(memberProfiles.memberId, memberId))
    .returning({ failures: memberProfiles.cardAddFailures });
  return row?.failures ?? 0;
}

export async function flagSuspicious(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .update(memberProfiles)
    .set({ suspiciousAt: now, updatedAt: now })
    .where(and(eq(memberProfiles.memberId, memberId), isNull(memberProfiles.suspiciousAt)));
}

export async function resetFailedCardAdds(tx: Tx, memberId: string): Promise<void> {
  await tx
    .update(memberProfiles)
    .set({ cardAddFailures: 0 })
    .where(and(eq(memberProfiles.memberId, memberId), ne(memberProfiles.cardAddFailures, 0)));
}

/** The reload a payment intent already made, if any (one per intent, by a unique index). */
export async function findReload(tx: Tx, paymentIntentId: string): Promise<{ cardNumber: string } | null> {
  const [row] = await tx
    .select({ cardNumber: cardLedger.cardNumber })
    .from(cardLedger)
    .where(and(eq(cardLedger.paymentIntentId, paymentIntentId), eq(cardLedger.kind, 'RELOAD')));
  return row ?? null;
}
