// Orders in the database. Status changes are conditional updates (from the status we read to the
// next one), so two servers or two clicks can never both move the same order.
import {
  canTransition,
  isOrderStatus,
  OPEN_STATUSES,
  type OrderStatus,
} from '@brewline/domain/orders/order-status';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import type { CardDebit } from '../cards/order-card-payments.ts';
import { runPrepared } from '../../db/prepared-statement.ts';
import { applyStatusSideEffects, hasStatusSideEffects } from './life-cycle/status-side-effects.ts';

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
  return current ? moveOrderStatusFrom(db, current, { to, at, note, customerReason }) : null;
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
  const change = await storeStatusChange(tx, current, { to, at, note, customerReason });
  // Points and Brewline Card credits move in the same transaction as the status: never one without the other.
  if (change) await applyStatusSideEffects(tx, { orderId: current.id, status: to, at });
  return change;
}

/** A status change: where to, when, and why (see transitionOrder). */
export interface StatusMove {
  to: OrderStatus;
  at: Date;
  note?: string | null;
  customerReason?: string | null;
}

/**
 * Moves the order from the status the caller has just read (a board's tap, a pass over listed
 * orders), without reading it again: if anyone moved it since, the conditional update refuses, as it
 * would after a fresh read. A status with side effects (hasStatusSideEffects) moves in a transaction
 * with them; one without is a single statement, atomic on its own: one round trip, not four.
 */
export function moveOrderStatusFrom(
  db: Db,
  current: Pick<OrderRecord, 'id' | 'status'>,
  move: StatusMove,
): Promise<StatusChange | null> {
  if (!hasStatusSideEffects(move.to)) return storeStatusChange(db, current, move);
  return db.transaction((tx) =>
    moveOrderStatus(tx, current, move.to, move.at, move.note ?? null, move.customerReason ?? null),
  );
}

/**
 * The conditional update and the history's event as one statement: the event is written only from
 * the update's RETURNING, so an order someone else moved first gets neither.
 */
const MOVE_ORDER_STATUS = `WITH moved AS (
  UPDATE orders SET status = $3::text, status_changed_at = $4::timestamptz, status_reason = $6::text
  WHERE id = $1::text AND status = $2::text
  RETURNING id, store_id
), logged AS (
  INSERT INTO order_status_events (order_id, status, at, note)
  SELECT moved.id, $3::text, $4::timestamptz, $5::text FROM moved
)
SELECT id, store_id AS "storeId" FROM moved`;

async function storeStatusChange(
  executor: Db | Tx,
  current: Pick<OrderRecord, 'id' | 'status'>,
  move: StatusMove,
): Promise<StatusChange | null> {
  if (!isOrderStatus(current.status) || !canTransition(current.status, move.to)) return null;
  const [moved] = await runPrepared<{ id: string; storeId: number }>(
    executor,
    'brewline_move_order_status',
    MOVE_ORDER_STATUS,
    [
      current.id,
      current.status,
      move.to,
      move.at.toISOString(),
      move.note ?? null,
      move.customerReason ?? null,
    ],
  );
  return moved ? { id: moved.id, storeId: moved.storeId, status: move.to, updatedAt: move.at } : null;
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
