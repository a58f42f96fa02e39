// The board's live feed: each change to one of its store's orders.
import type { Builder } from '../../graphql/builder.ts';
import { storeOrdersTopic, type StoreOrderEvent } from '../orders/life-cycle/order-events.ts';
import type { OrderRecord } from '../orders/order-repository.ts';
import { orderById } from '../orders/order-service.ts';
import { readOncePer } from '../../realtime/read-once-per.ts';
import { subscriptionEvents } from '../../realtime/subscription-events.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';
import { requireTerminal } from './board-terminal.ts';
import type { addBoardOrderType } from './board-order-schema.ts';

export function addBoardEvents(builder: Builder, BoardOrder: ReturnType<typeof addBoardOrderType>): void {
  // A store's event reaches each of its boards on this server as the same object (the emitter parses
  // a message once and hands it to every subscriber): the boards of a store share one read of the
  // order and one of its lines, where each used to read its own. Keyed by the objects, so an entry
  // lives only as long as the event.
  const orderOfEvent = readOncePer<StoreOrderEvent, OrderRecord | null>();
  const BoardEvent = builder.objectRef<{ kind: string; order: OrderRecord }>('BoardEvent').implement({
    fields: (t) => ({
      kind: t.exposeString('kind'),
      order: t.field({ type: BoardOrder, resolve: (e) => e.order }),
    }),
  });
  builder.subscriptionFields((t) => ({
    boardEvents: t.field({
      type: BoardEvent,
      description: 'Every new order and every status change at the board’s store.',
      subscribe: async function* (_root, _args, ctx) {
        const terminal = requireTerminal(ctx);
        const live: AsyncIterableIterator<StoreOrderEvent> = await ctx.pubsub.subscribe(
          storeOrdersTopic(terminal.storeId),
        );
        for await (const event of subscriptionEvents(live)) yield event;
      },
      resolve: async (event: StoreOrderEvent, _args, ctx) => {
        const order = await orderOfEvent(event, () => orderById(ctx.db, event.orderId));
        if (!order) throw new Refusal('ORDER_NOT_FOUND', refusalMessages.ORDER_NOT_AT_STORE());
        return { kind: event.kind, order };
      },
    }),
  }));
}
