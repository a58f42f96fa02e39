// What support sees and does about a member's Brewline Cards in the back office: each card with its
// balance and latest movements, and lifting the card-feature suspension. The suspension is set by
// card-registration-service (flagSuspicious, after repeated failed card numbers) and makes every card
// call answer 418; lifting it also forgets the failed attempts, so the next mistake does not suspend
// the member again at once. The lift is audited with what it cleared.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardLedger, memberCards } from '../../db/schema/cards.ts';
import { memberProfiles } from '../../db/schema/members.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';

export type CardLedgerRecord = typeof cardLedger.$inferSelect;

export interface SupportCardView {
  cardNumber: string;
  balanceCents: number;
  isDefault: boolean;
  registeredAt: Date | null;
  /** Newest first, at most `ledgerLimit`. */
  ledger: CardLedgerRecord[];
}

export async function memberCardStatements(
  db: Db,
  memberId: string,
  ledgerLimit = 50,
): Promise<SupportCardView[]> {
  const cards = await db
    .select()
    .from(memberCards)
    .where(eq(memberCards.memberId, memberId))
    .orderBy(desc(memberCards.isDefault), memberCards.cardNumber);
  return Promise.all(
    cards.map(async (card) => ({
      cardNumber: card.cardNumber,
      balanceCents: card.balanceCents,
      isDefault: card.isDefault,
      registeredAt: card.registeredAt,
      ledger: await db
        .select()
        .from(cardLedger)
        .where(eq(cardLedger.cardNumber, card.cardNumber))
        .orderBy(desc(cardLedger.id))
        .limit(ledgerLimit),
    })),
  );
}

/** The member whose card number this is, if it is registered. */
export async function memberOfCard(db: Db, cardNumber: string): Promise<string | null> {
  const [card] = await db
    .select({ memberId: memberCards.memberId })
    .from(memberCards)
    .where(eq(memberCards.cardNumber, cardNumber));
  return card?.memberId ?? null;
}

/**
 * Lifts the suspension; false when the member was not suspended (someone lifted it already, or it was
 * never set): nothing changes and nothing is audited.
 */
export async function liftCardSuspension(
  db: Db,
  actor: AuditActor,
  memberId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ suspiciousAt: memberProfiles.suspiciousAt, cardAddFailures: memberProfiles.cardAddFailures })
      .from(memberProfiles)
      .where(and(eq(memberProfiles.memberId, memberId), isNotNull(memberProfiles.suspiciousAt)))
      .for('update');
    if (!before) return false;
    await tx
      .update(memberProfiles)
      .set({ suspiciousAt: null, cardAddFailures: 0, updatedAt: now })
      .where(eq(memberProfiles.memberId, memberId));
    await recordAudit(tx, {
      actor,
      action: 'member.cards.unsuspend',
      entityType: 'member',
      entityId: memberId,
      before: {
        suspiciousAt: before.suspiciousAt?.toISOString() ?? null,
        cardAddFailures: before.cardAddFailures,
      },
      after: { suspiciousAt: null, cardAddFailures: 0 },
      at: now,
    });
    return true;
  });
}
