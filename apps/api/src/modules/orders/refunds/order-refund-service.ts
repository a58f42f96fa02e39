// The one refund of an order, all or part, shared by the store board and the back office (domain
// order-refunds.ts holds the rules). In one transaction, with the order's row locked so that two
// refunds racing plan one after the other: what each payment can still give back is read, the amount
// is shared out over them, the refund is recorded with who gave it and why, Brewline Cards are
// credited, the customer's e-mail is written to the outbox and the change to the audit log; a refund
// of everything left ends the order (Refunded: points and reward back). The credit card part goes to
// the payment provider after the commit, under the refund's id as idempotency key; if that call fails
// the refund stays unsettled and the payment recovery job sends it again (settleOrderRefunds).
import { randomUUID } from 'node:crypto';
import { isOrderStatus, type OrderStatus } from '@brewline/domain/orders/order-status';
import {
  planRefund,
  refundEndsOrder,
  refundReasonProblem,
  type RefundSource,
} from '@brewline/domain/orders/order-refunds';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { orderRefunds } from '../../../db/schema/orders.ts';
import { paymentIntents } from '../../../db/schema/payments.ts';
import { enqueueMail } from '../../../outbox/outbox.ts';
import { addSettledRefund } from '../../../payments/payment-intent-repository.ts';
import type { PaymentProvider } from '../../../payments/payment-provider.ts';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { creditCardForRefund, orderCardRefundState } from '../../cards/order-card-payments.ts';
import type { OrderEventBus } from '../life-cycle/order-events.ts';
import { publishStatusChange } from '../life-cycle/order-status-change.ts';
import {
  findOrder,
  lockOrder,
  moveOrderStatus,
  type OrderRecord,
  type StatusChange,
} from '../order-repository.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export type OrderRefundRecord = typeof orderRefunds.$inferSelect;

export interface RefundDeps {
  db: Db;
  payments: PaymentProvider;
  events: OrderEventBus;
  now: Date;
}

/** Who gives the refund: a store's board, or a staff member in the back office. */
export type RefundActor =
  { kind: 'BOARD'; storeId: number; termId: number } | { kind: 'STAFF'; memberId: string; email: string };

export interface RefundRequest {
  orderId: string;
  /** Cents to give back; null for everything still refundable. */
  amountCents: number | null;
  reason: string;
  /** The same key again is the same refund (a retried request): answered, never repeated. */
  idempotencyKey?: string | null;
  /** Refuses the order unless this holds (a board sees only its own store's orders). */
  mayRefund?: (order: OrderRecord) => boolean;
}

export interface RefundOutcome {
  order: OrderRecord;
  /** Null when nothing was paid and the refund only ended the order. */
  refund: OrderRefundRecord | null;
}

const actorLabel = (actor: RefundActor): string =>
  actor.kind === 'BOARD' ? `Board, terminal ${actor.termId}` : actor.email;

const auditActor = (actor: RefundActor): AuditActor =>
  actor.kind === 'BOARD'
    ? { memberId: null, email: `board of store ${actor.storeId}, terminal ${actor.termId}` }
    : { memberId: actor.memberId, email: actor.email };

/** The order's payments as refund sources: what each paid and what went back to it already. */
export async function refundSourcesOf(db: Db | Tx, order: OrderRecord): Promise<RefundSource[]> {
  const sources: RefundSource[] = [];
  if (order.paymentIntentId) {
    const [intent] = await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.id, order.paymentIntentId), eq(paymentIntents.orderId, order.id)));
    if (intent && (intent.status === 'succeeded' || intent.status === 'refunded')) {
      const recorded = await db
        .select({ cents: orderRefunds.creditCardCents })
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, order.id));
      sources.push({
        kind: 'CREDIT_CARD',
        key: intent.id,
        paidCents: intent.amountCents,
        // A payment marked refunded (a failed order, a full refund of old) has nothing left to give.
        refundedCents:
          intent.status === 'refunded'
            ? intent.amountCents
            : recorded.reduce((sum, row) => sum + row.cents, 0),
      });
    }
  }
  for (const card of await orderCardRefundState(db, order.id)) {
    sources.push({
      kind: 'BREWLINE_CARD',
      key: card.cardNumber,
      paidCents: card.paidCents,
      refundedCents: card.refundedCents,
    });
  }
  return sources;
}

