// The vehicle form for parking-lot pickup (ordering spec §2, §5): make from the known list, a model,
// a color from the nine, each '{Field} is required.' when missing. Make comes out spelled as listed.
import { z } from 'zod';
import { messages } from '../messages.ts';
import type { PickupMethod } from '../pickup.ts';
import { findMake, isVehicleColor } from '../vehicles.ts';

const required = (field: string) =>
  z
    .string({ error: messages.FIELD_REQUIRED({ field }) })
    .trim()
    .min(1, { error: messages.FIELD_REQUIRED({ field }) });

/**
 * The model is not checked against the make's list: the picker already applies the best match on
 * blur, and a model our data lacks must not stop a customer from picking up their coffee.
 */
export const vehicleSchema = z.object({
  make: required('Make')
    .refine((make) => findMake(make) !== null, { error: messages.VEHICLE_MAKE_UNKNOWN() })
    .transform((make) => findMake(make) ?? make),
  model: required('Model'),
  // The type guard narrows the output to VehicleColor.
  color: required('Color').refine(isVehicleColor, { error: messages.VEHICLE_COLOR_UNKNOWN() }),
});

export type VehicleInput = z.input<typeof vehicleSchema>;
export type Vehicle = z.output<typeof vehicleSchema>;

/** The vehicle is asked for, and required, only for parking-lot pickup. */
export function isVehicleRequired(method: PickupMethod | null | undefined): boolean {
  return method === 'PARKING_LOT';
}
