// What an order's new status does besides itself, inside the transaction that moves the status:
// completion earns the member's points; a processed refund gives the points back; a processed
// refund or a failed order (ORDER_ERROR: the customer is asked to send it again, and a credit card
// is refunded by the watchdog) credits the Brewline Cards that paid and gives back the reward it
// used; ready, refunded and failed orders write the customer's e-mail to the outbox. Each effect is idempotent (unique ledger indexes), so a retried transition cannot earn or
// credit twice.
import type { OrderStatus } from '@brewline/domain/order-status';
import type { Tx } from '../../db/client.ts';
import { refundCardPayments } from '../cards/order-card-payments.ts';
import { enqueueOrderStatusMail } from '../../outbox/outbox.ts';
import { earnPointsForOrder, reversePointsForOrder } from '../rewards/order-points.ts';
import { releaseRewardOfOrder } from '../rewards/order-reward-release.ts';

export interface StatusSideEffect {
  orderId: string;
  status: OrderStatus;
  at: Date;
}

export async function applyStatusSideEffects(tx: Tx, change: StatusSideEffect): Promise<void> {
  if (change.status === 'ORDER_COMPLETE') await earnPointsForOrder(tx, change.orderId, change.at);
  if (change.status === 'ORDER_REFUND_PROCESSED') await reversePointsForOrder(tx, change.orderId, change.at);
  if (change.status === 'ORDER_REFUND_PROCESSED' || change.status === 'ORDER_ERROR') {
    await refundCardPayments(tx, change.orderId, change.at);
    await releaseRewardOfOrder(tx, change.orderId);
  }
  // The customer's e-mail (ready, refunded, failed) commits with the status: never one without the other.
  await enqueueOrderStatusMail(tx, change);
}