export function listOrderRefunds(db: Db, orderId: string): Promise<OrderRefundRecord[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

async function findByKey(db: Db | Tx, key: string): Promise<OrderRefundRecord | null> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, key));
  return row ?? null;
}

/** Moves a locked order to Refunded (through Refund Requested when it is not there yet). */
async function endOrder(tx: Tx, order: OrderRecord, note: string, at: Date): Promise<StatusChange[]> {
  const changes: StatusChange[] = [];
  let current: Pick<OrderRecord, 'id' | 'status'> = order;
  if (current.status !== 'ORDER_REFUND_REQUESTED') {
    const requested = await moveOrderStatus(tx, current, 'ORDER_REFUND_REQUESTED', at, note);
    if (!requested) throw new Refusal('INVALID_TRANSITION', refusalMessages.REFUND_NOT_ALLOWED());
    changes.push(requested);
    current = { id: order.id, status: requested.status };
  }
  const processed = await moveOrderStatus(tx, current, 'ORDER_REFUND_PROCESSED', at, note);
  if (!processed) throw new Refusal('INVALID_TRANSITION', refusalMessages.REFUND_NOT_ALLOWED());
  changes.push(processed);
  return changes;
}

const REFUNDABLE_FROM: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  'ORDER_SCHEDULED',
  'ORDER_SENT',
  'ORDER_RECEIVED',
  'ORDER_READY',
  'ORDER_COMPLETE',
  'ORDER_REFUND_REQUESTED',
  'ORDER_ERROR',
]);

/** Refunds all or part of an order; see the file's head. Throws user errors a person can read. */
export async function refundOrderPayment(
  deps: RefundDeps,
  actor: RefundActor,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const reasonProblem = refundReasonProblem(request.reason);
  if (reasonProblem) throw new Refusal('INVALID_INPUT', reasonProblem);
  const reason = request.reason.trim();
  const key = request.idempotencyKey?.trim() || null;
  if (key && key.length > 100) throw new Refusal('INVALID_INPUT', refusalMessages.REFUND_KEY_TOO_LONG());
  if (key) {
    const earlier = await findByKey(deps.db, key);
    if (earlier) return replay(deps, earlier, request);
  }
  const at = deps.now;
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    if (!order || (request.mayRefund && !request.mayRefund(order)))
      throw new Refusal('ORDER_NOT_FOUND', refusalMessages.ORDER_NOT_AT_STORE());
    // The same key sent twice at once (a double tap): the second waited for the order's lock above,
    // and now sees the first one's refund.
    const sameKey = key ? await findByKey(tx, key) : null;
    if (sameKey) return { earlier: sameKey };
    if (!isOrderStatus(order.status) || !REFUNDABLE_FROM.has(order.status))
      throw new Refusal(
        'INVALID_TRANSITION',
        order.status === 'ORDER_REFUND_PROCESSED'
          ? refusalMessages.REFUND_ALREADY_FULL()
          : refusalMessages.REFUND_NOT_ALLOWED(),
      );
    const plan = planRefund(await refundSourcesOf(tx, order), request.amountCents);
    if (!plan.ok) throw new Refusal('INVALID_INPUT', plan.message);
    const amount = plan.parts.reduce((sum, part) => sum + part.amountCents, 0);
    const creditCard = plan.parts.find((part) => part.kind === 'CREDIT_CARD');
    let refund: OrderRefundRecord | null = null;
    if (amount > 0) {
      const [inserted] = await tx
        .insert(orderRefunds)
        .values({
          id: `rf_${randomUUID()}`,
          orderId: order.id,
          storeId: order.storeId,
          amountCents: amount,
          creditCardCents: creditCard?.amountCents ?? 0,
          brewlineCardCents: amount - (creditCard?.amountCents ?? 0),
          paymentIntentId: creditCard?.key ?? null,
          reason,
          actorKind: actor.kind,
          actorId: actor.kind === 'STAFF' ? actor.memberId : null,
          actorLabel: actorLabel(actor),
          idempotencyKey: key,
          createdAt: at,
          settledAt: creditCard ? null : at,
        })
        .returning();
      refund = inserted ?? null;
      if (!refund) throw new Error('order refund not recorded');
      for (const part of plan.parts) {
        if (part.kind !== 'BREWLINE_CARD') continue;
        await creditCardForRefund(tx, {
          orderId: order.id,
          refundId: refund.id,
          cardNumber: part.key,
          amountCents: part.amountCents,
          at,
        });
      }
    }
    const ends = refundEndsOrder(plan);
    const changes = ends ? await endOrder(tx, order, reason, at) : [];
    // A final refund's e-mail is the Refunded status's own; a partial one writes its own here.
    if (refund && !ends)
      await enqueueMail(tx, {
        kind: 'ORDER_REFUNDED',
        dedupeKey: `ORDER_REFUNDED:refund:${refund.id}`,
        orderId: order.id,
        at,
      });
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: ends ? 'order.refund.full' : 'order.refund.partial',
      entityType: 'order',
      entityId: order.id,
      storeId: order.storeId,
      before: { status: order.status },
      after: {
        status: changes.at(-1)?.status ?? order.status,
        refundId: refund?.id ?? null,
        amountCents: amount,
        creditCardCents: refund?.creditCardCents ?? 0,
        brewlineCardCents: refund?.brewlineCardCents ?? 0,
        reason,
      },
      at,
    });
    return { refund, changes };
  });
  if (result.earlier) return replay(deps, result.earlier, request);
  // The statuses moved inside the refund's transaction: published once it has committed.
  for (const change of result.changes) publishStatusChange(deps.events, change);
  if (result.refund && !result.refund.settledAt) await settleOrderRefund(deps, result.refund);
  const order = await findOrder(deps.db, request.orderId);
  if (!order) throw new Error('refunded order vanished');
  return { order, refund: result.refund };
}

