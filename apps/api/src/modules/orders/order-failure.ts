// The one way an order that will not be made ends: it goes to ORDER_ERROR (the same transaction
// credits the Brewline Cards that paid and gives back a reward it used, status-side-effects.ts), a
// credit card payment is refunded through the provider, and the change is published like every
// other. The late-order watchdog and the scheduler both end orders here. The conditional transition
// lets only one server act on each order, so the money goes back once.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { OrderEventBus } from './order-events.ts';
import { transitionOrder, type OrderRecord } from './order-repository.ts';

export interface OrderFailureDeps {
  db: Db;
  payments: PaymentProvider;
  events: OrderEventBus;
  log: FastifyBaseLogger;
}

export interface OrderFailure {
  /** For the order's history and the logs. */
  note: string;
  /** What the customer reads about why; null keeps the catalogue's ORDER_ERROR message alone. */
  customerReason: string | null;
}

/** Fails the order and returns its payment; false when another server or step moved it first. */
export async function failOrderAndReturnPayment(
  deps: OrderFailureDeps,
  order: Pick<OrderRecord, 'id' | 'storeId' | 'paymentIntentId'>,
  at: Date,
  failure: OrderFailure,
): Promise<boolean> {
  const change = await transitionOrder(
    deps.db,
    order.id,
    'ORDER_ERROR',
    at,
    failure.note,
    failure.customerReason,
  );
  if (!change) return false;
  if (order.paymentIntentId) await deps.payments.refund(order.paymentIntentId);
  deps.events.publishStatus(
    {
      id: change.id,
      status: change.status,
      updatedAt: change.updatedAt.toISOString(),
      reason: failure.customerReason,
    },
    change.storeId,
  );
  deps.log.warn(
    { orderId: order.id, storeId: order.storeId, reason: failure.note },
    'order failed: payment returned',
  );
  return true;
}
