// An order's whole life for the back office: its items, what paid for it, each refund, and a timeline
// of every status it had and every refund given, each with who did it: the customer, a store board,
// a staff member, the scheduler or the late-order watchdog.
import { paidCents, refundableCents } from '@brewline/domain/orders/order-refunds';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderStatusEvents } from '../../../db/schema/orders.ts';
import { paymentIntents } from '../../../db/schema/payments.ts';
import { stores } from '../../../db/schema/stores.ts';
import { listOrderCardPayments } from '../../cards/order-card-payments.ts';
import { findOrder, listOrderItems, type OrderItemRecord, type OrderRecord } from '../order-repository.ts';
import {
  listOrderRefunds,
  refundSourcesOf,
  type OrderRefundRecord,
} from '../refunds/order-refund-service.ts';

export const ACTOR_KINDS = ['CUSTOMER', 'BOARD', 'STAFF', 'SCHEDULER', 'WATCHDOG', 'SYSTEM'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** What a line of an order's timeline records: a status it took, or a refund. */
export const LIFE_EVENT_KINDS = ['STATUS', 'REFUND'] as const;

export interface LifeEvent {
  at: Date;
  kind: (typeof LIFE_EVENT_KINDS)[number];
  status: string | null;
  amountCents: number | null;
  actorKind: ActorKind;
  actor: string;
  note: string | null;
}

export interface OrderPaymentLine {
  method: 'CREDIT_CARD' | 'BREWLINE_CARD';
  /** 'Visa •••• 4242', 'Brewline Card •••• 7890'. */
  label: string;
  amountCents: number;
}

export interface OrderLife {
  order: OrderRecord;
  storeName: string;
  storeTimeZone: string;
  items: OrderItemRecord[];
  payments: OrderPaymentLine[];
  refunds: OrderRefundRecord[];
  paidCents: number;
  refundableCents: number;
  timeline: LifeEvent[];
}

/**
 * Who made a status change, read from the note each path writes (board-service: 'terminal N',
 * scheduled-order-sender: 'scheduler...', late-order-watchdog, demo-terminals). The first status is
 * the customer's: sending the order.
 */
export function statusEventActor(
  note: string | null,
  first: boolean,
): { actorKind: ActorKind; actor: string } {
  const text = (note ?? '').trim();
  if (/^terminal \d+$/.test(text)) return { actorKind: 'BOARD', actor: `Board, ${text}` };
  if (text === 'demo terminal') return { actorKind: 'BOARD', actor: 'Demo board' };
  if (text.startsWith('scheduler') || text.startsWith('scheduled order'))
    return { actorKind: 'SCHEDULER', actor: 'Scheduler' };
  if (text.startsWith('no terminal received')) return { actorKind: 'WATCHDOG', actor: 'Late-order watchdog' };
  if (first || text === '') return { actorKind: 'CUSTOMER', actor: 'Customer' };
  return { actorKind: 'SYSTEM', actor: 'Brewline' };
}

const last4 = (cardNumber: string): string => cardNumber.slice(-4);

export async function loadOrderLife(db: Db, orderId: string): Promise<OrderLife | null> {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  const [items, events, refunds, cardPayments, sources, intents, storeRows] = await Promise.all([
    listOrderItems(db, order.id),
    db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id))
      .orderBy(asc(orderStatusEvents.id)),
    listOrderRefunds(db, order.id),
    listOrderCardPayments(db, order.id),
    refundSourcesOf(db, order),
    order.paymentIntentId
      ? db.select().from(paymentIntents).where(eq(paymentIntents.id, order.paymentIntentId))
      : Promise.resolve([]),
    db
      .select({ name: stores.name, timeZone: stores.timeZone })
      .from(stores)
      .where(eq(stores.storeId, order.storeId)),
  ]);
  const payments: OrderPaymentLine[] = [];
  const intent = intents[0];
  if (
    intent &&
    intent.orderId === order.id &&
    (intent.status === 'succeeded' || intent.status === 'refunded')
  )
    payments.push({
      method: 'CREDIT_CARD',
      label: `${intent.cardBrand ?? 'Card'} •••• ${intent.cardLast4 ?? '????'}`,
      amountCents: intent.amountCents,
    });
  for (const payment of cardPayments)
    payments.push({
      method: 'BREWLINE_CARD',
      label: `Brewline Card •••• ${last4(payment.cardNumber)}`,
      amountCents: payment.amountCents,
    });
  const refundTimes = new Set(refunds.map((refund) => refund.createdAt.getTime()));
  const timeline: LifeEvent[] = events.map((event, index) => {
    // A refund's status changes are the refund's doing: its row says who gave it.
    const refund = refundTimes.has(event.at.getTime())
      ? refunds.find((r) => r.createdAt.getTime() === event.at.getTime())
      : undefined;
    const who = refund
      ? {
          actorKind: refund.actorKind === 'STAFF' ? ('STAFF' as const) : ('BOARD' as const),
          actor: refund.actorLabel,
        }
      : statusEventActor(event.note, index === 0);
    return {
      at: event.at,
      kind: 'STATUS',
      status: event.status,
      amountCents: null,
      note: event.note,
      ...who,
    };
  });
  for (const refund of refunds)
    timeline.push({
      at: refund.createdAt,
      kind: 'REFUND',
      status: null,
      amountCents: refund.amountCents,
      actorKind: refund.actorKind === 'STAFF' ? 'STAFF' : 'BOARD',
      actor: refund.actorLabel,
      note: refund.reason,
    });
  // Same instant: the refund before the status it caused.
  const rank = (event: LifeEvent): number => (event.kind === 'REFUND' ? 0 : 1);
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a) - rank(b));
  return {
    order,
    storeName: storeRows[0]?.name ?? `Store ${order.storeId}`,
    storeTimeZone: storeRows[0]?.timeZone ?? 'UTC',
    items,
    payments,
    refunds,
    paidCents: paidCents(sources),
    refundableCents: refundableCents(sources),
    timeline,
  };
}
