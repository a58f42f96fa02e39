// The orderStatus subscription's use case: the stored status first, then every change as it is
// published (order-status-change.ts), for the browser that placed the order or its member only.
import type { PubSub } from 'mercurius';
import type { Db } from '../../db/client.ts';
import { orderStatusTopic, type BrewlineTopics, type OrderStatusUpdate } from './order-events.ts';
import { findOrder } from './order-repository.ts';
import { mayViewOrder } from './order-viewer.ts';
import { Refusal } from '@brewline/domain/refusal';
import { refusalMessages } from '@brewline/domain/refusal-messages';

export async function* orderStatusStream(
  deps: { db: Db; pubsub: PubSub<BrewlineTopics> },
  id: string,
  caller: { memberId: string | null; viewerKey: string | null },
): AsyncGenerator<OrderStatusUpdate> {
  // The same rule as order(id, viewerKey): an id alone shows nothing, not even the status.
  const allowed = await findOrder(deps.db, id);
  if (!allowed || !mayViewOrder(allowed, caller))
    throw new Refusal('ORDER_NOT_FOUND', refusalMessages.ORDER_NOT_FOUND_LIVE());
  // Listen before reading, so a change between the read and the listen is not lost.
  const live: AsyncIterableIterator<OrderStatusUpdate> = await deps.pubsub.subscribe(orderStatusTopic(id));
  const order = await findOrder(deps.db, id);
  const stored = order
    ? {
        id,
        status: order.status,
        updatedAt: order.statusChangedAt.toISOString(),
        reason: order.statusReason,
      }
    : null;
  if (stored) yield stored;
  for await (const update of live) {
    // A change stored between the listen and the read (or published after it was read) is in
    // the read already: its event, arriving after, would show the same status twice.
    if (stored && update.status === stored.status && update.updatedAt === stored.updatedAt) continue;
    yield update;
  }
}
