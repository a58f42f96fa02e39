// The vehicle form for parking-lot pickup (docs/product/ordering.md#screens, #validation): make
// from the known list, a model, a color from the nine, each '{Field} is required.' when missing.
// Make comes out spelled as listed.
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
/** Model years a car in a parking lot can have (the spec's payload lists an optional year). */
export const VEHICLE_YEAR_MIN = 1900;
export const VEHICLE_YEAR_MAX = 2100;

/** Optional: missing or null is no year; a year given must be a whole number in range. */
const year = z
  .number({ error: messages.VEHICLE_YEAR_INVALID() })
  .int({ error: messages.VEHICLE_YEAR_INVALID() })
  .min(VEHICLE_YEAR_MIN, { error: messages.VEHICLE_YEAR_INVALID() })
  .max(VEHICLE_YEAR_MAX, { error: messages.VEHICLE_YEAR_INVALID() })
  .nullish()
  .transform((value) => value ?? null);

/** The year field as typed ('' is no year; anything else must be four digits in range). */
export function parseVehicleYear(typed: string): { ok: true; year: number | null } | { ok: false } {
  const text = typed.trim();
  if (text === '') return { ok: true, year: null };
  if (!/^\d{4}$/.test(text)) return { ok: false };
  const parsed = year.safeParse(Number(text));
  return parsed.success ? { ok: true, year: parsed.data } : { ok: false };
}

export const vehicleSchema = z.object({
  make: required('Make')
    .refine((make) => findMake(make) !== null, { error: messages.VEHICLE_MAKE_UNKNOWN() })
    .transform((make) => findMake(make) ?? make),
  model: required('Model'),
  // The type guard narrows the output to VehicleColor.
  color: required('Color').refine(isVehicleColor, { error: messages.VEHICLE_COLOR_UNKNOWN() }),
  year,
});

export type VehicleInput = z.input<typeof vehicleSchema>;
export type Vehicle = z.output<typeof vehicleSchema>;

/** The vehicle is asked for, and required, only for parking-lot pickup. */
export function isVehicleRequired(method: PickupMethod | null | undefined): boolean {
  return method === 'PARKING_LOT';
}
