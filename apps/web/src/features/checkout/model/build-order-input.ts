// The order as the API takes it (CustomerOrderInput), from the cart, its server pricing and the
// checkout state. Amounts are the priced cents exactly: the server refuses any other.
import type { CartLine } from '@brewline/domain/cart';
import type { CheckoutState } from './checkout-state.ts';

export interface PricedTotals {
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
}

export interface OrderInput {
  cartId: string;
  pickupLocation: string;
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
  payment: { creditCardPayment?: { amount: number; token: string } | null };
  guestEmail: string | null;
  pickupName: string;
  phone: string;
  time?: string | null;
  car?: { make: string; model: string; color: string } | null;
}

export function buildOrderInput(
  cartId: string,
  lines: readonly CartLine[],
  totals: PricedTotals,
  state: CheckoutState,
  paymentIntentId: string | null,
): OrderInput {
  return {
    cartId,
    pickupLocation: state.pickupLocation ?? 'IN_STORE',
    items: lines.map((line) => ({
      lineId: line.lineId,
      productId: line.productId,
      sizeId: line.sizeId,
      versionId: line.versionId,
      quantity: line.quantity,
      modifiers: line.modifiers
        .filter((modifier) => modifier.quantity > 0)
        .map((modifier) => ({ modifierId: modifier.modifierId, quantity: modifier.quantity })),
    })),
    subtotal: totals.subtotalCents,
    taxAmount: totals.taxCents,
    total: totals.totalCents,
    // Before the intent exists (asking for it) the order carries no payment yet.
    payment: paymentIntentId
      ? { creditCardPayment: { amount: totals.totalCents, token: paymentIntentId } }
      : {},
    guestEmail: state.guestEmail.trim() || null,
    pickupName: state.guestName.trim(),
    phone: state.guestPhone,
    ...(state.isScheduled && state.time ? { time: state.time } : {}),
    ...(state.pickupLocation === 'PARKING_LOT'
      ? { car: { make: state.carMake, model: state.carModel, color: state.carColor } }
      : {}),
  };
}

/** What a payment intent was made for: another cart, store, pickup or total needs a new one. */
export function paymentIntentKey(cartId: string, storeId: number, totalCents: number): string {
  return `${cartId}:${storeId}:${totalCents}`;
}
