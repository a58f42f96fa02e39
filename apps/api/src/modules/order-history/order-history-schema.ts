// The member's order history over GraphQL: orderHistory(limit, before), pastOrder(id) and
// reorderCart(orderId, storeId). No operation takes a member id: every one acts for the access
// token's subject, so nobody can name someone else's orders.
import { orderStatusListLabel, storedOrderStatus } from '@brewline/domain/order-status';
import { storedPickupMethod } from '@brewline/domain/pickup';
import { storeClockOf } from '@brewline/domain/store-clock-writing';
import type { Builder } from '../../graphql/builder.ts';
import { STORE_CLOCK_DESCRIPTION } from '../../graphql/store-clock-description.ts';
import type { addCartPricingSchema } from '../pricing/cart-pricing-schema.ts';
import { MAKE_TIME_DESCRIPTION, orderMakeTimeOf } from '../orders/order-make-time.ts';
import type { addOrderSchema } from '../orders/order-schema.ts';
import type { addStoreSchema } from '../stores/store-schema.ts';
import { requireMember } from '../members/member-context.ts';
import type { HistoryItemRecord } from './order-history-repository.ts';
import {
  orderHistoryPage,
  pastOrder,
  type HistoryEntry,
  type HistoryPage,
  type OrderPaymentView,
  type OrderRefundView,
  type PastOrderView,
} from './order-history-service.ts';
import { reorderCart, type ReorderCart } from './reorder-service.ts';
import type { LeftOut } from '@brewline/domain/order-again';

/** A refund with its store's zone, for the time it went back on the store's clock. */
type StoreRefund = OrderRefundView & { timeZone: string };

type Refs = Pick<ReturnType<typeof addCartPricingSchema>, 'CartPricingRef'> &
  Pick<ReturnType<typeof addOrderSchema>, 'Car'> &
  ReturnType<typeof addStoreSchema>;

