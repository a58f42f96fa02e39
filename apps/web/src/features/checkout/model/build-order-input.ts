// The order as the API takes it (CustomerOrderInput), from the cart, its server pricing and the
// checkout state. Amounts are the priced cents exactly: the server refuses any other.
import { cartItemInputs, type CartLine } from '@brewline/domain/orders/cart';
import type { CardPayment } from '@brewline/domain/cards-and-rewards/brewline-cards';
import type { PickupMethod } from '@brewline/domain/store-hours/pickup';
import { parseVehicleYear } from '@brewline/domain/validation/vehicle-year';
import type { CheckoutState } from './checkout-state.ts';

export interface PricedTotals {
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
}

export interface OrderInput {
  cartId: string;
  pickupLocation: PickupMethod;
  items: {
    lineId: string;
    productId: number;
    sizeId: number;
    versionId: number | null;
    quantity: number;
    modifiers: { modifierId: number; quantity: number }[];
  }[];
  subtotal: number;
  taxAmount: number;
  total: number;
  payment: {
    creditCardPayment?: { amount: number; token: string } | null;
    giftCardPayments?: { cardNumber: string; amount: number }[] | null;
  };
  guestEmail: string | null;
  pickupName: string;
  phone: string;
  time?: string | null;
  car?: { make: string; model: string; color: string; year?: number | null } | null;
  claimedRewardId?: string | null;
}

/** The typed model year as the payload's car.year: null when empty (or not a year: the form says so). */
function carYearOf(state: CheckoutState): number | null {
  const parsed = parseVehicleYear(state.carYear);
  return parsed.ok ? parsed.year : null;
}

/** How the order is paid: a card payment intent, Brewline Cards, or nothing (a reward paid it all). */
export type OrderPayment =
  | { readonly kind: 'intent'; readonly paymentIntentId: string | null }
  | { readonly kind: 'cards'; readonly payments: readonly CardPayment[] }
  | { readonly kind: 'none' };

function paymentOf(payment: OrderPayment, totals: PricedTotals): OrderInput['payment'] {
  if (payment.kind === 'cards') {
    return {
      giftCardPayments: payment.payments.map((p) => ({ cardNumber: p.cardNumber, amount: p.amountCents })),
    };
  }
  // Before the intent exists (asking for it) the order carries no payment yet.
  if (payment.kind === 'intent' && payment.paymentIntentId) {
    return { creditCardPayment: { amount: totals.totalCents, token: payment.paymentIntentId } };
  }
  return {};
}

/**
 * `rewardId` is the claimed free-drink reward the totals were priced with (freeDrink: true), or null:
 * the server refuses totals priced one way and sent the other.
 */
export function buildOrderInput(
  cartId: string,
  lines: readonly CartLine[],
  totals: PricedTotals,
  state: CheckoutState,
  payment: OrderPayment,
  rewardId: string | null = null,
): OrderInput {
  return {
    cartId,
    pickupLocation: state.pickupLocation ?? 'IN_STORE',
    items: cartItemInputs(lines),
    subtotal: totals.subtotalCents,
    taxAmount: totals.taxCents,
    total: totals.totalCents,
    payment: paymentOf(payment, totals),
    guestEmail: state.guestEmail.trim() || null,
    pickupName: state.guestName.trim(),
    phone: state.guestPhone,
    ...(state.isScheduled && state.time ? { time: state.time } : {}),
    ...(state.pickupLocation === 'PARKING_LOT'
      ? { car: { make: state.carMake, model: state.carModel, color: state.carColor, year: carYearOf(state) } }
      : {}),
    ...(rewardId ? { claimedRewardId: rewardId } : {}),
  };
}

/**
 * What a payment intent was made for: another cart, store, total or reward needs a new one (the
 * intent's order carries the reward, and the server prices it with the reward).
 */
export function paymentIntentKey(
  cartId: string,
  storeId: number,
  totalCents: number,
  rewardId: string | null = null,
): string {
  return rewardId ? `${cartId}:${storeId}:${totalCents}:${rewardId}` : `${cartId}:${storeId}:${totalCents}`;
}
