// A store's status and finder label at an instant, remembered per store row for the current minute.
// Working them out is the costliest part of a store query (time-zone arithmetic over nine days of
// hours, several times per request), and their answers only change on whole minutes:
// - opening and closing instants fall on whole minutes (HHMM hours, zones whose offsets are whole
//   minutes), and so do the 15- and 30-minute thresholds before them and local midnight;
// - the 'Opens in N minutes' label rounds up, so every instant of one minute reads the same N.
// The memo is keyed by the row object: the store's snapshot keeps one row per store until it is read
// again, and a row read from the database for one request simply takes its memo with it.
import { getStoreStatus, storeStatusLabel, type StoreStatus } from '@brewline/domain/store-hours/store-hours';
import type { StoreRecord } from './store-repository.ts';

const MINUTE_MS = 60_000;

interface MinuteAnswers {
  minute: number;
  status: StoreStatus;
  label: string | null;
}

const memo = new WeakMap<StoreRecord, MinuteAnswers>();

function answersFor(store: StoreRecord, at: Date): MinuteAnswers {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const held = memo.get(store);
  if (held?.minute === minute) return held;
  const answers: MinuteAnswers = { minute, status: getStoreStatus(store, store.timeZone, at), label: null };
  memo.set(store, answers);
  return answers;
}

/** getStoreStatus for the store's row, worked out once per minute of `at`. */
export function storeStatusAt(store: StoreRecord, at: Date): StoreStatus {
  return answersFor(store, at).status;
}

/** storeStatusLabel for the store's row, worked out once per minute of `at`. */
export function storeStatusLabelAt(store: StoreRecord, at: Date): string {
  const answers = answersFor(store, at);
  answers.label ??= storeStatusLabel(store, store.timeZone, at);
  return answers.label;
}

/** The start of the minute of `at` that the status fields describe (their answers hold for the minute). */
export function statusMinuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
}
