// The new-store form's values, its rules and what createStore takes. The rules are the ones the
// server applies to a new store (the domain's validateStoreDetails, validateWeeklySchedule,
// validatePickupSettings, validateMakeMinutes, validateTaxRateMicros, plus a number, a region and a
// time zone), so every problem is named at once before anything is sent; the server checks them
// again. What the form cannot even read (no position for the ZIP code, a tax rate that is not a
// number) is the form's own and shown only beside its field.
import { DEFAULT_MAKE_MINUTES } from '@brewline/domain/orders/pickup-slots';
import type { WeeklyHours } from '@brewline/domain/store-hours/store-hours';
import { validateWeeklySchedule } from '@brewline/domain/store-hours/store-hours-validation';
import {
  validateMakeMinutes,
  validatePickupSettings,
  validateStoreDetails,
  validateTaxRateMicros,
} from '@brewline/domain/store-hours/store-settings';
import type { FieldProblem } from '../../lib/use-form.ts';
import type { VariablesOf } from '../../lib/graphql.ts';
import type { CreateStoreMutation } from './new-store-queries.ts';
import {
  microsOf,
  TAX_UNREADABLE,
  taxReadable,
  type StoreOrdering,
  type StoreTextKey,
} from './store-fields.ts';

export interface Place {
  readonly latitude: number;
  readonly longitude: number;
}

export interface NewStoreValues {
  readonly texts: Record<StoreTextKey, string>;
  readonly storeId: string;
  readonly regionId: string;
  readonly timeZone: string;
  readonly place: Place | null;
  readonly wiFi: boolean;
  readonly driveThru: boolean;
  readonly hours: WeeklyHours;
  readonly ordering: StoreOrdering;
  readonly makeMinutes: string;
  readonly taxPercent: string;
}

/** A typical café week; the admin changes what differs. */
const STARTING_HOURS: WeeklyHours = {
  monThruThursOpen: '600',
  monThruThursClose: '2000',
  friOpen: '600',
  friClose: '2100',
  satOpen: '700',
  satClose: '2100',
  sunOpen: '700',
  sunClose: '1900',
};

export const STARTING_STORE: NewStoreValues = {
  texts: { name: '', nickname: '', address1: '', address2: '', city: '', state: '', zipCode: '', phone: '' },
  storeId: '',
  regionId: '',
  timeZone: '',
  place: null,
  wiFi: true,
  driveThru: false,
  hours: STARTING_HOURS,
  ordering: { oLOEnabled: true, inStorePickup: true, driveThruPickup: false, parkingLotPickup: false },
  makeMinutes: String(DEFAULT_MAKE_MINUTES),
  taxPercent: '',
};

export const LOCATION_MISSING = 'Enter a ZIP code we can find: its position puts the store in the finder.';
/** What the form cannot read: no position yet, or a tax rate that is not a number (blank is not 0%). */
export function unreadableProblems(values: NewStoreValues): FieldProblem[] {
  return [
    ...(values.place ? [] : [{ field: 'latitude', message: LOCATION_MISSING }]),
    ...(taxReadable(values.taxPercent) ? [] : [{ field: 'taxPercent', message: TAX_UNREADABLE }]),
  ];
}

/** The rules the server applies to a new store, on what the form holds. */
export function newStoreDomainProblems(values: NewStoreValues, regionIds: readonly number[]): FieldProblem[] {
  const storeId = Number(values.storeId);
  return [
    ...(Number.isInteger(storeId) && storeId >= 1
      ? []
      : [{ field: 'storeId', message: 'The store number is a whole number from 1 up.' }]),
    ...(regionIds.includes(Number(values.regionId))
      ? []
      : [{ field: 'regionId', message: "Choose one of the chain's regions." }]),
    ...(values.timeZone ? [] : [{ field: 'timeZone', message: "Choose the store's time zone." }]),
    ...validateStoreDetails(detailsOf(values)),
    ...validateWeeklySchedule(values.hours),
    ...validatePickupSettings(values.ordering, values.driveThru),
    ...(taxReadable(values.taxPercent) ? validateTaxRateMicros(microsOf(values.taxPercent)) : []),
    ...validateMakeMinutes(Number(values.makeMinutes)),
  ];
}

function detailsOf({ texts, wiFi }: NewStoreValues) {
  return { ...texts, address2: texts.address2.trim() === '' ? null : texts.address2, wiFi };
}

type NewStoreInput = VariablesOf<typeof CreateStoreMutation>['store'];

/** What createStore takes; only called once the form has a position. */
export function newStoreInput(values: NewStoreValues, place: Place): NewStoreInput {
  return {
    storeId: Number(values.storeId),
    regionId: Number(values.regionId),
    details: detailsOf(values),
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: values.timeZone,
    driveThru: values.driveThru,
    ordering: values.ordering,
    hours: values.hours,
    makeMinutes: Number(values.makeMinutes),
    taxRateMicros: microsOf(values.taxPercent),
  };
}
