// Our record of every payment intent, whichever provider holds the money. It is what lets an order
// claim its payment exactly once and what decides whether a payment may still be given back.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentIntents } from '../db/schema.ts';
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

/** Marks a succeeded payment that no order took as refunded; true only for the caller that did it. */
export async function markRefundedIfUnclaimed(db: Db, id: string, now: Date): Promise<boolean> {
  const [refunded] = await db
    .update(paymentIntents)
    .set({ status: 'refunded', refundedCents: paymentIntents.amountCents, updatedAt: now })
    .where(
      and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'succeeded'), isNull(paymentIntents.orderId)),
    )
    .returning({ id: paymentIntents.id });
  return refunded !== undefined;
}

/** Marks a succeeded payment refunded, claimed or not; true only for the caller that did it. */
export async function markRefunded(db: Db, id: string, now: Date): Promise<boolean> {
  const [refunded] = await db
    .update(paymentIntents)
    .set({ status: 'refunded', refundedCents: paymentIntents.amountCents, updatedAt: now })
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'succeeded')))
    .returning({ id: paymentIntents.id });
  return refunded !== undefined;
}
