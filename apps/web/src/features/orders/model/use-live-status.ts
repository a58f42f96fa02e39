// The status of an order from the history, live while it is still on its way: the store's changes
// arrive through the subscription and override the status read with the order. A finished order
// cannot change but for a refund, which the next visit reads.
import { isOrderInProgress, isOrderStatus } from '@brewline/domain/order-status';
import { useSubscription } from 'urql';
import { OrderStatusSubscription } from '../api/order-status-subscription.ts';

export interface LiveStatus {
  readonly status: string;
  /** Why the order stopped (a scheduled order its store could not take), with that status. */
  readonly reason: string | null;
}

export function useLiveStatus(id: string, fetched: LiveStatus): LiveStatus {
  const live = isOrderStatus(fetched.status) && isOrderInProgress(fetched.status);
  const [result] = useSubscription({ query: OrderStatusSubscription, variables: { id }, pause: !live });
  const pushed = result.data?.orderStatus;
  return live && pushed?.id === id ? { status: pushed.status, reason: pushed.reason ?? null } : fetched;
}
