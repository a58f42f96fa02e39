// Orders over GraphQL: createStripeOrderPaymentIntent, sendCustomerOrder, order(id), pickupSlots and
// the orderStatus subscription. Resolvers are thin: check, then call the use case.
import { CURRENCY } from '@brewline/domain/money';
import { rewardExpiryDate } from '@brewline/domain/rewards';
import { pickupSlots } from '@brewline/domain/pickup-slots';
import { storedPickupMethod } from '@brewline/domain/pickup';
import { storedOrderStatus } from '@brewline/domain/order-status';
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { addCartPricingSchema } from '../pricing/cart-pricing-schema.ts';
import type { addStoreSchema } from '../stores/store-schema.ts';
import type { PaymentIntentView } from '../../payments/payment-provider.ts';
import { listOrderCardPayments, type OrderCardPayment } from '../cards/order-card-payments.ts';
import { memberAuthOf, optionalMember, requireMember } from '../members/member-context.ts';
import { priceCart } from '../pricing/cart-pricing.ts';
import { loadStorePricing } from '../pricing/store-pricing-repository.ts';
import { findStore } from '../stores/store-repository.ts';
import type { CustomerOrderInput } from './customer-order-input.ts';
import { orderStatusTopic, type OrderStatusUpdate } from './order-events.ts';
import { listUsableFreeDrinkRewards, type UsableReward } from './order-rewards.ts';
import { findOrder, listOrderItems, type OrderItemRecord, type OrderRecord } from './order-repository.ts';
import { mayViewOrder } from './order-viewer.ts';
import {
  checkOrderBeforePayment,
  sendCustomerOrder,
  validateInput,
  type SentOrder,
} from './send-customer-order.ts';
import { Refusal } from '@brewline/domain/refusal';
import { messages } from '@brewline/domain/messages';

interface CreditCardPaymentView {
  id: string;
  identifier: string;
  amount: number;
}

