// The step guard trusts two flags (checkout-progress.ts) instead of checking the fields itself, so
// only a change that goes through the steps' checks may leave them set.
import { describe, expect, it } from 'vitest';
import { isContactDone, isPickupDone } from '../src/features/checkout/model/checkout-progress.ts';
import {
  applyCheckoutPatch,
  INITIAL_CHECKOUT_STATE,
  parseCheckoutState,
  type CheckoutState,
} from '../src/features/checkout/model/checkout-state.ts';

const done: CheckoutState = {
  ...INITIAL_CHECKOUT_STATE,
  guestName: 'Ada',
  guestEmail: 'ada@example.com',
  guestPhone: '7025551234',
  contactDone: true,
  pickupLocation: 'PARKING_LOT',
  carMake: 'Toyota',
  carModel: 'Camry',
  carColor: 'Red',
  pickupDone: true,
  pickupStoreId: 118,
};

describe('the checkout flags', () => {
  it('clears contactDone when a pickup detail changes, and keeps it for the same value or other fields', () => {
    expect(isContactDone(applyCheckoutPatch(done, { guestPhone: '7025559999' }))).toBe(false);
    expect(isContactDone(applyCheckoutPatch(done, { guestName: 'Ada' }))).toBe(true);
    expect(isContactDone(applyCheckoutPatch(done, { carMake: 'Honda' }))).toBe(true);
  });

  it('clears pickupDone when the method or the vehicle changes, and keeps it for the contact', () => {
    expect(isPickupDone(applyCheckoutPatch(done, { carColor: 'Blue' }), 118)).toBe(false);
    expect(isPickupDone(applyCheckoutPatch(done, { pickupLocation: 'IN_STORE' }), 118)).toBe(false);
    expect(isPickupDone(applyCheckoutPatch(done, { guestEmail: 'a@b.co' }), 118)).toBe(true);
    expect(isPickupDone(done, 101)).toBe(false);
  });

  it('lets the step that checked the fields set its flag in the same patch', () => {
    const accepted = applyCheckoutPatch(INITIAL_CHECKOUT_STATE, { guestName: 'Ada', contactDone: true });
    expect(isContactDone(accepted)).toBe(true);
    const picked = applyCheckoutPatch(done, { pickupLocation: 'IN_STORE', pickupDone: true });
    expect(isPickupDone(picked, 118)).toBe(true);
  });

  it('reads a stored checkout from before the flag as not done: the profile step checks it again', () => {
    const { contactDone, ...before } = done;
    expect(contactDone).toBe(true);
    expect(isContactDone(parseCheckoutState(JSON.parse(JSON.stringify(before))))).toBe(false);
  });
});
