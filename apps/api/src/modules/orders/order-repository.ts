// Orders in the database. Status changes are conditional updates (from the status we read to the
// next one), so two servers or two clicks can never both move the same order.
import { canTransition, isOrderStatus, OPEN_STATUSES, type OrderStatus } from '@brewline/domain/order-status';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, orderStatusEvents } from '../../db/schema/orders.ts';
import type { CardDebit } from '../cards/order-card-payments.ts';
import { applyStatusSideEffects } from './status-side-effects.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderItemRecord = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export interface StatusChange {
  id: string;
  storeId: number;
  status: OrderStatus;
  updatedAt: Date;
}

export async function findOrder(db: Db, id: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function findOrderByCart(db: Db, cartId: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return row ?? null;
}

export function listOrderItems(db: Db, orderId: string): Promise<OrderItemRecord[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.lineNo));
}

/** What else the order's transaction moves: Brewline Card balances and a claimed reward. */
export interface OrderTakings {
  /** The member's Brewline Card payments, debited with conditional updates. */
  cards?: { memberId: string; payments: readonly CardDebit[] } | null;
  /** The member's claimed free-drink reward, consumed by this order. */
  reward?: { memberId: string; rewardId: string } | null;
}

/**
 * Moves an order from its current status to `to` if the declared transitions allow it. `note` is for
 * the order's history; `customerReason` is what the customer reads about why the order stopped (kept
 * on the order until its next change).
 */
export async function transitionOrder(
  db: Db,
  id: string,
  to: OrderStatus,
  at: Date,
  note: string | null = null,
  customerReason: string | null = null,
): Promise<StatusChange | null> {
  const current = await findOrder(db, id);
  if (!current) return null;
  return db.transaction((tx) => moveOrderStatus(tx, current, to, at, note, customerReason));
}

/**
 * transitionOrder inside the caller's transaction, from the status the caller read (a refund moves
 * the order it has locked). Null when the transitions do not allow it or the status changed since.
 */
export async function moveOrderStatus(
  tx: Tx,
  current: Pick<OrderRecord, 'id' | 'status'>,
  to: OrderStatus,
  at: Date,
  note: string | null = null,
  customerReason: string | null = null,
): Promise<StatusChange | null> {
  if (!isOrderStatus(current.status) || !canTransition(current.status, to)) return null;
  const [moved] = await tx
    .update(orders)
    .set({ status: to, statusChangedAt: at, statusReason: customerReason })
    .where(and(eq(orders.id, current.id), eq(orders.status, current.status)))
    .returning({ id: orders.id, storeId: orders.storeId });
  if (!moved) return null;
  await tx.insert(orderStatusEvents).values({ orderId: current.id, status: to, at, note });
  // Points and Brewline Card credits move in the same transaction as the status: never one without the other.
  await applyStatusSideEffects(tx, { orderId: current.id, status: to, at });
  return { id: moved.id, storeId: moved.storeId, status: to, updatedAt: at };
}

/** The order, its row locked until the caller's transaction ends: what a refund plans against. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRecord | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** Scheduled orders whose pickup time is at or before `pickupBefore`, earliest first. */
export function listScheduledOrdersDue(db: Db, pickupBefore: Date, limit = 100): Promise<OrderRecord[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'ORDER_SCHEDULED'), lte(orders.scheduledFor, pickupBefore)))
    .orderBy(asc(orders.scheduledFor))
    .limit(limit);
}

/** Orders in one of `statuses` whose status is older than `changedBefore`, oldest first. */
export function listOrdersWaiting(
  db: Db,
  statuses: OrderStatus[],
  changedBefore: Date,
  limit = 100,
): Promise<OrderRecord[]> {
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, statuses), lte(orders.statusChangedAt, changedBefore)))
    .orderBy(asc(orders.statusChangedAt))
    .limit(limit);
}

/** The store's open orders (domain OPEN_STATUSES), oldest first: what its board shows. */
export function listOpenOrdersOfStore(db: Db, storeId: number): Promise<OrderRecord[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), inArray(orders.status, [...OPEN_STATUSES])))
    .orderBy(asc(orders.placedAt));
}
