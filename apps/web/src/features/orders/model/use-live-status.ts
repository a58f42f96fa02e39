// The status of an order from the history, live while it is still on its way: the store's changes
// arrive through the subscription and override the status read with the order. A finished order
// cannot change but for a refund, which the next visit reads.
import { isOrderInProgress, isOrderStatus } from '@brewline/domain/order-status';
import { useSubscription } from 'urql';
import { OrderStatusSubscription } from '../api/order-status-subscription.ts';

export function useLiveStatus(id: string, fetchedStatus: string): string {
  const live = isOrderStatus(fetchedStatus) && isOrderInProgress(fetchedStatus);
  const [result] = useSubscription({ query: OrderStatusSubscription, variables: { id }, pause: !live });
  const pushed = result.data?.orderStatus;
  return live && pushed?.id === id ? pushed.status : fetchedStatus;
}
