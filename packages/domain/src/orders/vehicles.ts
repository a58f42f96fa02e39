// Vehicle data of the parking-lot pickup form (docs/product/ordering.md#validation): the makes,
// their models and the nine colours, looked up by name in any capitalisation. The fuzzy pickers'
// matching is apart (vehicle-suggestions.ts), so that the checkout's step guard, which checks a
// saved vehicle on every step, does not load the fuzzy matcher.
import { VEHICLE_MAKES } from './vehicle-makes.ts';
import type { VehicleKind } from './vehicle-makes.ts';

export const VEHICLE_COLORS = [
  'White',
  'Gray',
  'Black',
  'Red',
  'Orange',
  'Yellow',
  'Green',
  'Blue',
  'Purple',
] as const;
export type VehicleColor = (typeof VEHICLE_COLORS)[number];

const byLowerName = new Map(VEHICLE_MAKES.map((entry) => [entry.make.toLowerCase(), entry]));

/** Every make, alphabetically. */
export const VEHICLE_MAKE_NAMES: readonly string[] = VEHICLE_MAKES.map((entry) => entry.make).sort((a, b) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }),
);

/** The make as the list spells it, for any capitalisation; null when it is not a known make. */
export function findMake(name: string): string | null {
  return byLowerName.get(name.trim().toLowerCase())?.make ?? null;
}

export function isKnownMake(name: string): boolean {
  return findMake(name) !== null;
}

export function makeKind(make: string): VehicleKind | null {
  return byLowerName.get(make.trim().toLowerCase())?.kind ?? null;
}

/** The models of a make (empty for an unknown make): the model picker's options. */
export function modelsForMake(make: string): readonly string[] {
  return byLowerName.get(make.trim().toLowerCase())?.models ?? [];
}

/** The model as the make's list spells it, or null. */
export function findModel(make: string, model: string): string | null {
  const wanted = model.trim().toLowerCase();
  return modelsForMake(make).find((candidate) => candidate.toLowerCase() === wanted) ?? null;
}

export function isVehicleColor(value: string): value is VehicleColor {
  return (VEHICLE_COLORS as readonly string[]).includes(value);
}
