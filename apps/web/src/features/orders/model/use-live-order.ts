// An order with its live status: read from the network, then every change the store makes arrives
// through the subscription and overrides the fetched status. After the connection drops and comes
// back, the subscription starts again with the stored status (its first answer), so a change made
// meanwhile shows without reading the order again: a server's thousands of phones reconnecting at
// once after a deploy cost it one subscription each, not a read as well.
import { isRefundStatus } from '@brewline/domain/orders/order-status';
import { useEffect, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { readOrderViewerKey } from '../../../lib/active-order.ts';
import { describeApiError } from '../../../lib/graphql-errors.ts';
import { useFirstReadPolicy } from '../../../lib/prefetched-query.ts';
import { OrderQuery, orderVariables, type OrderDetail } from '../api/order-query.ts';
import { OrderStatusSubscription } from '../api/order-status-subscription.ts';

export interface LiveOrder {
  readonly order: OrderDetail | null;
  /** The newest status known: pushed, else fetched. */
  readonly status: string | null;
  /** Why the order stopped (a scheduled order its store could not take), with that status. */
  readonly reason: string | null;
  readonly fetching: boolean;
  readonly error: string | null;
}

export function useLiveOrder(id: string | null): LiveOrder {
  const variables = orderVariables(id ?? '');
  const [result, readAgain] = useQuery({
    query: OrderQuery,
    variables,
    pause: id === null,
    // The network's answer, or the one asked for with /orders/active's code (api/prefetch-order.ts),
    // read once: the subscription (answering the stored status first on every reconnect) keeps it
    // current after that.
    requestPolicy: useFirstReadPolicy(OrderQuery, variables, 'network-only', id === null),
  });
  const [live] = useSubscription({
    query: OrderStatusSubscription,
    variables: { id: id ?? '', viewerKey: id === null ? null : readOrderViewerKey(id) },
    pause: id === null,
  });
  const [pushed, setPushed] = useState<{ id: string; status: string; reason: string | null } | null>(null);

  const update = live.data?.orderStatus;
  useEffect(() => {
    // Tagged with the id subscribed to, so a status never crosses to another order's page.
    if (update && id !== null) setPushed({ id, status: update.status, reason: update.reason ?? null });
  }, [update, id]);

  const order = id === null ? null : (result.data?.order ?? null);
  const current = pushed && pushed.id === id ? pushed : null;
  // A refund made while the page is open: its lines (where the money went, how much) are read again.
  const refundedLive = current !== null && isRefundStatus(current.status) && current.status !== order?.status;
  useEffect(() => {
    if (refundedLive) readAgain({ requestPolicy: 'network-only' });
  }, [refundedLive, readAgain]);
  return {
    order,
    status: current?.status ?? order?.status ?? null,
    reason: current ? current.reason : (order?.statusReason ?? null),
    fetching: id !== null && result.fetching && !result.data,
    error: result.error ? describeApiError(result.error).message : null,
  };
}
