// What a barista does from the store board: move an order along, refund it, 86 a product. Every
// change is checked against the declared transitions, stored, then published.
import { isOrderStatus, orderStatusListLabel, type OrderStatus } from '@brewline/domain/orders/order-status';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { unavailableProducts } from '../../db/schema/stores.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { refundOrderPayment } from '../orders/refunds/order-refund-service.ts';
import type { OrderEventBus } from '../orders/life-cycle/order-events.ts';
import { storeSnapshotsOf } from '../stores/store-snapshot.ts';
import type { OrderRecord } from '../orders/order-repository.ts';
import { orderById } from '../orders/order-service.ts';
import { changeOrderStatusFrom } from '../orders/life-cycle/order-status-change.ts';
import type { TerminalIdentity } from '../terminals/terminal-credentials.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export interface BoardDeps {
  db: Db;
  payments: PaymentProvider;
  events: OrderEventBus;
  now: Date;
}

/** The statuses a barista moves an order to with the board's buttons. */
export const BOARD_STEPS: readonly OrderStatus[] = ['ORDER_RECEIVED', 'ORDER_READY', 'ORDER_COMPLETE'];

async function storeOrder(db: Db, terminal: TerminalIdentity, orderId: string): Promise<OrderRecord> {
  const order = await orderById(db, orderId);
  // Another store's order is answered like a missing one: a board sees only its own store.
  if (!order || order.storeId !== terminal.storeId)
    throw new Refusal('ORDER_NOT_FOUND', refusalMessages.ORDER_NOT_AT_STORE());
  return order;
}

async function move(
  deps: BoardDeps,
  order: OrderRecord,
  to: OrderStatus,
  note: string | null,
): Promise<OrderRecord> {
  const change = await changeOrderStatusFrom(deps, order, to, deps.now, { note });
  if (!change) {
    const from = isOrderStatus(order.status) ? orderStatusListLabel(order.status) : order.status;
    throw new Refusal(
      'INVALID_TRANSITION',
      refusalMessages.ORDER_TRANSITION_REFUSED({ from, to: orderStatusListLabel(to) }),
    );
  }
  // The order as read, with the change just stored, instead of a read again: the conditional update
  // has just proven nobody moved it since, and what a status's side effects write (points earned)
  // is not on the board.
  return { ...order, status: change.status, statusChangedAt: change.updatedAt, statusReason: null };
}

export async function advanceOrder(
  deps: BoardDeps,
  terminal: TerminalIdentity,
  orderId: string,
  to: string,
): Promise<OrderRecord> {
  const order = await storeOrder(deps.db, terminal, orderId);
  if (!isOrderStatus(to) || !BOARD_STEPS.includes(to))
    throw new Refusal('INVALID_TRANSITION', refusalMessages.BOARD_STATUS_CHOICES());
  return move(deps, order, to, `terminal ${terminal.termId}`);
}

/**
 * A full refund from the board: everything still refundable goes back (the shared refund of
 * orders/refunds/order-refund-service.ts), and the order ends Refunded.
 */
export async function refundOrder(
  deps: BoardDeps,
  terminal: TerminalIdentity,
  orderId: string,
  reason: string,
): Promise<OrderRecord> {
  const outcome = await refundOrderPayment(
    deps,
    { kind: 'BOARD', storeId: terminal.storeId, termId: terminal.termId },
    { orderId, amountCents: null, reason, mayRefund: (order) => order.storeId === terminal.storeId },
  );
  return outcome.order;
}

/** 86 a product at the terminal's store (available false), or bring it back. */
export async function setProductAvailability(
  db: Db,
  terminal: TerminalIdentity,
  productId: number,
  available: boolean,
): Promise<void> {
  if (available) {
    await db
      .delete(unavailableProducts)
      .where(
        and(eq(unavailableProducts.storeId, terminal.storeId), eq(unavailableProducts.productId, productId)),
      );
  } else {
    await db
      .insert(unavailableProducts)
      .values({ storeId: terminal.storeId, productId })
      .onConflictDoNothing();
  }
  // Menu prices, priceCart and the order read availability from the store's snapshot: from this
  // answer on, every server refuses (or sells again) the product.
  storeSnapshotsOf(db).invalidate(terminal.storeId);
}
