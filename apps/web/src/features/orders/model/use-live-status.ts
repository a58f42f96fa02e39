// The status of an order from the history, live while it can still change: the store's changes (a
// barista's steps, a refund made on the board, even of a completed order) arrive through the
// subscription and override the status read with the order.
import { canOrderStillChange, isOrderStatus } from '@brewline/domain/order-status';
import { useSubscription } from 'urql';
import { OrderStatusSubscription } from '../api/order-status-subscription.ts';

export function useLiveStatus(id: string, fetchedStatus: string): string {
  const live = isOrderStatus(fetchedStatus) && canOrderStillChange(fetchedStatus);
  const [result] = useSubscription({ query: OrderStatusSubscription, variables: { id }, pause: !live });
  const pushed = result.data?.orderStatus;
  return live && pushed?.id === id ? pushed.status : fetchedStatus;
}
