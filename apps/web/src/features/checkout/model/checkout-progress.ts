// How far the checkout state has come, for the step guard: flags only. The pickup details' and the
// vehicle's checks (the phone-number rules, the list of makes) stay with the steps that show those
// forms (contact-checks.ts, vehicle-checks.ts), so the other steps do not load them (first-load
// budgets: docs/performance.md).
import type { CheckoutState } from './checkout-state.ts';

/** The pickup details were accepted (the profile step) and have not changed since. */
export function isContactDone(state: CheckoutState): boolean {
  return state.contactDone;
}

/**
 * The pickup step was finished for this store (with a valid vehicle when parking lot needs one: the
 * step sets the flag only then, and a new method or vehicle clears it, checkout-state.ts).
 */
export function isPickupDone(state: CheckoutState, storeId: number | null): boolean {
  return state.pickupDone && state.pickupLocation !== null && state.pickupStoreId === storeId;
}
