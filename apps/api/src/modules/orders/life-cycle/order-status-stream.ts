// The orderStatus subscription's use case: the stored status first, then every change as it is
// published (order-status-change.ts), for the browser that placed the order or its member only.
// The first answer is what a reconnecting phone needs (docs/performance.md, "Live status for thousands"): it
// carries the stored status, so a client does not read the order over HTTP before subscribing again.
import type { PubSub } from 'mercurius';
import type { Db } from '../../../db/client.ts';
import { subscriptionEvents } from '../../../realtime/subscription-events.ts';
import { orderStatusTopic, type BrewlineTopics, type OrderStatusUpdate } from './order-events.ts';
import { mayViewOrder } from './order-viewer.ts';
import { findWatchedOrder } from './watched-order.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export async function* orderStatusStream(
  deps: { db: Db; pubsub: PubSub<BrewlineTopics> },
  id: string,
  caller: { memberId: string | null; viewerKey: string | null },
): AsyncGenerator<OrderStatusUpdate> {
  // Listen before the one read, so a change between the read and the listen is not lost. The read
  // both decides who may watch and answers the stored status: one query per (re)subscription, where
  // a reconnecting herd used to cost two.
  const queue: AsyncIterableIterator<OrderStatusUpdate> = await deps.pubsub.subscribe(orderStatusTopic(id));
  const order = await findWatchedOrder(deps.db, id);
  // The same rule as order(id, viewerKey): an id alone shows nothing, not even the status. Mercurius
  // closes the subscription's queue (and its topic) when the refusal ends it.
  if (!order || !mayViewOrder(order, caller))
    throw new Refusal('ORDER_NOT_FOUND', refusalMessages.ORDER_NOT_FOUND_LIVE());
  const stored: OrderStatusUpdate = {
    id,
    status: order.status,
    updatedAt: order.statusChangedAt.toISOString(),
    reason: order.statusReason,
  };
  yield stored;
  for await (const update of subscriptionEvents(queue)) {
    // A change stored between the listen and the read (or published after it was read) is in
    // the read already: its event, arriving after, would show the same status twice.
    if (update.status === stored.status && update.updatedAt === stored.updatedAt) continue;
    yield update;
  }
}
