// The order payload: priced cents as they are, the intent id as the card token or the Brewline Card
// payments, the chosen reward, a scheduled time and a car only when they apply, zero-count modifiers
// left out.
import { describe, expect, it } from 'vitest';
import { buildOrderInput, paymentIntentKey } from '../src/features/checkout/model/build-order-input.ts';
import { INITIAL_CHECKOUT_STATE, parseCheckoutState } from '../src/features/checkout/model/checkout-state.ts';

const line = {
  lineId: 'l1',
  productId: 301,
  sizeId: 3,
  versionId: 3012,
  quantity: 2,
  modifiers: [
    { modifierId: 104, quantity: 1 },
    { modifierId: 201, quantity: 0 },
  ],
  isSent: true,
};
const totals = { subtotalCents: 1170, taxCents: 98, totalCents: 1268 };
const contact = {
  ...INITIAL_CHECKOUT_STATE,
  guestName: ' Ada ',
  guestEmail: 'ada@example.com',
  guestPhone: '7025551234',
};

describe('order payload', () => {
  it('carries the priced cents, the contact and the payment token', () => {
    const order = buildOrderInput(
      'cart-1',
      [line],
      totals,
      { ...contact, pickupLocation: 'IN_STORE' },
      { kind: 'intent', paymentIntentId: 'pi_9' },
    );
    expect(order).toEqual({
      cartId: 'cart-1',
      pickupLocation: 'IN_STORE',
      items: [
        {
          lineId: 'l1',
          productId: 301,
          sizeId: 3,
          versionId: 3012,
          quantity: 2,
          modifiers: [{ modifierId: 104, quantity: 1 }],
        },
      ],
      subtotal: 1170,
      taxAmount: 98,
      total: 1268,
      payment: { creditCardPayment: { amount: 1268, token: 'pi_9' } },
      guestEmail: 'ada@example.com',
      pickupName: 'Ada',
      phone: '7025551234',
    });
  });

  it('adds the scheduled time and the parking-lot car only when they apply', () => {
    const state = {
      ...contact,
      pickupLocation: 'PARKING_LOT' as const,
      carMake: 'Toyota',
      carModel: 'Camry',
      carColor: 'Blue',
      isScheduled: true,
      time: '2026-05-10T21:15:00.000Z',
    };
    const order = buildOrderInput('cart-1', [line], totals, state, { kind: 'intent', paymentIntentId: null });
    expect(order.car).toEqual({ make: 'Toyota', model: 'Camry', color: 'Blue', year: null });
    // The spec's payload lists the car's year: carried when the customer typed one.
    const withYear = buildOrderInput(
      'cart-1',
      [line],
      totals,
      { ...state, carYear: '2019' },
      { kind: 'none' },
    );
    expect(withYear.car).toEqual({ make: 'Toyota', model: 'Camry', color: 'Blue', year: 2019 });
    expect(order.time).toBe('2026-05-10T21:15:00.000Z');
    expect(order.payment).toEqual({});
    const inStore = buildOrderInput(
      'cart-1',
      [line],
      totals,
      { ...state, pickupLocation: 'IN_STORE', isScheduled: false },
      { kind: 'none' },
    );
    expect('car' in inStore || 'time' in inStore || 'claimedRewardId' in inStore).toBe(false);
    expect(inStore.payment).toEqual({});
  });

  it('pays with Brewline Cards in cents, and names the reward the totals were priced with', () => {
    const order = buildOrderInput(
      'cart-1',
      [line],
      totals,
      { ...contact, pickupLocation: 'IN_STORE' },
      {
        kind: 'cards',
        payments: [
          { cardNumber: '11112222333344', amountCents: 268 },
          { cardNumber: '55556666777788', amountCents: 1000 },
        ],
      },
      'reward-1',
    );
    expect(order.payment).toEqual({
      giftCardPayments: [
        { cardNumber: '11112222333344', amount: 268 },
        { cardNumber: '55556666777788', amount: 1000 },
      ],
    });
    expect(order.claimedRewardId).toBe('reward-1');
  });

  it('keys an intent by cart, store, total and reward', () => {
    expect(paymentIntentKey('cart-1', 118, 1268)).toBe('cart-1:118:1268');
    expect(paymentIntentKey('cart-1', 118, 743, 'reward-1')).toBe('cart-1:118:743:reward-1');
  });

  it('reads stored checkout state defensively', () => {
    expect(parseCheckoutState(null)).toEqual(INITIAL_CHECKOUT_STATE);
    expect(
      parseCheckoutState({ pickupLocation: 'CURBSIDE', total: 1.5, touched: { email: true } }),
    ).toMatchObject({
      pickupLocation: null,
      total: 0,
      touched: { firstName: false, email: true, phone: false },
    });
    expect(parseCheckoutState({ paymentIntent: { id: 'x' } }).paymentIntent).toBeNull();
    expect(
      parseCheckoutState({ selectedCardNumbers: ['11112222333344', 7], claimedRewardId: '' }),
    ).toMatchObject({ selectedCardNumbers: ['11112222333344'], claimedRewardId: null });
  });
});
