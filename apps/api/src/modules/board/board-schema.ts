// The store board's GraphQL: its session, the store's open orders, the products it can 86, the
// barista's actions and the live feed. Every field needs the board's terminal credential.
import { storedPickupMethod } from '@brewline/domain/pickup';
import {
  displayOrderId,
  isOrderStatus,
  storedOrderStatus,
  nextOrderStatuses,
} from '@brewline/domain/order-status';
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { addOrderSchema } from '../orders/order-schema.ts';
import { storeOrdersTopic, type StoreOrderEvent } from '../orders/order-events.ts';
import type { OrderItemRecord, OrderRecord } from '../orders/order-repository.ts';
import { itemsOfOrder, openOrdersOfStore, orderById } from '../orders/order-service.ts';
import { storeById, unavailableProductIdsOf } from '../stores/store-service.ts';
import { MAKE_TIME_DESCRIPTION, orderMakeTimeOf } from '../orders/order-make-time.ts';
import type { TerminalIdentity } from '../terminals/terminal-credentials.ts';
import { readOncePer } from '../../realtime/read-once-per.ts';
import { subscriptionEvents } from '../../realtime/subscription-events.ts';
import {
  advanceOrder,
  BOARD_STEPS,
  refundOrder,
  setProductAvailability,
  type BoardDeps,
} from './board-service.ts';
import { Refusal } from '@brewline/domain/refusal';
import { refusalMessages } from '@brewline/domain/refusal-messages';

function requireTerminal(ctx: GraphQLContext): TerminalIdentity {
  if (!ctx.terminal) throw new Refusal('TERMINAL_UNAUTHORIZED', refusalMessages.BOARD_NOT_PAIRED());
  return ctx.terminal;
}

const deps = (ctx: GraphQLContext): BoardDeps => ({
  db: ctx.db,
  payments: ctx.payments,
  events: ctx.orderEvents,
  now: ctx.now(),
});

export function addBoardSchema(builder: Builder, refs: ReturnType<typeof addOrderSchema>): void {
  // A store's event reaches each of its boards on this server as the same object (the emitter parses
  // a message once and hands it to every subscriber): the boards of a store share one read of the
  // order and one of its lines, where each used to read its own. Keyed by the objects, so an entry
  // lives only as long as the event.
  const orderOfEvent = readOncePer<StoreOrderEvent, OrderRecord | null>();
  const itemsOfRecord = readOncePer<OrderRecord, OrderItemRecord[]>();
  const BoardSession = builder
    .objectRef<{ storeId: number; termId: number; storeName: string; city: string; state: string }>(
      'BoardSession',
    )
    .implement({
      fields: (t) => ({
        storeId: t.exposeInt('storeId'),
        termId: t.exposeInt('termId'),
        storeName: t.exposeString('storeName'),
        city: t.exposeString('city'),
        state: t.exposeString('state'),
      }),
    });
  const BoardOrder = builder.objectRef<OrderRecord>('BoardOrder').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      displayId: t.string({ resolve: (o) => displayOrderId(o.id).toUpperCase() }),
      status: t.field({ type: refs.enums.OrderStatus, resolve: (o) => storedOrderStatus(o.status) }),
      pickupName: t.exposeString('pickupName'),
      pickupLocation: t.field({
        type: refs.enums.PickupMethod,
        resolve: (o) => storedPickupMethod(o.pickupLocation),
      }),
      car: t.field({ type: refs.Car, nullable: true, resolve: (o) => o.car }),
      time: t.string({ nullable: true, resolve: (o) => o.scheduledFor?.toISOString() ?? null }),
      makeTime: t.string({
        nullable: true,
        description: MAKE_TIME_DESCRIPTION,
        resolve: (o, _args, ctx) => orderMakeTimeOf(ctx.db, o),
      }),
      timePlaced: t.string({ resolve: (o) => o.placedAt.toISOString() }),
      total: t.exposeInt('totalCents'),
      items: t.field({
        type: [refs.OrderItemRef],
        resolve: (o, _args, ctx) => itemsOfRecord(o, () => itemsOfOrder(ctx.db, o.id)),
      }),
      nextStatuses: t.field({
        type: [refs.enums.OrderStatus],
        description: 'The barista buttons this order has now: ORDER_RECEIVED, ORDER_READY or ORDER_COMPLETE.',
        resolve: (o) =>
          isOrderStatus(o.status) ? nextOrderStatuses(o.status).filter((s) => BOARD_STEPS.includes(s)) : [],
      }),
    }),
  });
  const BoardProduct = builder
    .objectRef<{ id: number; name: string; available: boolean }>('BoardProduct')
    .implement({
      fields: (t) => ({
        id: t.exposeInt('id'),
        name: t.exposeString('name'),
        available: t.exposeBoolean('available'),
      }),
    });
  const BoardEvent = builder.objectRef<{ kind: string; order: OrderRecord }>('BoardEvent').implement({
    fields: (t) => ({
      kind: t.exposeString('kind'),
      order: t.field({ type: BoardOrder, resolve: (e) => e.order }),
    }),
  });

  builder.queryFields((t) => ({
    boardSession: t.field({
      type: BoardSession,
      resolve: async (_root, _args, ctx) => {
        const terminal = requireTerminal(ctx);
        const store = await storeById(ctx.db, terminal.storeId);
        return {
          storeId: terminal.storeId,
          termId: terminal.termId,
          storeName: store?.nickname ?? '',
          city: store?.city ?? '',
          state: store?.state ?? '',
        };
      },
    }),
    boardOrders: t.field({
      type: [BoardOrder],
      description: "The store's open orders, oldest first.",
      resolve: (_root, _args, ctx) => {
        const terminal = requireTerminal(ctx);
        return openOrdersOfStore(ctx.db, terminal.storeId);
      },
    }),
    boardProducts: t.field({
      type: [BoardProduct],
      resolve: async (_root, _args, ctx) => {
        const terminal = requireTerminal(ctx);
        const unavailable = new Set(await unavailableProductIdsOf(ctx.db, terminal.storeId));
        return [...ctx.menu.current().productsById.values()]
          .map((p) => ({ id: p.id, name: p.name, available: !unavailable.has(p.id) }))
          .sort((a, b) => a.name.localeCompare(b.name));
      },
    }),
  }));

  builder.mutationFields((t) => ({
    advanceOrder: t.field({
      type: BoardOrder,
      args: { orderId: t.arg.string({ required: true }), status: t.arg.string({ required: true }) },
      resolve: (_root, { orderId, status }, ctx) =>
        advanceOrder(deps(ctx), requireTerminal(ctx), orderId, status),
    }),
    refundOrder: t.field({
      type: BoardOrder,
      args: { orderId: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
      resolve: (_root, { orderId, reason }, ctx) =>
        refundOrder(deps(ctx), requireTerminal(ctx), orderId, reason),
    }),
    setProductAvailability: t.field({
      type: BoardProduct,
      args: { productId: t.arg.int({ required: true }), available: t.arg.boolean({ required: true }) },
      resolve: async (_root, { productId, available }, ctx) => {
        const terminal = requireTerminal(ctx);
        const product = ctx.menu.current().productsById.get(productId);
        if (!product) throw new Refusal('INVALID_ORDER', refusalMessages.BOARD_PRODUCT_UNKNOWN());
        await setProductAvailability(ctx.db, terminal, productId, available);
        return { id: productId, name: product.name, available };
      },
    }),
  }));

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
