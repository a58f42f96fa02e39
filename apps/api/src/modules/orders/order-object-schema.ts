// The orders' GraphQL object types: the order and its lines, what paid for it, and the answers of
// the orders' queries, mutations and subscription (order-schema.ts). Resolvers only delegate.
import { storedOrderStatus } from '@brewline/domain/orders/order-status';
import { storedPickupMethod } from '@brewline/domain/store-hours/pickup';
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../context.ts';
import type { PaymentIntentView } from '../../payments/payment-provider.ts';
import type { OrderCardPayment } from '../cards/order-card-payments.ts';
import { memberAuthOf } from '../members/member-context.ts';
import type { addStoreSchema } from '../stores/store-schema.ts';
import { storeById } from '../stores/store-service.ts';
import type { OrderStatusUpdate } from './life-cycle/order-events.ts';
import { brewlineCardPaymentsOf, creditCardPaymentsOf, type CreditCardPaymentView } from './order-reads.ts';
import { listOrderItems, type OrderItemRecord, type OrderRecord } from './order-repository.ts';
import type { UsableReward } from './checkout/order-rewards.ts';
import type { SentOrder } from './checkout/send-customer-order.ts';
import { MAKE_TIME_DESCRIPTION, orderMakeTimeOf } from './life-cycle/order-make-time.ts';
import { orderStoreClockOf } from './life-cycle/order-store-clock.ts';
import { STORE_CLOCK_DESCRIPTION } from '../../graphql/store-clock-description.ts';

type StoreRefs = ReturnType<typeof addStoreSchema>;

/** What pays for an order: the card's payment intent, and what each payment gave. */
export function addOrderPaymentTypes(builder: Builder) {
  const PaymentIntentRef = builder.objectRef<PaymentIntentView>('PaymentIntent').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      paymentIntentId: t.exposeString('id'),
      clientSecret: t.exposeString('clientSecret'),
      amount: t.exposeInt('amountCents'),
      status: t.exposeString('status'),
    }),
  });
  const CreditCardPayment = builder.objectRef<CreditCardPaymentView>('CreditCardPayment').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      identifier: t.exposeString('identifier'),
      amount: t.exposeInt('amount'),
    }),
  });
  const GiftCardPayment = builder
    .objectRef<OrderCardPayment & { owned: boolean }>('GiftCardPayment')
    .implement({
      description: 'What one Brewline Card paid for the order.',
      fields: (t) => ({
        id: t.string({ resolve: (p) => String(p.id) }),
        cardNumber: t.string({
          nullable: true,
          description:
            'The whole card number, for the member who placed the order only (a card number is enough to pay in store); null for anyone else.',
          resolve: (p) => (p.owned ? p.cardNumber : null),
        }),
        cardLastFour: t.string({ resolve: (p) => p.cardNumber.slice(-4) }),
        amount: t.exposeInt('amountCents', { description: 'Cents (the spec name).' }),
        amountCents: t.exposeInt('amountCents'),
      }),
    });
  const PaymentConfig = builder.objectRef<GraphQLContext['paymentConfig']>('PaymentConfig').implement({
    fields: (t) => ({
      provider: t.exposeString('provider', { description: 'sandbox or stripe: which card form to show.' }),
      publishableKey: t.exposeString('publishableKey', { nullable: true }),
    }),
  });
  return { PaymentIntentRef, CreditCardPayment, GiftCardPayment, PaymentConfig };
}

/** The order's lines, as the customer and the store board read them. */
function addOrderItemTypes(builder: Builder) {
  const OrderModifier = builder.objectRef<{ name: string; quantity: number }>('OrderModifier').implement({
    fields: (t) => ({ name: t.exposeString('name'), quantity: t.exposeInt('quantity') }),
  });
  const OrderItemRef = builder.objectRef<OrderItemRecord>('OrderItem').implement({
    fields: (t) => ({
      productId: t.exposeInt('productId'),
      productName: t.exposeString('productName'),
      image: t.exposeString('image'),
      sizeName: t.exposeString('sizeName'),
      versionName: t.exposeString('versionName', { nullable: true }),
      quantity: t.exposeInt('quantity'),
      price: t.exposeInt('priceCents', { description: 'Cents for the line.' }),
      discountCents: t.exposeInt('discountCents', {
        description: 'What a free-drink reward paid of the line (0 without one).',
      }),
      modifiers: t.field({ type: [OrderModifier], resolve: (i) => i.modifiers }),
    }),
  });
  const Car = builder.objectRef<{ make: string; model: string; color: string }>('Car').implement({
    fields: (t) => ({
      make: t.exposeString('make'),
      model: t.exposeString('model'),
      color: t.exposeString('color'),
    }),
  });
  return { OrderItemRef, Car };
}