async function replay(
  deps: RefundDeps,
  earlier: OrderRefundRecord,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const order = await findOrder(deps.db, earlier.orderId);
  if (!order || order.id !== request.orderId || (request.mayRefund && !request.mayRefund(order)))
    throw new Refusal('INVALID_INPUT', refusalMessages.REFUND_KEY_REUSED());
  if (!earlier.settledAt) await settleOrderRefund(deps, earlier);
  return { order, refund: earlier };
}

/**
 * Sends a recorded refund's credit card part to the provider and marks it settled. Failures are
 * logged by the caller's caller and left for the recovery job: the refund is owed, not lost.
 */
export async function settleOrderRefund(
  deps: Pick<RefundDeps, 'db' | 'payments' | 'now'>,
  refund: OrderRefundRecord,
): Promise<boolean> {
  if (refund.settledAt || !refund.paymentIntentId || refund.creditCardCents === 0) return true;
  try {
    await deps.payments.refundPart(refund.paymentIntentId, refund.creditCardCents, refund.id);
  } catch {
    return false;
  }
  const intentId = refund.paymentIntentId;
  await deps.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(orderRefunds)
      .set({ settledAt: deps.now })
      .where(and(eq(orderRefunds.id, refund.id), isNull(orderRefunds.settledAt)))
      .returning({ id: orderRefunds.id });
    if (settled) await addSettledRefund(tx, intentId, refund.creditCardCents, deps.now);
  });
  return true;
}

/** Recorded refunds whose credit card part the provider has not confirmed, oldest first. */
export function listUnsettledOrderRefunds(db: Db, before: Date, limit = 100): Promise<OrderRefundRecord[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(and(isNull(orderRefunds.settledAt), lt(orderRefunds.createdAt, before)))
    .orderBy(asc(orderRefunds.createdAt))
    .limit(limit);
}
