// The store's fields as the back office labels them, shared by the store editor's tabs and the
// new-store page so a field reads the same wherever it is edited, and the typed tax rate's rule.
import { validateTaxRateMicros } from '@brewline/domain/store-hours/store-settings';
import type { FieldProblem } from '../../lib/use-form.ts';
import type { StoreData } from './store-data.ts';

/** The texts customers read about a store (Details tab, new store). */
export const STORE_TEXT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'nickname', label: 'Nickname (what the app shows)' },
  { key: 'address1', label: 'Street address' },
  { key: 'address2', label: 'Address line 2' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State (two letters)' },
  { key: 'zipCode', label: 'ZIP code' },
  { key: 'phone', label: 'Phone' },
] as const;

export type StoreTextKey = (typeof STORE_TEXT_FIELDS)[number]['key'];

export type StoreOrdering = Pick<
  StoreData,
  'oLOEnabled' | 'inStorePickup' | 'driveThruPickup' | 'parkingLotPickup'
>;

/** Online ordering and the pickup methods (Ordering tab, new store). */
export const ORDERING_SWITCHES: readonly {
  key: keyof StoreOrdering;
  label: string;
  hint: string;
  needsDriveThru?: boolean;
}[] = [
  {
    key: 'oLOEnabled',
    label: 'Online ordering',
    hint: 'Off: the store is listed but takes no orders from the app.',
  },
  { key: 'inStorePickup', label: 'In-store pickup', hint: 'Orders wait at the counter.' },
  { key: 'driveThruPickup', label: 'Drive-thru pickup', hint: 'Needs a drive-thru.', needsDriveThru: true },
  {
    key: 'parkingLotPickup',
    label: 'Parking-lot pickup',
    hint: 'Brought to the car from the drive-thru window; needs a drive-thru.',
    needsDriveThru: true,
  },
];

/** 88750 -> '8.875' (percent). */
export const percentOf = (micros: number): string => String(micros / 10_000);
/** '8.875' -> 88750; only for a rate the form can read (taxReadable). */
export const microsOf = (percent: string): number => Math.round(Number(percent) * 10_000);

export const TAX_UNREADABLE = 'Enter the sales tax rate as a percent, for example 6 or 8.875 (0 for none).';

/** Whether the typed rate is a number at all: a blank is not 0%, a store with no sales tax says 0. */
export const taxReadable = (percent: string): boolean =>
  percent.trim() !== '' && Number.isFinite(Number(percent));

/** A typed tax rate's problem: one the form cannot read (shown by its field), or the domain's range. */
export function taxRateProblems(percent: string): FieldProblem[] {
  return taxReadable(percent)
    ? validateTaxRateMicros(microsOf(percent))
    : [{ field: 'taxPercent', message: TAX_UNREADABLE }];
}
