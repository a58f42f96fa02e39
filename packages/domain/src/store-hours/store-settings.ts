// The back office's rules for a store's settings other than its hours: how long an order takes to
// make, the sales tax rate and the details customers read. Messages say what is wrong and what is
// allowed, so a manager can fix the value without asking anyone.
import type { ScheduleFieldError } from './special-hours.ts';

/** Make minutes: how long before a pickup time an order goes to the bar (scheduled-orders.ts). */
export const MIN_MAKE_MINUTES = 1;
export const MAX_MAKE_MINUTES = 60;
/** Tax rates are integer millionths; no US sales tax comes near 20%. */
export const MAX_TAX_RATE_MICROS = 200_000;

export function validateMakeMinutes(minutes: number): ScheduleFieldError[] {
  if (!Number.isInteger(minutes) || minutes < MIN_MAKE_MINUTES || minutes > MAX_MAKE_MINUTES) {
    return [
      {
        field: 'makeMinutes',
        message: `Make time must be a whole number of minutes from ${MIN_MAKE_MINUTES} to ${MAX_MAKE_MINUTES}.`,
      },
    ];
  }
  return [];
}

export function validateTaxRateMicros(micros: number): ScheduleFieldError[] {
  if (!Number.isInteger(micros) || micros < 0 || micros > MAX_TAX_RATE_MICROS) {
    return [
      {
        field: 'taxRateMicros',
        message: `The tax rate must be from 0% to ${MAX_TAX_RATE_MICROS / 10_000}% with at most four decimals (8.875% is 88750).`,
      },
    ];
  }
  return [];
}

export interface StoreDetails {
  readonly name: string;
  readonly nickname: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly phone: string;
  readonly wiFi: boolean;
}

const REQUIRED: readonly [keyof StoreDetails, string][] = [
  ['name', 'The store name'],
  ['nickname', 'The nickname'],
  ['address1', 'The street address'],
  ['city', 'The city'],
  ['phone', 'The phone number'],
];

export function validateStoreDetails(details: StoreDetails): ScheduleFieldError[] {
  const errors: ScheduleFieldError[] = [];
  for (const [field, label] of REQUIRED) {
    const value = details[field];
    if (typeof value === 'string' && value.trim().length === 0) {
      errors.push({ field, message: `${label} cannot be empty.` });
    } else if (typeof value === 'string' && value.length > 100) {
      errors.push({ field, message: `${label} is ${value.length} characters; at most 100.` });
    }
  }
  if (!/^[A-Z]{2}$/.test(details.state)) {
    errors.push({ field: 'state', message: 'The state is its two-letter code, for example AZ.' });
  }
  if (!/^\d{5}$/.test(details.zipCode)) {
    errors.push({ field: 'zipCode', message: 'The ZIP code is five digits, for example 85004.' });
  }
  if (details.address2 !== null && details.address2.length > 100) {
    errors.push({
      field: 'address2',
      message: `The second address line is ${details.address2.length} characters; at most 100.`,
    });
  }
  return errors;
}

export interface StorePickupSettings {
  readonly oLOEnabled: boolean;
  readonly inStorePickup: boolean;
  readonly driveThruPickup: boolean;
  readonly parkingLotPickup: boolean;
}

/**
 * Pickup methods a store can really offer: drive-thru and parking-lot pickup are run from the
 * drive-thru window, so a store without one offers neither. (A store may take online orders with no
 * pickup method at all: the chain's online-ordering store, whose menu guests browse before choosing a
 * store, has no counter or window.)
 */
export function validatePickupSettings(
  ordering: StorePickupSettings,
  driveThru: boolean,
): ScheduleFieldError[] {
  if ((ordering.driveThruPickup || ordering.parkingLotPickup) && !driveThru) {
    return [
      {
        field: ordering.driveThruPickup ? 'driveThruPickup' : 'parkingLotPickup',
        message:
          'This store has no drive-thru; drive-thru and parking-lot pickup are run from the drive-thru window.',
      },
    ];
  }
  return [];
}
