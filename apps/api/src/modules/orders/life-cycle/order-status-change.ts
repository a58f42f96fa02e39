// The one way an order's status changes: the repository's conditional update moves it along the
// domain's transition table (canTransition, order-status.ts) and writes its status event and side
// effects in one transaction (points, Brewline Card credits, the customer's e-mail in the outbox:
// status-side-effects.ts); then the stored change is published to the customer watching the order
// (ORDER_STATUS) and to the store's boards (STORE_ORDERS). The board, the demo terminals, the
// scheduler, a failed order (watchdog, scheduler) and a refund all change statuses here; only a
// stored change is ever published, and only by the caller that won it.
import type { OrderStatus } from '@brewline/domain/orders/order-status';
import type { Db } from '../../../db/client.ts';
import type { OrderEventBus, StoreOrderEvent } from './order-events.ts';
import { findOrder, moveOrderStatusFrom, type OrderRecord, type StatusChange } from '../order-repository.ts';

export interface OrderStatusChangeDeps {
  db: Db;
  events: OrderEventBus;
}

export interface StatusChangeReason {
  /** For the order's history: who or what moved it ('terminal 3', 'scheduler: make time'). */
  note?: string | null;
  /** What the customer reads about why the order stopped; published with the change when given. */
  customerReason?: string | null;
}

/**
 * Moves the order to `to` if the transitions allow it and nobody moved it since it was read, stores
 * it, then publishes it. Null (nothing stored, nothing published) when the move is not allowed or
 * another server or step won it.
 */
export async function changeOrderStatus(
  deps: OrderStatusChangeDeps,
  orderId: string,
  to: OrderStatus,
  at: Date,
  reason: StatusChangeReason = {},
): Promise<StatusChange | null> {
  const current = await findOrder(deps.db, orderId);
  return current ? changeOrderStatusFrom(deps, current, to, at, reason) : null;
}

/**
 * changeOrderStatus from the order as the caller has just read it (a board's tap, a pass over listed
 * orders): one read fewer for each change. Refused like any change if the order moved since.
 */
export async function changeOrderStatusFrom(
  deps: OrderStatusChangeDeps,
  current: Pick<OrderRecord, 'id' | 'status'>,
  to: OrderStatus,
  at: Date,
  reason: StatusChangeReason = {},
): Promise<StatusChange | null> {
  const change = await moveOrderStatusFrom(deps.db, current, {
    to,
    at,
    note: reason.note ?? null,
    customerReason: reason.customerReason ?? null,
  });
  if (change) publishStatusChange(deps.events, change, { customerReason: reason.customerReason });
  return change;
}

/**
 * Publishes a change already stored: changeOrderStatus's own step, and the one a refund takes after
 * its transaction commits (it moves the order it has locked, order-refund-service.ts). A new order
 * is published as ORDER_CREATED, so the store's boards add it rather than refresh it.
 */
export function publishStatusChange(
  events: OrderEventBus,
  change: StatusChange,
  options: { customerReason?: string | null; kind?: StoreOrderEvent['kind'] } = {},
): void {
  events.publishStatus(
    {
      id: change.id,
      status: change.status,
      updatedAt: change.updatedAt.toISOString(),
      ...(options.customerReason === undefined ? {} : { reason: options.customerReason }),
    },
    change.storeId,
    options.kind,
  );
}
