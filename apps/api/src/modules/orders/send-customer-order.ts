// sendCustomerOrder: the order is committed only when the store can take it, the items are still
// sold there, the totals are the server's and the payment succeeded for exactly that amount. It is
// idempotent on the session cart's id. If anything refuses the order after the money moved, the
// payment goes back and the customer is told: never money without an order, nor an order without money.
//
// An order is paid one way (domain order-payment-plan.ts): a credit card (a payment intent that succeeded
// for exactly the total), the member's Brewline Cards (payments adding up to exactly the total,
// debited in the order's own transaction), or nothing when a claimed free-drink reward left nothing
// to pay. A reward is checked here and consumed in the same transaction; card debits and the reward
// roll back with the order, so a refusal there has moved no money.
import { cardLastFour, orderPaymentPlan, type OrderPaymentError } from '@brewline/domain/order-payment-plan';
import { BRAND_NAME, messages } from '@brewline/domain/messages';
import { precheckOrder } from '@brewline/domain/order-precheck';
import type { OrderStatus } from '@brewline/domain/order-status';
import { isValidPickupSlot } from '@brewline/domain/pickup-slots';
import { isPickupMethod } from '@brewline/domain/pickup';
import { checkoutContactSchema } from '@brewline/domain/validation/checkout-contact';
import { isUuid } from '@brewline/domain/validation/uuid';
import { vehicleSchema } from '@brewline/domain/validation/vehicle';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { memberCardBalances } from '../cards/order-card-payments.ts';
import type { MenuSnapshot } from '../menu/menu-snapshot.ts';
import { priceCart, type CartPricing } from '../pricing/cart-pricing.ts';
import { storeStatusAt } from '../stores/store-clock.ts';
import { storeSnapshotsOf } from '../stores/store-snapshot.ts';
import type { CustomerOrderInput } from './customer-order-input.ts';
import type { OrderEventBus } from './order-events.ts';
import { findUsableFreeDrinkReward } from './order-rewards.ts';
import { placeOrder, type PlaceOutcome } from './order-placement.ts';
import { findOrderByCart, type NewOrderItem } from './order-repository.ts';
import { publishStatusChange } from './order-status-change.ts';
import { newViewerKey } from './order-viewer.ts';
import type { ErrorCode } from '@brewline/domain/error-codes';
import { Refusal } from '@brewline/domain/refusal';

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
  /** The order's secret for the browser that placed it (order-viewer.ts); a retry gets it again. */
  viewerKey: string | null;
}

const sent = (order: { id: string; status: string; viewerKey: string | null }): SentOrder => ({
  id: order.id,
  status: { status: order.status },
  viewerKey: order.viewerKey,
});

const PRECHECK_ERROR_CODES = {
  NO_TRANSACTION: 'INVALID_ORDER',
  GLOBAL_STORE: 'GLOBAL_STORE',
  STORE_NOT_ACCEPTING_ORDERS: 'STORE_NOT_ACCEPTING',
  STORE_CLOSED: 'STORE_CLOSED',
  NO_PICKUP_OPTION: 'STORE_NOT_ACCEPTING',
  PICKUP_METHOD_UNAVAILABLE: 'PICKUP_METHOD_UNAVAILABLE',
  INVALID_CAR: 'INVALID_ORDER',
} as const;

const PAYMENT_ERROR_CODES: Record<OrderPaymentError, ErrorCode> = {
  PAYMENT_MIXED: 'INVALID_ORDER',
  PAYMENT_MISSING: 'INVALID_ORDER',
  PAYMENT_NOT_NEEDED: 'INVALID_ORDER',
  CARD_PAYMENTS_INVALID: 'INVALID_ORDER',
  CARD_PAYMENTS_NOT_TOTAL: 'INVALID_ORDER',
  CARDS_NEED_SIGN_IN: 'INVALID_ORDER',
};

const REWARD_ID = /^[0-9A-Za-z-]{1,64}$/;