export function addOrderHistorySchema(builder: Builder, refs: Refs) {
  const PastOrderModifier = builder
    .objectRef<HistoryItemRecord['modifiers'][number]>('PastOrderModifier')
    .implement({
      fields: (t) => ({
        modifierId: t.exposeInt('modifierId'),
        name: t.exposeString('name'),
        quantity: t.exposeInt('quantity'),
      }),
    });
  const PastOrderItem = builder.objectRef<HistoryItemRecord>('PastOrderItem').implement({
    fields: (t) => ({
      lineNo: t.exposeInt('lineNo'),
      productId: t.exposeInt('productId'),
      productName: t.exposeString('productName'),
      image: t.exposeString('image'),
      sizeId: t.exposeInt('sizeId'),
      sizeName: t.exposeString('sizeName'),
      versionId: t.exposeInt('versionId', { nullable: true }),
      versionName: t.exposeString('versionName', { nullable: true }),
      quantity: t.exposeInt('quantity'),
      priceCents: t.exposeInt('priceCents', { description: 'The line with its modifiers, times quantity.' }),
      discountCents: t.exposeInt('discountCents', { description: 'The part a reward paid for.' }),
      modifiers: t.field({ type: [PastOrderModifier], resolve: (item) => item.modifiers }),
    }),
  });

  // What every order of the history says, in the list and in full.
  const MemberOrder = builder.interfaceRef<HistoryEntry>('MemberOrder').implement({
    description: "One of the signed-in member's orders.",
    fields: (t) => ({
      id: t.string({ resolve: (e) => e.order.id }),
      store: t.field({ type: refs.Store, resolve: (e) => e.store }),
      placedAt: t.string({ description: 'ISO instant.', resolve: (e) => e.order.placedAt.toISOString() }),
      placedAtStoreClock: t.string({
        description: STORE_CLOCK_DESCRIPTION,
        resolve: (e) => storeClockOf(e.order.placedAt, e.store.timeZone),
      }),
      status: t.field({ type: refs.enums.OrderStatus, resolve: (e) => storedOrderStatus(e.order.status) }),
      statusLabel: t.string({
        description: "The order list's label (docs/product/account.md#how-things-change).",
        resolve: (e) => orderStatusListLabel(e.order.status),
      }),
      items: t.field({ type: [PastOrderItem], resolve: (e) => e.items }),
      itemCount: t.int({
        description: 'Drinks and food in the order.',
        resolve: (e) => e.items.reduce((sum, item) => sum + item.quantity, 0),
      }),
      subtotalCents: t.int({ resolve: (e) => e.order.subtotalCents }),
      taxCents: t.int({ resolve: (e) => e.order.taxCents }),
      totalCents: t.int({ resolve: (e) => e.order.totalCents }),
      rewardDiscountCents: t.int({ resolve: (e) => e.order.rewardDiscountCents }),
    }),
  });

  const OrderHistoryEntry = builder.objectRef<HistoryEntry>('OrderHistoryEntry').implement({
    description: 'An order as the history list shows it (docs/product/account.md#older-order-history-entry).',
    interfaces: [MemberOrder],
    isTypeOf: (value) => typeof value === 'object' && value !== null && !('payments' in value),
  });
  const OrderHistoryPage = builder.objectRef<HistoryPage>('OrderHistoryPage').implement({
    fields: (t) => ({
      entries: t.field({ type: [OrderHistoryEntry], resolve: (p) => p.entries }),
      nextCursor: t.exposeString('nextCursor', {
        nullable: true,
        description: 'Pass as `before` for the next, older page; null on the last page.',
      }),
    }),
  });

  const OrderPayment = builder.objectRef<OrderPaymentView>('OrderPayment').implement({
    fields: (t) => ({
      method: t.exposeString('method', { description: 'CREDIT_CARD or BREWLINE_CARD.' }),
      identifier: t.exposeString('identifier', {
        description: "'Visa •••• 4242', 'Brewline Card •••• 7890'.",
      }),
      amountCents: t.exposeInt('amountCents'),
    }),
  });
  const OrderRefund = builder.objectRef<StoreRefund>('OrderRefund').implement({
    fields: (t) => ({
      method: t.exposeString('method', {
        description: 'Where the money went back: CREDIT_CARD or BREWLINE_CARD.',
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

  const ReorderLeftOut = builder.objectRef<LeftOut>('ReorderLeftOut').implement({
    fields: (t) => ({
      name: t.exposeString('name', { description: 'How the notice names it.' }),
      reason: t.exposeString('reason', {
        description: 'PRODUCT_GONE, SIZE_GONE, VERSION_GONE, MODIFIER_GONE or NOT_SOLD_HERE.',
      }),
    }),
  });
  const ReorderCartRef = builder.objectRef<ReorderCart>('ReorderCart').implement({
    fields: (t) => ({
      storeId: t.exposeInt('storeId'),
      storeName: t.exposeString('storeName'),
      pricing: t.field({
        type: refs.CartPricingRef,
        description: "The lines to put in the cart, with fresh line ids, at the store's prices today.",
        resolve: (r) => r.pricing,
      }),
      leftOut: t.field({ type: [ReorderLeftOut], resolve: (r) => r.leftOut }),
      notice: t.exposeString('notice', {
        nullable: true,
        description: "'X is no longer available at {store}.'; null when every line was kept.",
      }),
    }),
  });

  builder.queryFields((t) => ({
    orderHistory: t.field({
      type: OrderHistoryPage,
      description:
        "The signed-in member's orders, newest first, a page at a time (docs/product/account.md#calls).",
      args: {
        limit: t.arg.int({ description: '1 to 50; 10 when absent.' }),
        before: t.arg.string({ description: 'The nextCursor of the page before.' }),
      },
      resolve: (_root, { limit, before }, ctx) =>
        orderHistoryPage(ctx.db, requireMember(ctx).memberId, limit, before),
    }),
    pastOrder: t.field({
      type: PastOrder,
      nullable: true,
      description: "One of the signed-in member's orders in full; null for any order that is not theirs.",
      args: { id: t.arg.string({ required: true }) },
      resolve: (_root, { id }, ctx) => pastOrder(ctx.db, requireMember(ctx).memberId, id),
    }),
    reorderCart: t.field({
      type: ReorderCartRef,
      description:
        "Order again: the member's past order as cart lines priced at the store, with what it no longer sells.",
      args: {
        orderId: t.arg.string({ required: true }),
        storeId: t.arg.int({ required: true }),
      },
      resolve: (_root, { orderId, storeId }, ctx) =>
        reorderCart({ db: ctx.db, menu: ctx.menu.current() }, requireMember(ctx).memberId, orderId, storeId),
    }),
  }));
}
