// One store as the store editor reads it (the AdminStoreFields fragment): Las Vegas Strip, open
// around the clock in its week, with a drive-thru and no special dates, read at noon on a Monday.
import type { WeeklyHours } from '@brewline/domain/store-hours/store-hours';
import type { StoreData } from '../../src/features/stores/store-data.ts';
import { WEEK_ROWS } from '../../src/features/stores/weekly-hours-form.tsx';

/** Every row of the week open from 0 to 2400. */
const ALL_DAY_WEEK = Object.fromEntries(
  WEEK_ROWS.flatMap(({ key }) => [
    [`${key}Open`, '0'],
    [`${key}Close`, '2400'],
  ]),
) as unknown as WeeklyHours;

export const STORE: StoreData = {
  storeId: 118,
  version: 3,
  name: 'Brewline Las Vegas Strip',
  nickname: 'Las Vegas Strip',
  address1: '3500 S Las Vegas Blvd',
  address2: null,
  city: 'Las Vegas',
  state: 'NV',
  zipCode: '89109',
  phone: '7025550118',
  timeZone: 'America/Los_Angeles',
  wiFi: true,
  driveThru: true,
  oLOEnabled: true,
  inStorePickup: true,
  driveThruPickup: true,
  parkingLotPickup: false,
  ...ALL_DAY_WEEK,
  specialHours: [],
  makeMinutes: 5,
  taxRateMicros: 83_750,
  statusAt: '2026-03-02T20:00:00.000Z',
  preview: {
    status: 'OPEN',
    label: 'Open Now',
    days: [],
  },
};

/** The store as the server's record holds it (an edit conflict's current), with the fields changed. */
export const storeRecord = (changes: Partial<StoreData>) => {
  const { preview: _preview, statusAt: _statusAt, ...record } = { ...STORE, ...changes };
  return record;
};

/** The stores the back office's pickers list (AdminStores): this one. */
export const adminStores = () => ({
  stores: [
    {
      storeId: STORE.storeId,
      name: STORE.name,
      city: STORE.city,
      state: STORE.state,
      timeZone: STORE.timeZone,
    },
  ],
});