// Built once: a zod schema compiles itself on its first parse, so one made per order is compiled per order.
const CONTACT_SCHEMAS = {
  member: checkoutContactSchema({ signedIn: true }),
  guest: checkoutContactSchema({ signedIn: false }),
};

/** Field checks that need no database: contact, car, method, payment shape. */
export function validateInput(input: CustomerOrderInput, signedIn: boolean) {
  if (!isUuid(input.cartId)) throw new Refusal('INVALID_ORDER', messages.INVALID_CUSTOMER_ORDER());
  if (!isPickupMethod(input.pickupLocation))
    throw new Refusal('INVALID_ORDER', messages.INVALID_CUSTOMER_ORDER());
  const contact = CONTACT_SCHEMAS[signedIn ? 'member' : 'guest'].safeParse({
    name: input.pickupName,
    email: input.guestEmail ?? '',
    phone: input.phone,
  });
  if (!contact.success)
    throw new Refusal('INVALID_ORDER', contact.error.issues[0]?.message ?? messages.CHECK_NAME_AND_PHONE());
  let car: { make: string; model: string; color: string; year: number | null } | null = null;
  if (input.pickupLocation === 'PARKING_LOT') {
    const parsed = vehicleSchema.safeParse(input.car ?? {});
    if (!parsed.success) throw new Refusal('INVALID_ORDER', messages.INVALID_CAR());
    car = parsed.data;
  }
  const rewardId = input.claimedRewardId ?? null;
  if (rewardId !== null) {
    // Rewards belong to members: a guest's order cannot name one.
    if (!signedIn) throw new Refusal('INVALID_ORDER', messages.SIGN_IN_REQUIRED());
    if (!REWARD_ID.test(rewardId)) throw new Refusal('INVALID_ORDER', messages.REWARD_NOT_AVAILABLE());
  }
  const cardPayments = (input.payment.giftCardPayments ?? []).map((payment) => ({
    cardNumber: payment.cardNumber,
    amountCents: payment.amount,
  }));
  return {
    contact: contact.data,
    method: input.pickupLocation,
    car,
    creditCard: input.payment.creditCardPayment ?? null,
    cardPayments,
    rewardId,
  };
}

/** Why placeOrder did not place the order (and no order holds its cart), as the customer hears it. */
function outcomeError(outcome: Exclude<PlaceOutcome, { kind: 'placed' }>): Refusal {
  switch (outcome.kind) {
    case 'card_refused':
      return new Refusal(
        'CARD_PAYMENT_REFUSED',
        messages.CARD_BALANCE_TOO_LOW({ brand: BRAND_NAME, lastFour: cardLastFour(outcome.cardNumber) }),
        { cardLastFour: cardLastFour(outcome.cardNumber) },
      );
    case 'reward_taken':
      return new Refusal('REWARD_UNAVAILABLE', messages.REWARD_NOT_AVAILABLE());
    case 'not_placed':
      // The card payment was not there to take: not succeeded, another amount or cart, or refunded.
      return new Refusal('PAYMENT_NOT_SUCCEEDED', messages.PAYMENT_UNSUCCESSFUL());
  }
}

/**
 * Each card must be the member's and hold its amount now. The order's transaction checks the
 * balances again with conditional updates (this read is no lock): this only answers the common case
 * early, naming the card, before anything is written.
 */
async function checkCardsOfMember(
  db: Db,
  memberId: string,
  payments: readonly { cardNumber: string; amountCents: number }[],
): Promise<Refusal | null> {
  const balances = await memberCardBalances(
    db,
    memberId,
    payments.map((payment) => payment.cardNumber),
  );
  for (const payment of payments) {
    const lastFour = cardLastFour(payment.cardNumber);
    const balance = balances.get(payment.cardNumber);
    const message =
      balance === undefined
        ? messages.CARD_NOT_ON_ACCOUNT({ brand: BRAND_NAME, lastFour })
        : balance < payment.amountCents
          ? messages.CARD_BALANCE_TOO_LOW({ brand: BRAND_NAME, lastFour })
          : null;
    if (message) return new Refusal('CARD_PAYMENT_REFUSED', message, { cardLastFour: lastFour });
  }
  return null;
}

