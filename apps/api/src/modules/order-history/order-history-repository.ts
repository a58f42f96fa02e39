// A member's orders in the database: the history page by page, one order with its items, and what
// paid for it and went back. Every read is keyed by the member id, so a member's query can never
// reach another member's order, whatever id it names.
import { and, asc, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardLedger } from '../../db/schema/cards.ts';
import { orderItems, orders, orderRefunds, orderStatusEvents } from '../../db/schema/orders.ts';
import { paymentIntents } from '../../db/schema/payments.ts';
import { stores } from '../../db/schema/stores.ts';
import type { StoreRecord } from '../stores/store-repository.ts';

export type HistoryOrderRecord = typeof orders.$inferSelect;
export type HistoryItemRecord = typeof orderItems.$inferSelect;
export type IntentRecord = typeof paymentIntents.$inferSelect;
export type LedgerRecord = typeof cardLedger.$inferSelect;
export type StatusEventRecord = typeof orderStatusEvents.$inferSelect;

export interface HistoryOrderWithStore {
  order: HistoryOrderRecord;
  store: StoreRecord;
}

/** Where a page of the history starts: strictly older than this order. */
export interface HistoryCursor {
  placedAt: Date;
  id: string;
}

/** The member's orders, newest first, older than `before` when given. */
export async function listMemberOrders(
  db: Db,
  memberId: string,
  limit: number,
  before: HistoryCursor | null,
): Promise<HistoryOrderWithStore[]> {
  const owned = eq(orders.appUserId, memberId);
  // Keyset paging on (placed_at, id): an order placed while the member pages never repeats or hides one.
  const older = before
    ? or(
        lt(orders.placedAt, before.placedAt),
        and(eq(orders.placedAt, before.placedAt), lt(orders.id, before.id)),
      )
    : undefined;
  const rows = await db
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.storeId, orders.storeId))
    .where(older ? and(owned, older) : owned)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit);
  return rows;
}

/** One of the member's orders with its store, or null when there is none of theirs with that id. */
export async function findMemberOrder(
  db: Db,
  memberId: string,
  id: string,
): Promise<HistoryOrderWithStore | null> {
  const [row] = await db
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.storeId, orders.storeId))
    .where(and(eq(orders.id, id), eq(orders.appUserId, memberId)));
  return row ?? null;
}

/** The items of several orders in one round trip, each order's in line order. */
export async function listItemsOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, HistoryItemRecord[]>> {
  const byOrder = new Map<string, HistoryItemRecord[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.lineNo));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

export interface OrderMoney {
  /** The card payment the order took, if it took one. */
  intent: IntentRecord | null;
  /** Brewline Card movements for the order: PAYMENT (negative) and REFUND rows. */
  ledger: LedgerRecord[];
  /** The order's refund statuses, oldest first: their notes are the store's reason. */
  refundEvents: StatusEventRecord[];
  /** Each refund given (board or back office), all or part, oldest first. */
  refunds: (typeof orderRefunds.$inferSelect)[];
}

export async function loadOrderMoney(db: Db, order: HistoryOrderRecord): Promise<OrderMoney> {
  const [intents, ledger, refundEvents, refunds] = await Promise.all([
    order.paymentIntentId
      ? db
          .select()
          .from(paymentIntents)
          .where(and(eq(paymentIntents.id, order.paymentIntentId), eq(paymentIntents.orderId, order.id)))
      : Promise.resolve([]),
    db
      .select()
      .from(cardLedger)
      .where(and(eq(cardLedger.orderId, order.id), inArray(cardLedger.kind, ['PAYMENT', 'REFUND'])))
      .orderBy(asc(cardLedger.id)),
    db
      .select()
      .from(orderStatusEvents)
      .where(
        and(
          eq(orderStatusEvents.orderId, order.id),
          inArray(orderStatusEvents.status, ['ORDER_REFUND_REQUESTED', 'ORDER_REFUND_PROCESSED']),
        ),
      )
      .orderBy(asc(orderStatusEvents.id)),
    db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
  ]);
  return { intent: intents[0] ?? null, ledger, refundEvents, refunds };
}
