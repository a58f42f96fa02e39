// An order as the board's columns show it.
import { storedPickupMethod } from '@brewline/domain/store-hours/pickup';
import {
  displayOrderId,
  isOrderStatus,
  storedOrderStatus,
  nextOrderStatuses,
} from '@brewline/domain/orders/order-status';
import type { Builder } from '../../graphql/builder.ts';
import type { addOrderSchema } from '../orders/order-schema.ts';
import type { OrderItemRecord, OrderRecord } from '../orders/order-repository.ts';
import { itemsOfOrder } from '../orders/order-service.ts';
import { MAKE_TIME_DESCRIPTION, orderMakeTimeOf } from '../orders/life-cycle/order-make-time.ts';
import { readOncePer } from '../../realtime/read-once-per.ts';
import { BOARD_STEPS } from './board-service.ts';
type OrderRefs = ReturnType<typeof addOrderSchema>;

export function addBoardOrderType(builder: Builder, refs: OrderRefs) {
  // The boards of a store share one read of an order's lines per event (see board-events-schema.ts).
  const itemsOfRecord = readOncePer<OrderRecord, OrderItemRecord[]>();
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
  return BoardOrder;
}
