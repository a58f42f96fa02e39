// Asks for an order ahead of its page (/orders/active: the route declarations, routes.tsx) on the client the order
// pages use, so the page's first read finds the answer (lib/prefetched-query.ts) instead of asking
// only after the menu tables, the page's code and its first render.
import { prefetchQuery } from '../../../lib/prefetched-query.ts';
import { getLiveClient } from '../live-client.ts';
import { OrderQuery, orderVariables } from './order-query.ts';

export function prefetchOrder(id: string): void {
  void prefetchQuery(getLiveClient(), OrderQuery, orderVariables(id));
}
