// The store's fields as the back office labels them, shared by the store editor's tabs and the
// new-store page so a field reads the same wherever it is edited.
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
/** '8.875' -> 88750; NaN stays NaN for the server to refuse with its message. */
export const microsOf = (percent: string): number => Math.round(Number(percent) * 10_000);