export async function sendCustomerOrder(
  deps: OrderDeps,
  input: CustomerOrderInput,
  storeId: number,
): Promise<SentOrder> {
  // The same cart again (a retry, a double click, a second tab) gets the same answer: the order
  // already placed for it. It is not looked up before a new order (that lookup would cost every order
  // a round trip): the placing statement meets it as a conflict on the cart id, and every refusal
  // looks for it before refusing, so whatever would have stopped the replay answers it instead.
  const placedBefore = async (): Promise<SentOrder | null> => {
    const existing = await findOrderByCart(deps.db, input.cartId);
    return existing ? sent(existing) : null;
  };
  // With Stripe the order asks the provider before placing: a replay must not wait for (or fail on)
  // that call, so there the order already placed is looked up first, as always.
  if (!deps.payments.recordIsAuthoritative) {
    const replay = await placedBefore();
    if (replay) return replay;
  }

  const memberId = deps.memberId;
  let fields: ReturnType<typeof validateInput>;
  try {
    fields = validateInput(input, memberId !== null);
  } catch (error) {
    const replay = await placedBefore();
    if (replay) return replay;
    throw error;
  }
  const { contact, method, car, creditCard, cardPayments, rewardId } = fields;
  const refuse = async (error: Refusal): Promise<SentOrder> => {
    const replay = await placedBefore();
    if (replay) return replay;
    // Money that moved for an order we cannot take goes back before the customer hears why. Brewline
    // Card debits happen only inside the order's transaction, so a refusal has not touched them.
    if (creditCard && (await deps.payments.refundUnclaimed(creditCard.token))) {
      throw new Refusal(error.code, messages.PAYMENT_REFUNDED({ reason: error.message }), {
        ...error.details,
        refunded: true,
      });
    }
    throw error;
  };

  let checked: CheckedOrder;
  try {
    checked = await checkOrderBeforePayment(deps, input, storeId, fields);
  } catch (error) {
    if (error instanceof Refusal) return refuse(error);
    throw error;
  }
  const { pricing, scheduledFor } = checked;

  const plan = orderPaymentPlan({
    totalCents: pricing.totalCents,
    signedIn: memberId !== null,
    hasCreditCard: creditCard !== null,
    cardPayments,
  });
  if (!plan.ok) return refuse(new Refusal(PAYMENT_ERROR_CODES[plan.code], plan.message));
  let paymentIntentId: string | null = null;
  if (plan.value.kind === 'credit-card' && creditCard) {
    if (creditCard.amount !== pricing.totalCents)
      return refuse(new Refusal('PAYMENT_NOT_SUCCEEDED', messages.PAYMENT_UNSUCCESSFUL()));
    // With the sandbox our record is the payment: the placing statement claims it only if it
    // succeeded, for this cart and exactly this total. Stripe is asked first; the claim checks again.
    if (!deps.payments.recordIsAuthoritative) {
      const payment = await deps.payments.retrieve(creditCard.token);
      if (
        !payment ||
        payment.status !== 'succeeded' ||
        payment.amountCents !== pricing.totalCents ||
        payment.cartId !== input.cartId
      ) {
        return refuse(new Refusal('PAYMENT_NOT_SUCCEEDED', messages.PAYMENT_UNSUCCESSFUL()));
      }
    }
    paymentIntentId = creditCard.token;
  }
  const cardDebits = plan.value.kind === 'cards' ? plan.value.payments : [];
  if (cardDebits.length > 0 && memberId !== null) {
    const problem = await checkCardsOfMember(deps.db, memberId, cardDebits);
    if (problem) return refuse(problem);
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
    discountCents: line.discountCents,
    taxCents: line.taxCents,
    modifiers: line.modifiers.map((m) => ({
      modifierId: m.modifierId,
      name: m.name,
      quantity: m.quantity,
      unitPriceCents: m.unitPriceCents,
    })),
  }));
  const outcome = await placeOrder(
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
      paymentIntentId,
      rewardDiscountCents: pricing.rewardDiscountCents,
      claimedRewardId: rewardId,
      placedAt: now,
      statusChangedAt: now,
      viewerKey: newViewerKey(),
    },
    items,
    ['ORDER_PROCESSING', firstStatus],
    {
      cards: memberId !== null && cardDebits.length > 0 ? { memberId, payments: cardDebits } : null,
      reward: memberId !== null && rewardId !== null ? { memberId, rewardId } : null,
    },
  );
  // Not placed: a concurrent request for the same cart won (refuse answers with its order), or the
  // payment, a card or the reward was not there to take.
  if (outcome.kind !== 'placed') return refuse(outcomeError(outcome));
  publishStatusChange(
    deps.events,
    { id: outcome.order.id, storeId, status: firstStatus, updatedAt: now },
    { kind: 'ORDER_CREATED' },
  );
  return sent(outcome.order);
}

