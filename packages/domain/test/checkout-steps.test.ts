import { describe, expect, it } from 'vitest';
import { checkoutStepRedirect } from '../src/orders/checkout-steps.ts';

const READY = { cartLineCount: 1, contactComplete: true, pickupDone: true };

describe('checkout step order', () => {
  it('sends an empty cart back to the cart from every step', () => {
    for (const step of ['login', 'profile', 'pickup', 'payment-options', 'payment'] as const) {
      expect(checkoutStepRedirect(step, { ...READY, cartLineCount: 0 })).toBe('cart');
    }
  });

  it('lets login and profile open whenever the cart has items', () => {
    const fresh = { cartLineCount: 2, contactComplete: false, pickupDone: false };
    expect(checkoutStepRedirect('login', fresh)).toBeNull();
    expect(checkoutStepRedirect('profile', fresh)).toBeNull();
  });

  it('needs the pickup details before pickup, and the pickup method before paying', () => {
    const noContact = { ...READY, contactComplete: false };
    expect(checkoutStepRedirect('pickup', noContact)).toBe('profile');
    expect(checkoutStepRedirect('payment', noContact)).toBe('profile');
    const noPickup = { ...READY, pickupDone: false };
    expect(checkoutStepRedirect('pickup', noPickup)).toBeNull();
    expect(checkoutStepRedirect('payment', noPickup)).toBe('pickup');
    expect(checkoutStepRedirect('payment-options', noPickup)).toBe('pickup');
    expect(checkoutStepRedirect('payment', READY)).toBeNull();
  });

  it('sends a signed-in member with an empty cart home, a guest to the cart', () => {
    expect(checkoutStepRedirect('payment', { ...READY, cartLineCount: 0, signedIn: true })).toBe('home');
    expect(checkoutStepRedirect('login', { ...READY, cartLineCount: 0, signedIn: false })).toBe('cart');
  });
});
