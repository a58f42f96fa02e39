// The store as the editor holds it (the AdminStoreFields fragment, unmasked), and the HHMM <-> time
// input conversions the hours forms use: the API keeps hours as HHMM strings ('630', '2400'), a
// browser's time input speaks 'HH:MM'.
import { localParts, type CivilDate } from '@brewline/domain/lib/zoned-time';
import type { SpecialHours } from '@brewline/domain/store-hours/store-hours';
import { readFragment } from 'gql.tada';
import type { FragmentOf, ResultOf } from '../../lib/graphql.ts';
import { AdminStoreFields } from './admin-store-fragment.ts';

export type StoreData = ResultOf<typeof AdminStoreFields>;

export function storeDataOf(masked: FragmentOf<typeof AdminStoreFields>): StoreData {
  return readFragment(AdminStoreFields, masked);
}

/** The store's local date at the minute the editor read it (the server's clock, as the preview's). */
export function storeToday(store: Pick<StoreData, 'statusAt' | 'timeZone'>): CivilDate {
  return localParts(new Date(store.statusAt), store.timeZone);
}

/** '630' -> '06:30'; '2400' and '0' -> '00:00'. */
export function hhmmToTime(value: string): string {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 2400) return '';
  const hours = Math.floor(n / 100) % 24;
  return `${String(hours).padStart(2, '0')}:${String(n % 100).padStart(2, '0')}`;
}

/** '06:30' -> '630'; a closing '00:00' is the midnight at the end of the day, '2400'. */
export function timeToHhmm(time: string, role: 'open' | 'close'): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const value = Number(match[1]) * 100 + Number(match[2]);
  return role === 'close' && value === 0 ? '2400' : String(value);
}

/**
 * The store's own fields: as the editor reads them, and as an edit conflict's record holds them (the
 * stored row, whose fields carry the same names; it has no preview, and its special dates no text).
 */
export type StoreFields = Omit<StoreData, 'preview' | 'statusAt' | 'specialHours'> & {
  readonly specialHours: readonly SpecialHours[];
};