export interface CheckedOrder {
  pricing: CartPricing;
  scheduledFor: Date | null;
}

/**
 * Everything that can refuse an order before its money moves: the store and its hours, the terminal
 * of the chosen method, every line still sold there, the pickup time, the reward and the totals. The
 * app asks it (checkCustomerOrder) just before the card is confirmed, and sendCustomerOrder runs it
 * again: only a change in between (the race) is refused after payment, and refunded. Throws the
 * customer's error.
 */
export async function checkOrderBeforePayment(
  deps: Pick<OrderDeps, 'db' | 'menu' | 'now' | 'memberId'>,
  input: CustomerOrderInput,
  storeId: number,
  fields: Pick<ReturnType<typeof validateInput>, 'method' | 'car' | 'rewardId'>,
): Promise<CheckedOrder> {
  const { method, car, rewardId } = fields;
  // The store, its terminals and its prices from the store's snapshot (store-snapshot.ts): nothing is
  // read from the database once the store is held, and a board's 86 or a terminal's change forgets it.
  const snapshots = storeSnapshotsOf(deps.db);
  const info = await snapshots.info(storeId);
  if (!info) throw new Refusal('STORE_NOT_FOUND', messages.SELECT_STORE());
  const pricingData = (await snapshots.prices(storeId))?.pricing;
  if (!pricingData) throw new Refusal('STORE_NOT_FOUND', messages.SELECT_STORE());
  const { store, terminals } = info;

  const pricing = priceCart(deps.menu, pricingData, input.items, { freeDrink: rewardId !== null });
  const status = storeStatusAt(store, deps.now);
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
      throw new Refusal('ITEMS_UNAVAILABLE', precheck.message, {
        lineIds: precheck.removed.map((item) => item.lineId),
      });
    }
    throw new Refusal(PRECHECK_ERROR_CODES[precheck.code], precheck.message);
  }
  let scheduledFor: Date | null = null;
  if (input.time) {
    scheduledFor = new Date(input.time);
    if (
      Number.isNaN(scheduledFor.getTime()) ||
      !isValidPickupSlot(store, store.timeZone, deps.now, scheduledFor, store.makeMinutes)
    ) {
      throw new Refusal('INVALID_ORDER', messages.PICKUP_TIME_NOT_OFFERED());
    }
  }
  if (rewardId !== null && deps.memberId !== null) {
    const reward = await findUsableFreeDrinkReward(
      deps.db,
      deps.memberId,
      rewardId,
      store.timeZone,
      deps.now,
    );
    if (!reward) throw new Refusal('REWARD_UNAVAILABLE', messages.REWARD_NOT_AVAILABLE());
    if (pricing.rewardDiscountCents === 0)
      throw new Refusal('REWARD_UNAVAILABLE', messages.REWARD_NEEDS_DRINK());
  }
  if (
    pricing.subtotalCents !== input.subtotal ||
    pricing.taxCents !== input.taxAmount ||
    pricing.totalCents !== input.total
  ) {
    throw new Refusal('AMOUNT_MISMATCH', messages.PRICES_CHANGED(), {
      total: pricing.totalCents,
    });
  }

  return { pricing, scheduledFor };
}
