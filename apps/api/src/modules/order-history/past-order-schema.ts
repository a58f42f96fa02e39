// One of the member's orders in full, with its payments and refunds.
import { storedPickupMethod } from '@brewline/domain/store-hours/pickup';
import { storeClockOf } from '@brewline/domain/store-hours/store-clock-writing';
import type { Builder } from '../../graphql/builder.ts';
import { STORE_CLOCK_DESCRIPTION } from '../../graphql/store-clock-description.ts';
import { MAKE_TIME_DESCRIPTION, orderMakeTimeOf } from '../orders/life-cycle/order-make-time.ts';
import { readOncePer } from '../../realtime/read-once-per.ts';
import { storeById } from '../stores/store-service.ts';
import type { HistoryOrderRecord } from './order-history-repository.ts';
import {
  orderMoneyView,
  type OrderPaymentView,
  type OrderRefundView,
  type PastOrderView,
} from './order-history-service.ts';
import type { OrderHistoryRefs } from './order-history-refs.ts';
import type { addMemberOrderInterface } from './member-order-schema.ts';

/** A refund with its store's zone, for the time it went back on the store's clock. */
type StoreRefund = OrderRefundView & { timeZone: string };

function addPaymentTypes(builder: Builder, refs: OrderHistoryRefs) {
  const OrderPayment = builder.objectRef<OrderPaymentView>('OrderPayment').implement({
    fields: (t) => ({
      method: t.field({ type: refs.enums.PaymentMethod, resolve: (p) => p.method }),
      identifier: t.exposeString('identifier', {
        description: "'Visa •••• 4242', 'Brewline Card •••• 7890'.",
      }),
      amountCents: t.exposeInt('amountCents'),
    }),
  });
  const OrderRefund = builder.objectRef<StoreRefund>('OrderRefund').implement({
    fields: (t) => ({
      method: t.field({
        type: refs.enums.PaymentMethod,
        description: 'Where the money went back.',
        resolve: (r) => r.method,
      }),
      identifier: t.exposeString('identifier'),
      amountCents: t.exposeInt('amountCents'),
      refundedAt: t.string({ description: 'ISO instant.', resolve: (r) => r.at.toISOString() }),
      refundedAtStoreClock: t.string({
        description: STORE_CLOCK_DESCRIPTION,
        resolve: (r) => storeClockOf(r.at, r.timeZone),
      }),
    }),
  });
  return { OrderPayment, OrderRefund };
}

export function addPastOrderType(
  builder: Builder,
  refs: OrderHistoryRefs,
  MemberOrder: ReturnType<typeof addMemberOrderInterface>,
) {
  const { OrderPayment, OrderRefund } = addPaymentTypes(builder, refs);
  const PastOrder = builder.objectRef<PastOrderView>('PastOrder').implement({
    description: "One of the member's orders in full (docs/product/account.md#order-record).",
    interfaces: [MemberOrder],
    isTypeOf: (value) => typeof value === 'object' && value !== null && 'payments' in value,
    fields: (t) => ({
      scheduledFor: t.string({
        nullable: true,
        description: 'ISO instant of a scheduled pickup; null for as soon as possible.',
        resolve: (o) => o.order.scheduledFor?.toISOString() ?? null,
      }),
      scheduledForStoreClock: t.string({
        nullable: true,
        description: `${STORE_CLOCK_DESCRIPTION} Null for as soon as possible.`,
        resolve: (o) => (o.order.scheduledFor ? storeClockOf(o.order.scheduledFor, o.store.timeZone) : null),
      }),
      makeTime: t.string({
        nullable: true,
        description: MAKE_TIME_DESCRIPTION,
        resolve: (o, _args, ctx) => orderMakeTimeOf(ctx.db, o.order),
      }),
      pickupLocation: t.field({
        type: refs.enums.PickupMethod,
        resolve: (o) => storedPickupMethod(o.order.pickupLocation),
      }),
      pickupName: t.string({ resolve: (o) => o.order.pickupName }),
      car: t.field({ type: refs.Car, nullable: true, resolve: (o) => o.order.car }),
      pointsEarned: t.int({ resolve: (o) => o.order.pointsEarned }),
      payments: t.field({ type: [OrderPayment], resolve: (o) => o.payments }),
      refunds: t.field({
        type: [OrderRefund],
        resolve: (o) => o.refunds.map((refund) => ({ ...refund, timeZone: o.store.timeZone })),
      }),
      refundReason: t.exposeString('refundReason', { nullable: true }),
      statusReason: t.string({
        nullable: true,
        description:
          'Why the order stopped, as the customer reads it (a scheduled order that could not be sent).',
        resolve: (o) => o.order.statusReason,
      }),
    }),
  });
  addOrderRefundFields(builder, refs, OrderRefund);
  return PastOrder;
}

/**
 * The refunds on any order's page (order(id, viewerKey): a guest's too), as the member's own order
 * shows them: where each went, how much, when, and the store's reason.
 */
function addOrderRefundFields(
  builder: Builder,
  refs: OrderHistoryRefs,
  OrderRefund: ReturnType<typeof addPaymentTypes>['OrderRefund'],
) {
  // The page asks for both fields: one read of the order's money serves them.
  const moneyOfOrder = readOncePer<HistoryOrderRecord, Awaited<ReturnType<typeof orderMoneyView>>>();
  builder.objectFields(refs.OrderRef, (t) => ({
    refunds: t.field({
      type: [OrderRefund],
      resolve: async (order, _args, ctx) => {
        const [money, store] = await Promise.all([
          moneyOfOrder(order, () => orderMoneyView(ctx.db, order)),
          storeById(ctx.db, order.storeId),
        ]);
        const timeZone = store?.timeZone ?? 'UTC';
        return money.refunds.map((refund) => ({ ...refund, timeZone }));
      },
    }),
    refundReason: t.string({
      nullable: true,
      resolve: async (order, _args, ctx) =>
        (await moneyOfOrder(order, () => orderMoneyView(ctx.db, order))).refundReason,
    }),
  }));
}
