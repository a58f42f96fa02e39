// What an order's new status does besides itself, inside the transaction that moves the status:
// completion earns the member's points; a processed refund gives the points back; a processed
// refund or a failed order (ORDER_ERROR: the customer is asked to send it again) credits the Brewline
// Cards that paid and gives back the reward it used; a failed order's credit card refund is recorded
// here too, so it is owed even if the server dies before calling the provider (order-failure.ts); ready, refunded and failed orders write the customer's e-mail to the outbox. Each effect is idempotent (unique ledger indexes), so a retried transition cannot earn or
// credit twice.
import type { OrderStatus } from '@brewline/domain/orders/order-status';
import type { Tx } from '../../../db/client.ts';
import { refundCardPayments } from '../../cards/order-card-payments.ts';
import { enqueueOrderStatusMail, statusSendsMail } from '../../../outbox/outbox.ts';
import { recordRefundOfOrderPayment } from '../../../payments/payment-intent-repository.ts';
import { earnPointsForOrder, reversePointsForOrder } from '../../rewards/order-points.ts';
import { releaseRewardOfOrder } from '../../rewards/order-reward-release.ts';

export interface StatusSideEffect {
  orderId: string;
  status: OrderStatus;
  at: Date;
}

type SideEffect = (tx: Tx, change: StatusSideEffect) => Promise<void>;

/** What each status moves besides itself, in this order; the customer's e-mail comes after them. */
const EFFECTS: Partial<Record<OrderStatus, readonly SideEffect[]>> = {
  ORDER_COMPLETE: [(tx, change) => earnPointsForOrder(tx, change.orderId, change.at)],
  ORDER_REFUND_PROCESSED: [
    (tx, change) => reversePointsForOrder(tx, change.orderId, change.at),
    (tx, change) => refundCardPayments(tx, change.orderId, change.at),
    (tx, change) => releaseRewardOfOrder(tx, change.orderId),
  ],
  ORDER_ERROR: [
    (tx, change) => refundCardPayments(tx, change.orderId, change.at),
    (tx, change) => releaseRewardOfOrder(tx, change.orderId),
    (tx, change) => recordRefundOfOrderPayment(tx, change.orderId, change.at),
  ],
};

/**
 * Whether moving an order to `status` moves anything else. A status that does not (sent, received,
 * a refund requested) is stored in one statement with no transaction around it (order-repository.ts).
 */
export function hasStatusSideEffects(status: OrderStatus): boolean {
  return EFFECTS[status] !== undefined || statusSendsMail(status);
}

export async function applyStatusSideEffects(tx: Tx, change: StatusSideEffect): Promise<void> {
  for (const effect of EFFECTS[change.status] ?? []) await effect(tx, change);
  // The customer's e-mail (ready, refunded, failed) commits with the status: never one without the other.
  await enqueueOrderStatusMail(tx, change);
}
