// The pickup details' checks (name, email, a US mobile number): the profile step's, with the phone
// rules they need. The step guard reads the flag the step sets (checkout-progress.ts) instead.
import { validateForm } from '@brewline/domain/validation/field-errors';
import { pickupDetailsSchema } from '@brewline/domain/validation/pickup-details';
import type { CheckoutState } from './checkout-state.ts';

export function contactErrors(state: CheckoutState) {
  const result = validateForm(pickupDetailsSchema, {
    name: state.guestName,
    email: state.guestEmail,
    phone: state.guestPhone,
  });
  return result.ok ? {} : result.errors;
}

export function isContactComplete(state: CheckoutState): boolean {
  return Object.keys(contactErrors(state)).length === 0;
}
