// Asks for one of the member's orders ahead of its page (/account/orders/{id}: the route declarations, routes.tsx)
// on the client the order pages use, beside the member's session instead of after it, the page's code
// and its first render. The same query and id as PastOrderScreen, so the page's first read finds this
// answer (lib/prefetched-query.ts).
import { orderIdFromRoute } from '@brewline/domain/orders/order-status';
import { prefetchQuery } from '../../../lib/prefetched-query.ts';
import { getLiveClient } from '../live-client.ts';
import { PastOrderQuery } from './past-order-query.ts';

/** `segment` is the path's last part, as the page reads it. */
export function prefetchPastOrder(segment: string): void {
  void prefetchQuery(getLiveClient(), PastOrderQuery, { id: orderIdFromRoute(segment) });
}
