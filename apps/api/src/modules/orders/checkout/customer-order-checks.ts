// Everything that can refuse a customer's order before its money moves: the payload's fields, the
// store and its hours, the terminal of the chosen method, every line still sold there, the pickup
// time, the reward and the totals. checkCustomerOrder asks it just before the card is confirmed and
// sendCustomerOrder runs it again (send-customer-order.ts): only a change in between is refused after
// payment, and refunded.
import { messages } from '@brewline/domain/messages/messages';
import { precheckOrder } from '@brewline/domain/orders/order-precheck';
import { isValidPickupSlot } from '@brewline/domain/orders/pickup-slots';
import { isPickupMethod } from '@brewline/domain/store-hours/pickup';
import { checkoutContactSchema } from '@brewline/domain/validation/checkout-contact';
import { isUuid } from '@brewline/domain/validation/uuid';
import { vehicleSchema } from '@brewline/domain/validation/vehicle';
import type { Db } from '../../../db/client.ts';
import type { MenuSnapshot } from '../../menu/menu-snapshot.ts';
import { priceCart, type CartPricing } from '../../pricing/cart-pricing.ts';
import { storeStatusAt } from '../../stores/store-clock.ts';
import type { StoreRecord } from '../../stores/store-repository.ts';
import { storeSnapshotsOf } from '../../stores/store-snapshot.ts';
import type { CustomerOrderInput } from './customer-order-input.ts';
import { findUsableFreeDrinkReward } from './order-rewards.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export interface OrderCheckDeps {
  db: Db;
  menu: MenuSnapshot;
  now: Date;
  /** The member proved by the request's access token; null for a guest. Never taken from the payload. */
  memberId: string | null;
}

export interface CheckedOrder {
  pricing: CartPricing;
  scheduledFor: Date | null;
}

export type OrderFields = ReturnType<typeof validateInput>;

const PRECHECK_ERROR_CODES = {
  NO_TRANSACTION: 'INVALID_ORDER',
  GLOBAL_STORE: 'GLOBAL_STORE',
  STORE_NOT_ACCEPTING_ORDERS: 'STORE_NOT_ACCEPTING',
  STORE_CLOSED: 'STORE_CLOSED',
  NO_PICKUP_OPTION: 'STORE_NOT_ACCEPTING',
  PICKUP_METHOD_UNAVAILABLE: 'PICKUP_METHOD_UNAVAILABLE',
  INVALID_CAR: 'INVALID_ORDER',
} as const;

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

/** checkCustomerOrder: true when the store would take the order now; otherwise the customer's error. */
export async function checkCustomerOrder(
  deps: OrderCheckDeps,
  input: CustomerOrderInput,
  storeId: number,
): Promise<true> {
  const fields = validateInput(input, deps.memberId !== null);
  await checkOrderBeforePayment(deps, input, storeId, fields);
  return true;
}

/**
 * Everything that can refuse an order before its money moves (see the file's head). Throws the
 * customer's error.
 */
export async function checkOrderBeforePayment(
  deps: OrderCheckDeps,
  input: CustomerOrderInput,
  storeId: number,
  fields: Pick<OrderFields, 'method' | 'car' | 'rewardId'>,
): Promise<CheckedOrder> {
  const { store, pricing } = await checkStoreTakesCart(deps, input, storeId, fields);
  const scheduledFor = checkedPickupTime(deps.now, store, input.time);
  if (fields.rewardId !== null && deps.memberId !== null)
    await checkReward(deps, deps.memberId, fields.rewardId, store, pricing);
  if (
    pricing.subtotalCents !== input.subtotal ||
    pricing.taxCents !== input.taxAmount ||
    pricing.totalCents !== input.total
  ) {
    throw new Refusal('AMOUNT_MISMATCH', refusalMessages.PRICES_CHANGED(), {
      total: pricing.totalCents,
    });
  }

  return { pricing, scheduledFor };
}

/** The store is open and takes the method, and sells every line: the cart priced at its prices. */
async function checkStoreTakesCart(
  deps: OrderCheckDeps,
  input: CustomerOrderInput,
  storeId: number,
  fields: Pick<OrderFields, 'method' | 'car' | 'rewardId'>,
): Promise<{ store: StoreRecord; pricing: CartPricing }> {
  const { method, car, rewardId } = fields;
  // The store, its terminals and its prices from the store's snapshot (store-snapshot.ts): nothing is
  // read from the database once the store is held, and a board's 86 or a terminal's change forgets it.
  const snapshots = storeSnapshotsOf(deps.db);
  const info = await snapshots.info(storeId);
  if (!info) throw new Refusal('STORE_NOT_FOUND', refusalMessages.SELECT_STORE());
  const pricingData = (await snapshots.prices(storeId))?.pricing;
  if (!pricingData) throw new Refusal('STORE_NOT_FOUND', refusalMessages.SELECT_STORE());
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
  return { store, pricing };
}

/** A scheduled pickup must be one of the times offered; null for as soon as possible. */
function checkedPickupTime(now: Date, store: StoreRecord, time: string | null | undefined): Date | null {
  let scheduledFor: Date | null = null;
  if (time) {
    scheduledFor = new Date(time);
    if (
      Number.isNaN(scheduledFor.getTime()) ||
      !isValidPickupSlot(store, store.timeZone, now, scheduledFor, store.makeMinutes)
    ) {
      throw new Refusal('INVALID_ORDER', refusalMessages.PICKUP_TIME_NOT_OFFERED());
    }
  }
  return scheduledFor;
}

/** The claimed reward is the member's, usable at this store now, and finds a drink in the cart. */
async function checkReward(
  deps: OrderCheckDeps,
  memberId: string,
  rewardId: string,
  store: StoreRecord,
  pricing: CartPricing,
): Promise<void> {
  const reward = await findUsableFreeDrinkReward(deps.db, memberId, rewardId, store.timeZone, deps.now);
  if (!reward) throw new Refusal('REWARD_UNAVAILABLE', messages.REWARD_NOT_AVAILABLE());
  if (pricing.rewardDiscountCents === 0)
    throw new Refusal('REWARD_UNAVAILABLE', messages.REWARD_NEEDS_DRINK());
}
