// How far the checkout state has come, for the step guard and the order payload.
import { validateForm } from '@brewline/domain/validation/field-errors';
import { pickupDetailsSchema } from '@brewline/domain/validation/pickup-details';
import { messages } from '@brewline/domain/messages';
import { parseVehicleYear, vehicleSchema } from '@brewline/domain/validation/vehicle';
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

export function vehicleErrors(
  state: CheckoutState,
): Partial<Record<'make' | 'model' | 'color' | 'year', string>> {
  const result = validateForm(vehicleSchema, {
    make: state.carMake,
    model: state.carModel,
    color: state.carColor,
  });
  const year = parseVehicleYear(state.carYear).ok ? {} : { year: messages.VEHICLE_YEAR_INVALID() };
  return { ...(result.ok ? {} : result.errors), ...year };
}

/** The pickup step was finished for this store, with a vehicle when parking lot needs one. */
export function isPickupDone(state: CheckoutState, storeId: number | null): boolean {
  if (!state.pickupDone || state.pickupLocation === null || state.pickupStoreId !== storeId) return false;
  return state.pickupLocation !== 'PARKING_LOT' || Object.keys(vehicleErrors(state)).length === 0;
}
