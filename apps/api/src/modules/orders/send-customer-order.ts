// sendCustomerOrder: the order is committed only when the store can take it, the items are still
// sold there, the totals are the server's and the payment succeeded for exactly that amount. It is
// idempotent on the session cart's id. If anything refuses the order after the money moved, the
// payment goes back and the customer is told: never money without an order, nor an order without money.
import { messages } from '@brewline/domain/messages';
import { precheckOrder } from '@brewline/domain/order-precheck';
import type { OrderStatus } from '@brewline/domain/order-status';
import { isValidPickupSlot } from '@brewline/domain/pickup-slots';
import { PICKUP_METHODS, type PickupMethod } from '@brewline/domain/pickup';
import { getStoreStatus } from '@brewline/domain/store-hours';
import { checkoutContactSchema } from '@brewline/domain/validation/checkout-contact';
import { vehicleSchema } from '@brewline/domain/validation/vehicle';
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Db } from '../../db/client.ts';
import { userError } from '../../graphql/errors.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { MenuSnapshot } from '../menu/menu-snapshot.ts';
import { priceCart, type CartPricing } from '../pricing/cart-pricing.ts';
import { loadStorePricing } from '../pricing/store-pricing-repository.ts';
import { findStore, listTerminals } from '../stores/store-repository.ts';
import type { CustomerOrderInput } from './customer-order-input.ts';
import type { OrderEventBus } from './order-events.ts';
import { findOrderByCart, insertOrder, type NewOrderItem, type OrderRecord } from './order-repository.ts';

export interface OrderDeps {
  db: Db;
  menu: MenuSnapshot;
  payments: PaymentProvider;
  events: OrderEventBus;
  now: Date;
  /** The member proved by the request's access token; null for a guest. Never taken from the payload. */
  memberId: string | null;
}

export interface SentOrder {
  id: string;
  status: { status: string };
}

const sent = (order: OrderRecord): SentOrder => ({ id: order.id, status: { status: order.status } });

const PRECHECK_ERROR_CODES = {
  NO_TRANSACTION: 'INVALID_ORDER',
  GLOBAL_STORE: 'GLOBAL_STORE',
  STORE_NOT_ACCEPTING_ORDERS: 'STORE_NOT_ACCEPTING',
  STORE_CLOSED: 'STORE_CLOSED',
  NO_PICKUP_OPTION: 'STORE_NOT_ACCEPTING',
  INVALID_CAR: 'INVALID_ORDER',
} as const;

const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isPickupMethod(value: string): value is PickupMethod {
  return (PICKUP_METHODS as readonly string[]).includes(value);
}

/** Field checks that need no database: contact, car, method, payment shape. */
function validateInput(input: CustomerOrderInput, signedIn: boolean) {
  if (!CART_ID.test(input.cartId)) throw userError('INVALID_ORDER', messages.INVALID_CUSTOMER_ORDER());
  if (!isPickupMethod(input.pickupLocation))
    throw userError('INVALID_ORDER', messages.INVALID_CUSTOMER_ORDER());
  const contact = checkoutContactSchema({ signedIn }).safeParse({
    name: input.pickupName,
    email: input.guestEmail ?? '',
    phone: input.phone,
  });
  if (!contact.success)
    throw userError('INVALID_ORDER', contact.error.issues[0]?.message ?? messages.CHECK_NAME_AND_PHONE());
  let car: { make: string; model: string; color: string; year: number | null } | null = null;
  if (input.pickupLocation === 'PARKING_LOT') {
    const parsed = vehicleSchema.safeParse(input.car ?? {});
    if (!parsed.success) throw userError('INVALID_ORDER', messages.INVALID_CAR());
    car = { ...parsed.data, year: input.car?.year ?? null };
  }
  if ((input.payment.giftCardPayments?.length ?? 0) > 0) {
    // Brewline Card payments arrive with the loyalty work; until then only card payments are taken.
    throw userError('INVALID_ORDER', messages.INVALID_CUSTOMER_ORDER());
  }
  const card = input.payment.creditCardPayment;
  if (!card) throw userError('INVALID_ORDER', messages.PAYMENT_VERIFY());
  return { contact: contact.data, method: input.pickupLocation, car, card };
}

