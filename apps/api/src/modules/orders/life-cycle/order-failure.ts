// The one way an order that will not be made ends: it goes to ORDER_ERROR (the same transaction
// credits the Brewline Cards that paid, gives back a reward it used and records the credit card's
// refund as owed, status-side-effects.ts), the provider is asked to return the card payment, and the
// change is published like every other. If the provider call fails or this server dies first, the
// recovery sweep sends the recorded refund again (payment-recovery.ts). The late-order watchdog and the scheduler both end orders here. The conditional transition
// lets only one server act on each order, so the money goes back once.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { PaymentProvider } from '../../../payments/payment-provider.ts';
import type { OrderEventBus } from './order-events.ts';
import type { OrderRecord } from '../order-repository.ts';
import { changeOrderStatus } from './order-status-change.ts';

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
  // Published before the provider is called: the refund is recorded as owed in the status's own
  // transaction, so the customer may read that the order failed while the card is being refunded.
  const change = await changeOrderStatus(deps, order.id, 'ORDER_ERROR', at, {
    note: failure.note,
    customerReason: failure.customerReason,
  });
  if (!change) return false;
  if (order.paymentIntentId) {
    try {
      await deps.payments.settleRefund(order.paymentIntentId);
    } catch (error) {
      deps.log.warn(
        { err: error, orderId: order.id, paymentIntentId: order.paymentIntentId },
        'refund recorded; the provider call failed and the recovery sweep will send it again',
      );
    }
  }
  deps.log.warn(
    { orderId: order.id, storeId: order.storeId, reason: failure.note },
    'order failed: payment returned',
  );
  return true;
}
