// The store as the editor holds it (the AdminStoreFields fragment, unmasked), and the HHMM <-> time
// input conversions the hours forms use: the API keeps hours as HHMM strings ('630', '2400'), a
// browser's time input speaks 'HH:MM'.
import { readFragment } from 'gql.tada';
import type { FragmentOf, ResultOf } from '../../lib/graphql.ts';
import { AdminStoreFields } from './admin-store-fragment.ts';

export type StoreData = ResultOf<typeof AdminStoreFields>;

export function storeDataOf(masked: FragmentOf<typeof AdminStoreFields>): StoreData {
  return readFragment(AdminStoreFields, masked);
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
