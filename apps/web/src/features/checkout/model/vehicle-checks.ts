// The vehicle's checks for parking-lot pickup: the pickup step's, with the list of makes they need.
import { validateForm } from '@brewline/domain/validation/field-errors';
import { messages } from '@brewline/domain/messages/messages';
import { vehicleSchema } from '@brewline/domain/validation/vehicle';
import { parseVehicleYear } from '@brewline/domain/validation/vehicle-year';
import type { CheckoutState } from './checkout-state.ts';

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
