// Orders over GraphQL: createStripeOrderPaymentIntent, sendCustomerOrder, order(id), pickupSlots and
// the orderStatus subscription. This file only declares the fields and delegates each to its use case
// (send-customer-order.ts, order-payment-intent.ts, order-reads.ts, order-status-stream.ts); the
// types are in order-input-schema.ts and order-object-schema.ts.
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../context.ts';
import { memberAuthOf, optionalMember, requireMember } from '../members/member-context.ts';
import type { addCartPricingSchema } from '../pricing/cart-pricing-schema.ts';
import type { addStoreSchema } from '../stores/store-schema.ts';
import type { CustomerOrderInput } from './checkout/customer-order-input.ts';
import { addOrderInputTypes } from './checkout/order-input-schema.ts';
import { addOrderPaymentTypes, addOrderReplyTypes, addOrderTypes } from './order-object-schema.ts';
import { createOrderPaymentIntent } from './checkout/order-payment-intent.ts';
import { storePickupSlots, usableRewardsAtStore, viewableOrder } from './order-reads.ts';
import { orderStatusStream } from './life-cycle/order-status-stream.ts';
import { checkCustomerOrder } from './checkout/customer-order-checks.ts';
import { sendCustomerOrder } from './checkout/send-customer-order.ts';

type InputRefs = ReturnType<typeof addOrderInputTypes>;
type PaymentRefs = ReturnType<typeof addOrderPaymentTypes>;
type ReplyRefs = ReturnType<typeof addOrderReplyTypes>;
type OrderRefs = ReturnType<typeof addOrderTypes>;

/** A refused (expired) token is answered UNAUTHENTICATED, so the app refreshes it. */
const callerMemberId = (ctx: GraphQLContext): string | null => optionalMember(ctx)?.memberId ?? null;

export function addOrderSchema(
  builder: Builder,
  refs: Pick<ReturnType<typeof addCartPricingSchema>, 'CartLineInput'> & ReturnType<typeof addStoreSchema>,
) {
  const inputs = addOrderInputTypes(builder, refs);
  const payments = addOrderPaymentTypes(builder);
  const orders = addOrderTypes(builder, refs, payments);
  const replies = addOrderReplyTypes(builder, refs);
  addOrderQueries(builder, { ...inputs, ...payments, ...replies, ...orders });
  addOrderMutations(builder, { ...inputs, ...payments, ...replies });
  addOrderStatusSubscription(builder, replies);
  return { OrderRef: orders.OrderRef, OrderItemRef: orders.OrderItemRef, Car: orders.Car, enums: refs.enums };
}

function addOrderQueries(builder: Builder, refs: InputRefs & PaymentRefs & ReplyRefs & OrderRefs) {
  builder.queryFields((t) => ({
    myUsableRewards: t.field({
      type: [refs.UsableRewardRef],
      description:
        "The signed-in member's claimed free-drink rewards an order at this store can use now (not used, removed or expired in the store's time zone), oldest first.",
      args: { storeId: t.arg.int({ required: true }) },
      resolve: (_root, { storeId }, ctx) =>
        usableRewardsAtStore(ctx.db, requireMember(ctx).memberId, storeId, ctx.now()),
    }),
    paymentConfig: t.field({ type: refs.PaymentConfig, resolve: (_root, _args, ctx) => ctx.paymentConfig }),
    order: t.field({
      type: refs.OrderRef,
      nullable: true,
      description:
        'An order, for the browser that placed it (its viewerKey) or the member who did; null for anyone else.',
      args: { id: t.arg.string({ required: true }), viewerKey: t.arg.string() },
      resolve: (_root, { id, viewerKey }, ctx) =>
        viewableOrder(ctx.db, id, () => ({ memberId: callerMemberId(ctx), viewerKey: viewerKey ?? null })),
    }),
    pickupSlots: t.field({
      type: [refs.PickupSlotRef],
      description:
        "Today's 15-minute pickup times at the store, in its time zone, at least the make time ahead.",
      args: { storeId: t.arg.int({ required: true }) },
      resolve: (_root, { storeId }, ctx) => storePickupSlots(ctx.db, storeId, ctx.now()),
    }),
    checkCustomerOrder: t.boolean({
      description:
        "True when the store would take the order now (store open, the pickup method's terminal connected, every line sold, totals current); otherwise the error sendCustomerOrder would give. The app asks just before the card is confirmed, so a refusal moves no money.",
      args: {
        order: t.arg({ type: refs.CustomerOrderInputRef, required: true }),
        storeId: t.arg.int({ required: true }),
      },
      resolve: (_root, { order, storeId }, ctx) =>
        checkCustomerOrder(
          { db: ctx.db, menu: ctx.menu.current(), now: ctx.now(), memberId: callerMemberId(ctx) },
          order satisfies CustomerOrderInput,
          storeId,
        ),
    }),
  }));
}

function addOrderMutations(builder: Builder, refs: InputRefs & PaymentRefs & ReplyRefs) {
  builder.mutationFields((t) => ({
    createStripeOrderPaymentIntent: t.field({
      type: refs.PaymentIntentRef,
      description: 'A payment intent for the order; the server recomputes the amount and refuses a mismatch.',
      args: {
        currency: t.arg.string({ required: true }),
        amount: t.arg.int({ required: true }),
        storeId: t.arg.int({ required: true }),
        order: t.arg({ type: refs.CustomerOrderInputRef, required: true }),
      },
      resolve: (_root, args, ctx) =>
        createOrderPaymentIntent(
          { db: ctx.db, menu: ctx.menu.current(), payments: ctx.payments },
          { ...args, order: args.order satisfies CustomerOrderInput },
        ),
    }),
    sendCustomerOrder: t.field({
      type: refs.SentOrderRef,
      args: {
        order: t.arg({ type: refs.CustomerOrderInputRef, required: true }),
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
            memberId: callerMemberId(ctx),
          },
          order satisfies CustomerOrderInput,
          storeId,
        ),
    }),
  }));
}

function addOrderStatusSubscription(builder: Builder, refs: ReplyRefs) {
  builder.subscriptionFields((t) => ({
    orderStatus: t.field({
      type: refs.OrderStatusUpdateRef,
      description:
        "The stored status first, then every change as it is stored: for the browser that placed the order (its viewerKey) or its member (the connection's token); nothing for anyone else.",
      args: { id: t.arg.string({ required: true }), viewerKey: t.arg.string() },
      subscribe: (_root, { id, viewerKey }, ctx) => {
        const auth = memberAuthOf(ctx);
        return orderStatusStream(ctx, id, {
          memberId: auth.kind === 'member' ? auth.identity.memberId : null,
          viewerKey: viewerKey ?? null,
        });
      },
      resolve: (update) => update,
    }),
  }));
}