/** The order: where, for whom, its status, its lines and what paid for it. */
export function addOrderTypes(
  builder: Builder,
  refs: StoreRefs,
  payments: Pick<ReturnType<typeof addOrderPaymentTypes>, 'CreditCardPayment' | 'GiftCardPayment'>,
) {
  const { OrderItemRef, Car } = addOrderItemTypes(builder);
  const OrderRef = builder.objectRef<OrderRecord>('Order').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      storeId: t.exposeInt('storeId'),
      store: t.field({
        type: refs.Store,
        nullable: true,
        resolve: (o, _args, ctx) => storeById(ctx.db, o.storeId),
      }),
      pickupLocation: t.field({
        type: refs.enums.PickupMethod,
        resolve: (o) => storedPickupMethod(o.pickupLocation),
      }),
      pickupName: t.exposeString('pickupName'),
      timePlaced: t.string({ resolve: (o) => o.placedAt.toISOString() }),
      placedAtStoreClock: t.string({
        description: STORE_CLOCK_DESCRIPTION,
        resolve: (o, _args, ctx) => orderStoreClockOf(ctx.db, o.storeId, o.placedAt),
      }),
      status: t.field({ type: refs.enums.OrderStatus, resolve: (o) => storedOrderStatus(o.status) }),
      statusReason: t.string({
        nullable: true,
        description:
          'Why the order stopped, as the customer reads it: set when a scheduled order could not be sent at its make time (its payment is returned).',
        resolve: (o) => o.statusReason,
      }),
      time: t.string({ nullable: true, resolve: (o) => o.scheduledFor?.toISOString() ?? null }),
      scheduledForStoreClock: t.string({
        nullable: true,
        description: `${STORE_CLOCK_DESCRIPTION} Null for as soon as possible.`,
        resolve: (o, _args, ctx) =>
          o.scheduledFor ? orderStoreClockOf(ctx.db, o.storeId, o.scheduledFor) : null,
      }),
      makeTime: t.string({
        nullable: true,
        description: MAKE_TIME_DESCRIPTION,
        resolve: (o, _args, ctx) => orderMakeTimeOf(ctx.db, o),
      }),
      items: t.field({ type: [OrderItemRef], resolve: (o, _args, ctx) => listOrderItems(ctx.db, o.id) }),
      subTotal: t.exposeInt('subtotalCents'),
      taxAmount: t.exposeInt('taxCents'),
      total: t.exposeInt('totalCents'),
      pointsEarned: t.exposeInt('pointsEarned'),
      rewardDiscountCents: t.exposeInt('rewardDiscountCents', {
        description:
          'What a claimed free-drink reward took off: total = subTotal - rewardDiscountCents + taxAmount.',
      }),
      giftCardPayments: t.field({
        type: [payments.GiftCardPayment],
        description: 'The Brewline Cards that paid, and how much each.',
        resolve: (o, _args, ctx) => {
          const auth = memberAuthOf(ctx);
          return brewlineCardPaymentsOf(ctx.db, o, auth.kind === 'member' ? auth.identity.memberId : null);
        },
      }),
      car: t.field({ type: Car, nullable: true, resolve: (o) => o.car }),
      creditCardPayments: t.field({
        type: [payments.CreditCardPayment],
        resolve: (o, _args, ctx) => creditCardPaymentsOf(ctx.payments, o),
      }),
    }),
  });
  return { OrderRef, OrderItemRef, Car };
}

/** The answers of sendCustomerOrder, pickupSlots, myUsableRewards and the orderStatus subscription. */
export function addOrderReplyTypes(builder: Builder, refs: StoreRefs) {
  const SentOrderStatus = builder.objectRef<{ status: string }>('SentOrderStatus').implement({
    fields: (t) => ({
      status: t.field({ type: refs.enums.OrderStatus, resolve: (o) => storedOrderStatus(o.status) }),
    }),
  });
  const SentOrderRef = builder.objectRef<SentOrder>('SentOrder').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      status: t.field({ type: SentOrderStatus, resolve: (o) => o.status }),
      viewerKey: t.string({
        nullable: true,
        description:
          "The order's secret: the placing browser keeps it and sends it with order(id, viewerKey) to see the order.",
        resolve: (o) => o.viewerKey,
      }),
    }),
  });
  const PickupSlotRef = builder.objectRef<{ time: Date; label: string }>('PickupSlot').implement({
    fields: (t) => ({
      time: t.string({ resolve: (s) => s.time.toISOString() }),
      label: t.exposeString('label'),
    }),
  });
  const OrderStatusUpdateRef = builder.objectRef<OrderStatusUpdate>('OrderStatusUpdate').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      status: t.field({ type: refs.enums.OrderStatus, resolve: (u) => storedOrderStatus(u.status) }),
      updatedAt: t.exposeString('updatedAt'),
      reason: t.string({
        nullable: true,
        description: "Why the order stopped, as the customer reads it (the order's statusReason).",
        resolve: (u) => u.reason ?? null,
      }),
    }),
  });
  const UsableRewardRef = builder
    .objectRef<UsableReward & { expiresOn: string | null }>('UsableReward')
    .implement({
      description: 'A claimed free-drink reward the signed-in member can use on an order now.',
      fields: (t) => ({
        id: t.exposeID('id'),
        rewardName: t.exposeString('rewardName'),
        expiresOn: t.exposeString('expiresOn', {
          nullable: true,
          description: "yyyy-MM-dd in the store's time zone: usable until the day before. Null: no limit.",
        }),
      }),
    });
  return { SentOrderRef, PickupSlotRef, OrderStatusUpdateRef, UsableRewardRef };
}