export async function sendCustomerOrder(
  deps: OrderDeps,
  input: CustomerOrderInput,
  storeId: number,
): Promise<SentOrder> {
  // The same cart again (a retry, a double click, a second tab) gets the same answer.
  const existing = await findOrderByCart(deps.db, input.cartId);
  if (existing) return sent(existing);

  const { contact, method, car, card } = validateInput(input, deps.memberId !== null);
  const refuse = async (error: GraphQLError): Promise<never> => {
    // Money that moved for an order we cannot take goes back before the customer hears why.
    if (await deps.payments.refundUnclaimed(card.token)) {
      throw new GraphQLError(`${error.message} Your payment has been refunded.`, {
        extensions: { ...error.extensions, refunded: true },
      });
    }
    throw error;
  };

  const store = await findStore(deps.db, storeId);
  if (!store) return refuse(userError('STORE_NOT_FOUND', 'Please select a store.'));
  const [terminals, pricingData] = await Promise.all([
    listTerminals(deps.db, storeId),
    loadStorePricing(deps.db, storeId, store),
  ]);
  if (!pricingData) return refuse(userError('STORE_NOT_FOUND', 'Please select a store.'));

  let pricing: CartPricing;
  try {
    pricing = priceCart(deps.menu, pricingData, input.items);
  } catch (error) {
    if (error instanceof GraphQLError) return refuse(error);
    throw error;
  }
  const status = getStoreStatus(store, store.timeZone, deps.now);
  // The precheck sees the whole cart: what priceCart could sell and what it set apart.
  const cartItems = [
    ...pricing.lines.map((l) => ({ lineId: l.lineId, productId: l.productId, name: l.productName })),
    ...pricing.unavailableLines.map((l) => ({
      lineId: l.lineId,
      productId: l.productId,
      name: l.productName,
    })),
  ];
  const precheck = precheckOrder({
    store: { ...store, terminals },
    status,
    method,
    items: cartItems,
    unavailableProductIds: pricing.unavailableLines.map((l) => l.productId),
    vehicle: car,
  });
  if (!precheck.ok) {
    if (precheck.code === 'ITEMS_UNAVAILABLE') {
      return refuse(
        userError('ITEMS_UNAVAILABLE', precheck.message, {
          lineIds: precheck.removed.map((item) => item.lineId),
        }),
      );
    }
    return refuse(userError(PRECHECK_ERROR_CODES[precheck.code], precheck.message));
  }
  let scheduledFor: Date | null = null;
  if (input.time) {
    scheduledFor = new Date(input.time);
    if (
      Number.isNaN(scheduledFor.getTime()) ||
      !isValidPickupSlot(store, store.timeZone, deps.now, scheduledFor)
    ) {
      return refuse(userError('INVALID_ORDER', 'Please choose one of the pickup times offered.'));
    }
  }
  if (
    pricing.subtotalCents !== input.subtotal ||
    pricing.taxCents !== input.taxAmount ||
    pricing.totalCents !== input.total
  ) {
    return refuse(
      userError('AMOUNT_MISMATCH', 'The prices in your cart have changed. Please review your order.', {
        total: pricing.totalCents,
      }),
    );
  }

  const payment = await deps.payments.retrieve(card.token);
  if (
    !payment ||
    payment.status !== 'succeeded' ||
    payment.amountCents !== pricing.totalCents ||
    card.amount !== pricing.totalCents ||
    payment.cartId !== input.cartId
  ) {
    return refuse(userError('PAYMENT_NOT_SUCCEEDED', messages.PAYMENT_UNSUCCESSFUL()));
  }

  const now = deps.now;
  const firstStatus: OrderStatus = scheduledFor ? 'ORDER_SCHEDULED' : 'ORDER_SENT';
  const items: NewOrderItem[] = pricing.lines.map((line, index) => ({
    lineNo: index + 1,
    productId: line.productId,
    productName: line.productName,
    ticketName: line.ticketName,
    image: line.image,
    sizeId: line.sizeId,
    sizeName: line.sizeName,
    versionId: line.versionId,
    versionName: line.versionName,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    priceCents: line.priceCents,
    taxCents: line.taxCents,
    modifiers: line.modifiers.map((m) => ({
      modifierId: m.modifierId,
      name: m.name,
      quantity: m.quantity,
      unitPriceCents: m.unitPriceCents,
    })),
  }));
  const outcome = await insertOrder(
    deps.db,
    {
      id: randomUUID(),
      cartId: input.cartId,
      storeId,
      status: firstStatus,
      pickupLocation: method,
      pickupName: contact.name,
      guestEmail: contact.email ? contact.email : null,
      phone: contact.phone,
      car,
      // The payload's appUserId and profileId are ignored: the order belongs to whoever the token proves.
      appUserId: deps.memberId,
      profileId: deps.memberId,
      scheduledFor,
      subtotalCents: pricing.subtotalCents,
      taxCents: pricing.taxCents,
      totalCents: pricing.totalCents,
      taxRateMicros: pricing.taxRateMicros,
      paymentIntentId: payment.id,
      placedAt: now,
      statusChangedAt: now,
    },
    items,
    ['ORDER_PROCESSING', firstStatus],
    payment.id,
  );
  if (outcome.kind === 'duplicate') {
    const winner = await findOrderByCart(deps.db, input.cartId);
    if (winner) return sent(winner);
  }
  if (outcome.kind !== 'created')
    return refuse(userError('PAYMENT_NOT_SUCCEEDED', messages.PAYMENT_UNSUCCESSFUL()));
  deps.events.publishStatus(
    { id: outcome.order.id, status: firstStatus, updatedAt: now.toISOString() },
    storeId,
    'ORDER_CREATED',
  );
  return sent(outcome.order);
}