export function addOrderSchema(
  builder: Builder,
  refs: Pick<ReturnType<typeof addCartPricingSchema>, 'CartLineInput'> & ReturnType<typeof addStoreSchema>,
) {
  const CarInput = builder.inputType('CarInput', {
    fields: (t) => ({
      make: t.string({ required: true }),
      model: t.string({ required: true }),
      color: t.string({ required: true }),
      year: t.int(),
    }),
  });
  const CreditCardPaymentInput = builder.inputType('CreditCardPaymentInput', {
    fields: (t) => ({
      amount: t.int({ required: true }),
      token: t.string({ required: true, description: 'The payment intent id.' }),
    }),
  });
  const GiftCardPaymentInput = builder.inputType('GiftCardPaymentInput', {
    description:
      "What one of the signed-in member's Brewline Cards pays, in cents. The payments must add up to exactly the order's total.",
    fields: (t) => ({ cardNumber: t.string({ required: true }), amount: t.int({ required: true }) }),
  });
  const OrderPaymentInput = builder.inputType('OrderPaymentInput', {
    fields: (t) => ({
      creditCardPayment: t.field({ type: CreditCardPaymentInput }),
      giftCardPayments: t.field({ type: [GiftCardPaymentInput] }),
    }),
  });
  const CustomerOrderInputRef = builder.inputType('CustomerOrderInput', {
    fields: (t) => ({
      cartId: t.string({
        required: true,
        description: 'The session cart uuid: the order is idempotent on it.',
      }),
      pickupLocation: t.string({ required: true, description: 'IN_STORE, DRIVE_THRU or PARKING_LOT.' }),
      items: t.field({ type: [refs.CartLineInput], required: true }),
      subtotal: t.int({ required: true }),
      taxAmount: t.int({ required: true }),
      total: t.int({ required: true }),
      payment: t.field({ type: OrderPaymentInput, required: true }),
      guestEmail: t.string(),
      pickupName: t.string({ required: true }),
      phone: t.string({ required: true }),
      appUserId: t.string(),
      profileId: t.string(),
      time: t.string({ description: 'ISO instant of a scheduled pickup; absent for as soon as possible.' }),
      car: t.field({ type: CarInput }),
      claimedRewardId: t.string({
        description:
          "A claimed free-drink reward of the signed-in member (myUsableRewards) to use: one item of the order's most expensive drink is free; priceCart(freeDrink: true) gives the totals.",
      }),
    }),
  });

  const PaymentIntentRef = builder.objectRef<PaymentIntentView>('PaymentIntent').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      paymentIntentId: t.exposeString('id'),
      clientSecret: t.exposeString('clientSecret'),
      amount: t.exposeInt('amountCents'),
      status: t.exposeString('status'),
    }),
  });
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
  const Car = builder.objectRef<{ make: string; model: string; color: string }>('Car').implement({
    fields: (t) => ({
      make: t.exposeString('make'),
      model: t.exposeString('model'),
      color: t.exposeString('color'),
    }),
  });
  const OrderRef = builder.objectRef<OrderRecord>('Order').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      storeId: t.exposeInt('storeId'),
      store: t.field({
        type: refs.Store,
        nullable: true,
        resolve: (o, _args, ctx) => findStore(ctx.db, o.storeId),
      }),
      pickupLocation: t.field({
        type: refs.enums.PickupMethod,
        resolve: (o) => storedPickupMethod(o.pickupLocation),
      }),
      pickupName: t.exposeString('pickupName'),
      timePlaced: t.string({ resolve: (o) => o.placedAt.toISOString() }),
      status: t.field({ type: refs.enums.OrderStatus, resolve: (o) => storedOrderStatus(o.status) }),
      statusReason: t.string({
        nullable: true,
        description:
          'Why the order stopped, as the customer reads it: set when a scheduled order could not be sent at its make time (its payment is returned).',
        resolve: (o) => o.statusReason,
      }),
      time: t.string({ nullable: true, resolve: (o) => o.scheduledFor?.toISOString() ?? null }),
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
        type: [GiftCardPayment],
        description: 'The Brewline Cards that paid, and how much each.',
        resolve: async (o, _args, ctx) => {
          const auth = memberAuthOf(ctx);
          const owned = auth.kind === 'member' && o.appUserId === auth.identity.memberId;
          return (await listOrderCardPayments(ctx.db, o.id)).map((p) => ({ ...p, owned }));
        },
      }),
      car: t.field({ type: Car, nullable: true, resolve: (o) => o.car }),
      creditCardPayments: t.field({
        type: [CreditCardPayment],
        resolve: async (o, _args, ctx) => {
          const intent = o.paymentIntentId ? await ctx.payments.retrieve(o.paymentIntentId) : null;
          if (!intent) return [];
          const identifier = `${intent.cardBrand ?? 'Card'} •••• ${intent.cardLast4 ?? ''}`.trim();
          return [{ id: intent.id, identifier, amount: intent.amountCents }];
        },
      }),
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

  const PaymentConfig = builder.objectRef<GraphQLContext['paymentConfig']>('PaymentConfig').implement({
    fields: (t) => ({
      provider: t.exposeString('provider', { description: 'sandbox or stripe: which card form to show.' }),
      publishableKey: t.exposeString('publishableKey', { nullable: true }),
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

  builder.queryFields((t) => ({
    myUsableRewards: t.field({
      type: [UsableRewardRef],
      description:
        "The signed-in member's claimed free-drink rewards an order at this store can use now (not used, removed or expired in the store's time zone), oldest first.",
      args: { storeId: t.arg.int({ required: true }) },
      resolve: async (_root, { storeId }, ctx) => {
        const member = requireMember(ctx);
        const store = await findStore(ctx.db, storeId);
        if (!store) throw new Refusal('STORE_NOT_FOUND', messages.SELECT_STORE());
        const now = ctx.now();
        const rewards = await listUsableFreeDrinkRewards(ctx.db, member.memberId, store.timeZone, now);
        return rewards.map((reward) => ({
          ...reward,
          expiresOn: rewardExpiryDate(
            {
              creationDate: reward.createdAt,
              reward: {
                name: reward.rewardName,
                expireDate: reward.expireDate,
                timeLimitSeconds: reward.timeLimitSeconds,
              },
            },
            store.timeZone,
          ),
        }));
      },
    }),
    paymentConfig: t.field({ type: PaymentConfig, resolve: (_root, _args, ctx) => ctx.paymentConfig }),
    order: t.field({
      type: OrderRef,
      nullable: true,
      description:
        'An order, for the browser that placed it (its viewerKey) or the member who did; null for anyone else.',
      args: { id: t.arg.string({ required: true }), viewerKey: t.arg.string() },
      resolve: async (_root, { id, viewerKey }, ctx) => {
        const order = await findOrder(ctx.db, id);
        if (!order) return null;
        // A refused (expired) token is answered UNAUTHENTICATED, so the app refreshes it.
        const memberId = optionalMember(ctx)?.memberId ?? null;
        return mayViewOrder(order, { memberId, viewerKey: viewerKey ?? null }) ? order : null;
      },
    }),
    pickupSlots: t.field({
      type: [PickupSlotRef],
      description:
        "Today's 15-minute pickup times at the store, in its time zone, at least the make time ahead.",
      args: { storeId: t.arg.int({ required: true }) },
      resolve: async (_root, { storeId }, ctx) => {
        const store = await findStore(ctx.db, storeId);
        return store ? pickupSlots(store, store.timeZone, ctx.now(), store.makeMinutes) : [];
      },
    }),
    checkCustomerOrder: t.boolean({
      description:
        "True when the store would take the order now (store open, the pickup method's terminal connected, every line sold, totals current); otherwise the error sendCustomerOrder would give. The app asks just before the card is confirmed, so a refusal moves no money.",
      args: {
        order: t.arg({ type: CustomerOrderInputRef, required: true }),
        storeId: t.arg.int({ required: true }),
      },
      resolve: async (_root, { order, storeId }, ctx) => {
        const memberId = optionalMember(ctx)?.memberId ?? null;
        const input = order satisfies CustomerOrderInput;
        const fields = validateInput(input, memberId !== null);
        const deps = { db: ctx.db, menu: ctx.menu.current(), now: ctx.now(), memberId };
        await checkOrderBeforePayment(deps, input, storeId, fields);
        return true;
      },
    }),
  }));

  builder.mutationFields((t) => ({
    createStripeOrderPaymentIntent: t.field({
      type: PaymentIntentRef,
      description: 'A payment intent for the order; the server recomputes the amount and refuses a mismatch.',
      args: {
        currency: t.arg.string({ required: true }),
        amount: t.arg.int({ required: true }),
        storeId: t.arg.int({ required: true }),
        order: t.arg({ type: CustomerOrderInputRef, required: true }),
      },
      resolve: async (_root, args, ctx) => {
        if (args.currency.toLowerCase() !== CURRENCY)
          throw new Refusal('INVALID_ORDER', messages.PAYMENT_USD_ONLY());
        const pricingData = await loadStorePricing(ctx.db, args.storeId);
        if (!pricingData) throw new Refusal('STORE_NOT_FOUND', messages.SELECT_STORE());
        // With a reward the card pays what the reward leaves; the order checks the reward itself.
        const pricing = priceCart(ctx.menu.current(), pricingData, args.order.items, {
          freeDrink: !!args.order.claimedRewardId,
        });
        if (pricing.totalCents !== args.amount || pricing.totalCents !== args.order.total) {
          throw new Refusal('AMOUNT_MISMATCH', messages.PRICES_CHANGED(), { total: pricing.totalCents });
        }
        return ctx.payments.createIntent({
          amountCents: pricing.totalCents,
          currency: CURRENCY,
          description: `Brewline order at store ${args.storeId}`,
          storeId: args.storeId,
          cartId: args.order.cartId,
        });
      },
    }),
    sendCustomerOrder: t.field({
      type: SentOrderRef,
      args: {
        order: t.arg({ type: CustomerOrderInputRef, required: true }),
        storeId: t.arg.int({ required: true }),
      },
      resolve: (_root, { order, storeId }, ctx) =>
        sendCustomerOrder(
          {
            db: ctx.db,
            menu: ctx.menu.current(),
            payments: ctx.payments,
            events: ctx.orderEvents,
            now: ctx.now(),
            // A refused (expired) token is answered UNAUTHENTICATED so the app refreshes it, rather
            // than the member's order quietly becoming a guest's.
            memberId: optionalMember(ctx)?.memberId ?? null,
          },
          order satisfies CustomerOrderInput,
          storeId,
        ),
    }),
  }));

  builder.subscriptionFields((t) => ({
    orderStatus: t.field({
      type: OrderStatusUpdateRef,
      description:
        "The stored status first, then every change as it is stored: for the browser that placed the order (its viewerKey) or its member (the connection's token); nothing for anyone else.",
      args: { id: t.arg.string({ required: true }), viewerKey: t.arg.string() },
      subscribe: async function* (_root, { id, viewerKey }, ctx) {
        // The same rule as order(id, viewerKey): an id alone shows nothing, not even the status.
        const auth = memberAuthOf(ctx);
        const caller = {
          memberId: auth.kind === 'member' ? auth.identity.memberId : null,
          viewerKey: viewerKey ?? null,
        };
        const allowed = await findOrder(ctx.db, id);
        if (!allowed || !mayViewOrder(allowed, caller))
          throw new Refusal('ORDER_NOT_FOUND', messages.ORDER_NOT_FOUND_LIVE());
        // Listen before reading, so a change between the read and the listen is not lost.
        const live: AsyncIterableIterator<OrderStatusUpdate> = await ctx.pubsub.subscribe(
          orderStatusTopic(id),
        );
        const order = await findOrder(ctx.db, id);
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
      },
      resolve: (update) => update,
    }),
  }));
  return { OrderItemRef, Car, enums: refs.enums };
}
