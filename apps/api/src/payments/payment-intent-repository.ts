// Our record of every payment intent, whichever provider holds the money. It is what lets an order
// claim its payment exactly once and what decides whether a payment may still be given back.
import { and, asc, eq, isNotNull, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { cardLedger } from '../db/schema/cards.ts';
import { paymentIntents } from '../db/schema/payments.ts';
import type { PaymentIntentStatus, PaymentIntentView } from './payment-provider.ts';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type NewIntentRow = typeof paymentIntents.$inferInsert;

const STATUSES: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'processing',
  'succeeded',
  'canceled',
  'refunded',
];

/** Provider statuses we do not model (requires_action, requires_confirmation) still await the customer. */
export function toIntentStatus(status: string): PaymentIntentStatus {
  return STATUSES.find((s) => s === status) ?? 'requires_payment_method';
}

export function toView(row: IntentRow): PaymentIntentView {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    currency: row.currency,
    status: toIntentStatus(row.status),
    cartId: row.cartId,
    orderId: row.orderId,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    lastErrorMessage: row.lastErrorMessage,
  };
}

export async function findIntent(db: Db, id: string): Promise<IntentRow | null> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row ?? null;
}

/** An unclaimed intent for the same cart and amount that can still be paid or has been paid. */
export async function findReusableIntent(
  db: Db,
  cartId: string,
  amountCents: number,
): Promise<IntentRow | null> {
  const rows = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.cartId, cartId),
        eq(paymentIntents.amountCents, amountCents),
        isNull(paymentIntents.orderId),
      ),
    );
  return rows.find((row) => row.status === 'requires_payment_method' || row.status === 'succeeded') ?? null;
}

export async function insertIntent(db: Db, row: NewIntentRow): Promise<IntentRow> {
  const [inserted] = await db.insert(paymentIntents).values(row).onConflictDoNothing().returning();
  return (
    inserted ??
    (await findIntent(db, row.id)) ??
    Promise.reject(new Error(`payment intent ${row.id} vanished`))
  );
}

export async function updateIntent(
  db: Db,
  id: string,
  changes: Partial<NewIntentRow>,
): Promise<IntentRow | null> {
  const [row] = await db.update(paymentIntents).set(changes).where(eq(paymentIntents.id, id)).returning();
  return row ?? null;
}

/** The reload reached the card: written in the transaction that writes its RELOAD ledger row. */
export async function markReloadRecorded(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(paymentIntents).set({ reloadRecordedAt: at }).where(eq(paymentIntents.id, id));
}

/**
 * Marks a succeeded payment that no order took as refunded; true only for the caller that did it.
 * A card reload is never an order's to give back (an order naming its id must not undo a reload).
 */
export async function markRefundedIfUnclaimed(
  db: Db,
  id: string,
  now: Date,
  settled = true,
): Promise<boolean> {
  const [refunded] = await db
    .update(paymentIntents)
    .set({ status: 'refunded', refundedCents: settled ? paymentIntents.amountCents : 0, updatedAt: now })
    .where(
      and(
        eq(paymentIntents.id, id),
        eq(paymentIntents.status, 'succeeded'),
        isNull(paymentIntents.orderId),
        isNull(paymentIntents.reloadCardNumber),
      ),
    )
    .returning({ id: paymentIntents.id });
  return refunded !== undefined;
}

// `settled` false (Stripe) records a refund the provider has not confirmed yet: refunded_cents stays 0
// until markRefundSettled, so the payment recovery job can send a refund whose call never completed.

/** Marks a succeeded payment refunded, claimed or not; true only for the caller that did it. */
export async function markRefunded(db: Db, id: string, now: Date, settled = true): Promise<boolean> {
  const [refunded] = await db
    .update(paymentIntents)
    .set({ status: 'refunded', refundedCents: settled ? paymentIntents.amountCents : 0, updatedAt: now })
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'succeeded')))
    .returning({ id: paymentIntents.id });
  return refunded !== undefined;
}

/**
 * Records, in the transaction that fails an order, that its card payment is to be refunded (not yet
 * settled): the provider call follows the commit, and if this server dies first the recovery sweep
 * finds the unsettled refund and sends it (listUnsettledRefunds). Never money kept for a failed order.
 */
