// The vehicle form for parking-lot pickup (docs/product/ordering.md#screens, #validation): make
// from the known list, a model from that make's list, a color from the nine, each '{Field} is
// required.' when missing. Make and model come out spelled as listed.
import { z } from 'zod/mini';
import { messages } from '../messages/messages.ts';
import type { PickupMethod } from '../store-hours/pickup.ts';
import { findMake, findModel, isVehicleColor, modelsForMake, type VehicleColor } from '../orders/vehicles.ts';
import { vehicleYearSchema } from './vehicle-year.ts';

// zod/mini's functional form: the checkout's step guard loads this on every step.
const required = (field: string) =>
  z
    .string({ error: messages.FIELD_REQUIRED({ field }) })
    .check(z.trim(), z.minLength(1, { error: messages.FIELD_REQUIRED({ field }) }));

/**
 * The model must be one of the make's (the barista looks for that car): the picker applies the best
 * match on blur and clears what matches nothing. A make our data lists no models for takes any.
 */
function knownModel(vehicle: { make: string; model: string }): boolean {
  return modelsForMake(vehicle.make).length === 0 || findModel(vehicle.make, vehicle.model) !== null;
}

export const vehicleSchema = z.pipe(
  z
    .object({
      make: z.pipe(
        required('Make').check(
          z.refine((make) => findMake(make) !== null, { error: messages.VEHICLE_MAKE_UNKNOWN() }),
        ),
        z.transform((make: string) => findMake(make) ?? make),
      ),
      model: required('Model'),
      color: z.pipe(
        required('Color').check(z.refine(isVehicleColor, { error: messages.VEHICLE_COLOR_UNKNOWN() })),
        // Only the nine colours pass the check above.
        z.transform((color: string) => color as VehicleColor),
      ),
      year: vehicleYearSchema,
    })
    .check(z.refine(knownModel, { error: messages.VEHICLE_MODEL_UNKNOWN(), path: ['model'], abort: true })),
  z.transform((vehicle) => ({ ...vehicle, model: findModel(vehicle.make, vehicle.model) ?? vehicle.model })),
);

export type VehicleInput = z.input<typeof vehicleSchema>;
export type Vehicle = z.output<typeof vehicleSchema>;

/** The vehicle is asked for, and required, only for parking-lot pickup. */
export function isVehicleRequired(method: PickupMethod | null | undefined): boolean {
  return method === 'PARKING_LOT';
}
