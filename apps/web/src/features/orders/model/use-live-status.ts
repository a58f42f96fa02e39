// The status of an order from the history, live while it can still change: the store's changes (a
// barista's steps, a refund made on the board, even of a completed order) arrive through the
// subscription and override the status read with the order.
import { canOrderStillChange, isOrderStatus } from '@brewline/domain/orders/order-status';
import { useSubscription } from 'urql';
import { readOrderViewerKey } from '../../../lib/active-order.ts';
import { OrderStatusSubscription } from '../api/order-status-subscription.ts';

export interface LiveStatus {
  readonly status: string;
  /** Why the order stopped (a scheduled order its store could not take), with that status. */
  readonly reason: string | null;
}

export function useLiveStatus(id: string, fetched: LiveStatus): LiveStatus {
  const live = isOrderStatus(fetched.status) && canOrderStillChange(fetched.status);
  const [result] = useSubscription({
    query: OrderStatusSubscription,
    variables: { id, viewerKey: readOrderViewerKey(id) },
    pause: !live,
  });
  const pushed = result.data?.orderStatus;
  return live && pushed?.id === id ? { status: pushed.status, reason: pushed.reason ?? null } : fetched;
}
