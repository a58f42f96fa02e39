// The vehicle's optional model year (docs/product/ordering.md#records's car.year), apart from the
// make list (vehicles.ts): the order's payload reads the year on the payment step, which has no need
// of the makes.
import { z } from 'zod/mini';
import { messages } from '../messages/messages.ts';

/** Model years a car in a parking lot can have (the spec's payload lists an optional year). */
export const VEHICLE_YEAR_MIN = 1900;
export const VEHICLE_YEAR_MAX = 2100;

/** Optional: missing or null is no year; a year given must be a whole number in range. */
export const vehicleYearSchema = z.pipe(
  z.nullish(
    z
      .int({ error: messages.VEHICLE_YEAR_INVALID() })
      .check(
        z.gte(VEHICLE_YEAR_MIN, { error: messages.VEHICLE_YEAR_INVALID() }),
        z.lte(VEHICLE_YEAR_MAX, { error: messages.VEHICLE_YEAR_INVALID() }),
      ),
  ),
  z.transform((value: number | null | undefined) => value ?? null),
);

/** The year field as typed ('' is no year; anything else must be four digits in range). */
export function parseVehicleYear(typed: string): { ok: true; year: number | null } | { ok: false } {
  const text = typed.trim();
  if (text === '') return { ok: true, year: null };
  if (!/^\d{4}$/.test(text)) return { ok: false };
  const parsed = z.safeParse(vehicleYearSchema, Number(text));
  return parsed.success ? { ok: true, year: parsed.data } : { ok: false };
}