export async function recordRefundOfOrderPayment(tx: Tx, orderId: string, now: Date): Promise<void> {
  // refunded_cents keeps what partial refunds already gave back: only the rest is still to send.
  await tx
    .update(paymentIntents)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(paymentIntents.orderId, orderId), eq(paymentIntents.status, 'succeeded')));
}

/** The provider confirmed the refund we recorded. */
export async function markRefundSettled(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ refundedCents: paymentIntents.amountCents, updatedAt: now })
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'refunded')));
}

/**
 * Intents matching `condition` last touched before `before`, oldest first: what the recovery job
 * sweeps. Each list below only names its condition.
 */
function oldestIntents(db: Db, condition: SQL | undefined, before: Date, limit: number) {
  return db
    .select()
    .from(paymentIntents)
    .where(and(condition, lt(paymentIntents.updatedAt, before)))
    .orderBy(asc(paymentIntents.updatedAt))
    .limit(limit);
}

/**
 * Order payments that succeeded before `before` and that no order took: money we hold for nothing
 * because the customer's side or ours failed between paying and ordering. Card reloads are not
 * order payments and are left to the reload flow.
 */
export function listOrphanOrderPayments(db: Db, before: Date, limit = 100): Promise<IntentRow[]> {
  const unclaimed = and(
    eq(paymentIntents.status, 'succeeded'),
    isNull(paymentIntents.orderId),
    isNull(paymentIntents.reloadCardNumber),
  );
  return oldestIntents(db, unclaimed, before, limit);
}

/** Refunds we recorded before `before` whose provider call never completed. */
export function listUnsettledRefunds(db: Db, before: Date, limit = 100): Promise<IntentRow[]> {
  const unsettled = and(
    eq(paymentIntents.status, 'refunded'),
    lt(paymentIntents.refundedCents, paymentIntents.amountCents),
  );
  return oldestIntents(db, unsettled, before, limit);
}

/**
 * Card reloads paid before `before` that were never recorded on their card (the member's app closed,
 * or our server died, between paying and recording): the reload is owed, to the card it was bound to.
 */
export function listUnrecordedReloads(db: Db, before: Date, limit = 100): Promise<IntentRow[]> {
  return unrecordedReloadsQuery(db, before, limit);
}

/** The query listUnrecordedReloads runs, for a test to ask PostgreSQL how it reads it. */
export function unrecordedReloadsQuery(db: Db, before: Date, limit: number) {
  const unrecorded = and(
    eq(paymentIntents.status, 'succeeded'),
    isNotNull(paymentIntents.reloadCardNumber),
    isNotNull(paymentIntents.reloadMemberId),
    // What the partial index payment_intents_unrecorded_reload_idx holds: the recorded history is never
    // walked. The ledger is asked too, as the one place a recorded reload is certain to show.
    isNull(paymentIntents.reloadRecordedAt),
    notExists(
      db
        .select({ id: cardLedger.id })
        .from(cardLedger)
        .where(and(eq(cardLedger.paymentIntentId, paymentIntents.id), eq(cardLedger.kind, 'RELOAD'))),
    ),
  );
  return oldestIntents(db, unrecorded, before, limit);
}

/**
 * The provider confirmed `amountCents` of a partial (or final) order refund: added to what the
 * payment has given back; once that is everything, the payment reads refunded. Call once per refund
 * (order-refund-service.ts settles the order_refunds row in the same transaction, conditionally).
 */
export async function addSettledRefund(tx: Tx, id: string, amountCents: number, now: Date): Promise<void> {
  await tx
    .update(paymentIntents)
    .set({
      refundedCents: sql`least(${paymentIntents.amountCents}, ${paymentIntents.refundedCents} + ${amountCents})`,
      status: sql`case when ${paymentIntents.refundedCents} + ${amountCents} >= ${paymentIntents.amountCents} then 'refunded' else ${paymentIntents.status} end`,
      updatedAt: now,
    })
    .where(eq(paymentIntents.id, id));
}
