// Store open state from weekly HHMM hours, evaluated in the store's IANA zone at a given instant
// (docs/product/ordering.md#how-things-change, docs/product/account.md#how-things-change). The
// clock is a parameter: nothing here reads the time.
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';
import { err, ok } from '../lib/result.ts';
import type { Result } from '../lib/result.ts';
import {
  addCivilDays,
  civilWeekday,
  isKnownTimeZone,
  localParts,
  sameCivilDate,
  zonedInstant,
} from '../lib/zoned-time.ts';
import type { CivilDate } from '../lib/zoned-time.ts';
import { formatCivilDate } from '../lib/zoned-time.ts';

/**
 * Weekly hours as the store data holds them: HHMM strings, 1 to 4 digits, '0' to '2400'
 * ('630' = 06:30, '2400' = midnight at the end of the day).
 *
 * How a day reads:
 * - open earlier than close: open from open to close that day;
 * - close earlier than open: closes after midnight, on the next day at close ('0' counts as midnight);
 * - close '2400': open until the end of the day;
 * - open '0' close '2400': open all day; consecutive such days join into one 24-hour run;
 * - open equal to close (e.g. '0' and '0'), an open of '2400' or an invalid value: closed that day.
 */
export interface WeeklyHours {
  sunOpen: string;
  sunClose: string;
  monThruThursOpen: string;
  monThruThursClose: string;
  friOpen: string;
  friClose: string;
  satOpen: string;
  satClose: string;
}

/**
 * Special hours: a date (a holiday, an event, a repair) with other hours than the week's, or closed.
 * The rules about them (validation, the customer's text) are special-hours.ts's.
 */
export interface SpecialHours {
  /** The store's local date, 'yyyy-MM-dd'. */
  readonly date: string;
  /** Closed the whole date (open and close are then ignored). */
  readonly closed: boolean;
  /** HHMM, as the week's hours ('0' to '2400'); a close earlier than the open is after midnight. */
  readonly open: string;
  readonly close: string;
  /** What the customer reads beside the date, e.g. 'Thanksgiving'. */
  readonly reason: string;
}

/**
 * The hours the status engine reads: the week, plus the dates whose hours differ (holidays,
 * special-hours.ts). A store row carries both, so passing the row honours its holidays everywhere.
 */
export type StoreHours = WeeklyHours & { readonly specialHours?: readonly SpecialHours[] };

/**
 * - OPEN: inside opening hours, more than 30 minutes before closing.
 * - CLOSING_SOON: inside opening hours, 30 minutes or less before closing.
 * - NOT_OPEN_YET: closed, opening in more than 15 and at most 30 minutes.
 * - OPENING_SOON: closed, opening in at most 15 minutes.
 * - OPEN_TOMORROW: closed for the rest of the store's local day and opening on the next local day
 *   (more than 30 minutes away).
 * - CLOSED: closed otherwise: opening later today (more than 30 minutes away), or not before the day
 *   after tomorrow.
 * - NEVER: the week has no opening hours at all, so the store will not open by itself.
 */
export type StoreStatus =
  'OPEN' | 'NOT_OPEN_YET' | 'OPENING_SOON' | 'CLOSING_SOON' | 'CLOSED' | 'OPEN_TOMORROW' | 'NEVER';

export const STORE_STATUSES: readonly StoreStatus[] = [
  'OPEN',
  'NOT_OPEN_YET',
  'OPENING_SOON',
  'CLOSING_SOON',
  'CLOSED',
  'OPEN_TOMORROW',
  'NEVER',
];

/** The checkout's reduced view of the store status. */
export type CheckoutStoreStatus = 'OPEN' | 'CLOSING_SOON' | 'CLOSED';

/** Minutes before opening at which NOT_OPEN_YET starts. */
export const NOT_OPEN_YET_MINUTES = 30;
/** Minutes before opening at which OPENING_SOON starts. */
export const OPENING_SOON_MINUTES = 15;
/** Minutes before closing at which CLOSING_SOON starts. */
export const CLOSING_SOON_MINUTES = 30;

export const MINUTES_PER_DAY = 1440;
const MINUTE_MS = 60_000;

export type HoursValueError = 'HOURS_NOT_DIGITS' | 'HOURS_OUT_OF_RANGE' | 'HOURS_BAD_MINUTES';

/**
 * Reads one HHMM value into minutes after midnight (0-1440).
 * Rules: 1 to 4 digits, 0 to 2400, minutes under 60.
 */
export function parseHoursValue(value: string): Result<number, HoursValueError> {
  if (!/^\d{1,4}$/.test(value)) {
    return err(
      'HOURS_NOT_DIGITS',
      `Hours value '${value}' must be 1 to 4 digits in HHMM form, for example 630 or 2130.`,
    );
  }
  const hhmm = Number(value);
  if (hhmm > 2400) {
    return err('HOURS_OUT_OF_RANGE', `Hours value '${value}' must be between 0 and 2400.`);
  }
  const minutes = hhmm % 100;
  if (minutes >= 60) {
    return err(
      'HOURS_BAD_MINUTES',
      `Hours value '${value}' has minutes ${minutes}; minutes must be under 60.`,
    );
  }
  return ok(Math.floor(hhmm / 100) * 60 + minutes);
}

export interface HoursFieldError {
  readonly field: keyof WeeklyHours;
  readonly message: string;
}

/** Every invalid value of a week's hours, for the data-entry side (empty list = valid). */
export function validateWeeklyHours(hours: WeeklyHours): HoursFieldError[] {
  const errors: HoursFieldError[] = [];
  for (const field of Object.keys(hours) as (keyof WeeklyHours)[]) {
    const parsed = parseHoursValue(hours[field]);
    if (!parsed.ok) errors.push({ field, message: parsed.message });
  }
  return errors;
}

/** The [open, close] values that apply on a weekday (0 = Sunday). */
export function hoursForWeekday(hours: WeeklyHours, weekday: number): readonly [string, string] {
  switch (weekday) {
    case 0:
      return [hours.sunOpen, hours.sunClose];
    case 5:
      return [hours.friOpen, hours.friClose];
    case 6:
      return [hours.satOpen, hours.satClose];
    default:
      return [hours.monThruThursOpen, hours.monThruThursClose];
  }
}

/** A day's opening as minutes after that day's midnight; close may pass 1440 (after midnight). */
export interface DaySpan {
  readonly open: number;
  readonly close: number;
}

/** A pair of HHMM values as a span; null when they make no opening (equal, invalid, open at 2400). */
export function spanOf(openText: string, closeText: string): DaySpan | null {
  const open = parseHoursValue(openText);
  const close = parseHoursValue(closeText);
  // Invalid data closes the day rather than guessing: a store shown closed by mistake loses a sale,
  // one shown open by mistake takes an order nobody will make.
  if (!open.ok || !close.ok) return null;
  if (open.value >= MINUTES_PER_DAY || open.value === close.value) return null;
  const closeMinutes = close.value < open.value ? close.value + MINUTES_PER_DAY : close.value;
  return { open: open.value, close: closeMinutes };
}

function daySpan(hours: WeeklyHours, weekday: number): DaySpan | null {
  const [openText, closeText] = hoursForWeekday(hours, weekday);
  return spanOf(openText, closeText);
}

/** The special hours set for a date ('yyyy-MM-dd'), if any. */
export function specialHoursOn(hours: StoreHours, date: CivilDate): SpecialHours | null {
  if (!hours.specialHours || hours.specialHours.length === 0) return null;
  const key = formatCivilDate(date);
  return hours.specialHours.find((entry) => entry.date === key) ?? null;
}

/**
 * The opening that starts on a local date: the date's special hours when it has some (a closure has
 * none), else the weekday's. Like the weekday's, a special opening may run past midnight; the evening
 * before keeps its own opening, even one that runs into a closed date.
 */
export function spanOnDate(hours: StoreHours, date: CivilDate): DaySpan | null {
  const special = specialHoursOn(hours, date);
  if (special) return special.closed ? null : spanOf(special.open, special.close);
  return daySpan(hours, civilWeekday(date));
}

interface Interval {
  start: number;
  end: number;
}

/**
 * Opening intervals as instants, for the local days from `from` to `to` (inclusive, offsets from
 * `today`), merged where one ends as the next begins so that 24-hour runs have no false closing.
 */
function openIntervals(
  hours: StoreHours,
  timeZone: string,
  today: CivilDate,
  from: number,
  to: number,
): Interval[] {
  const intervals: Interval[] = [];
  for (let offset = from; offset <= to; offset++) {
    const date = addCivilDays(today, offset);
    const span = spanOnDate(hours, date);
    if (!span) continue;
    intervals.push({
      start: zonedInstant(date, span.open, timeZone).getTime(),
      end: zonedInstant(date, span.close, timeZone).getTime(),
    });
  }
  intervals.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

export interface StoreStatusDetail {
  readonly status: StoreStatus;
  /** When the store next opens, if it is closed and opens within the coming week. */
  readonly opensAt: Date | null;
  /** When the current opening ends, if it is open (null for a store that never closes). */
  readonly closesAt: Date | null;
}

/** The store's status with the instants behind it (for labels such as 'Opens in 10 minutes'). */
export function getStoreStatusDetail(hours: StoreHours, timeZone: string, at: Date): StoreStatusDetail {
  if (!isKnownTimeZone(timeZone)) throw new RangeError(`Unknown time zone '${timeZone}'`);
  const today = localParts(at, timeZone);
  const hasHours =
    [0, 1, 2, 3, 4, 5, 6].some((weekday) => daySpan(hours, weekday) !== null) ||
    (hours.specialHours ?? []).some((entry) => !entry.closed && spanOf(entry.open, entry.close) !== null);
  if (!hasHours) return { status: 'NEVER', opensAt: null, closesAt: null };

  const now = at.getTime();
  // Yesterday may still be open past midnight; eight days ahead always reaches the next opening.
  const intervals = openIntervals(hours, timeZone, today, -1, 8);

  const current = intervals.find((interval) => interval.start <= now && now < interval.end);
  if (current) {
    const lastDay = zonedInstant(addCivilDays(today, 8), 0, timeZone).getTime();
    // A run reaching the end of the evaluated window never closes (a 24/7 store).
    const closesAt = current.end >= lastDay ? null : new Date(current.end);
    const closingSoon = closesAt !== null && current.end - now <= CLOSING_SOON_MINUTES * MINUTE_MS;
    return { status: closingSoon ? 'CLOSING_SOON' : 'OPEN', opensAt: null, closesAt };
  }

  const next = intervals.find((interval) => interval.start > now);
  // Every week with hours opens within eight days unless special hours close all of them (or the
  // only hours are a special opening further away): then the store is simply closed for now.
  if (!next) return { status: 'CLOSED', opensAt: null, closesAt: null };
  const opensAt = new Date(next.start);
  const untilOpen = next.start - now;
  let status: StoreStatus;
  if (untilOpen <= OPENING_SOON_MINUTES * MINUTE_MS) status = 'OPENING_SOON';
  else if (untilOpen <= NOT_OPEN_YET_MINUTES * MINUTE_MS) status = 'NOT_OPEN_YET';
  else if (sameCivilDate(localParts(opensAt, timeZone), addCivilDays(today, 1))) status = 'OPEN_TOMORROW';
  else status = 'CLOSED';
  return { status, opensAt, closesAt: null };
}

/**
 * The store's status at instant `at`, in its IANA `timeZone`.
 * Throws RangeError for a zone the runtime does not know (a data error, not a customer's).
 */
export function getStoreStatus(hours: StoreHours, timeZone: string, at: Date): StoreStatus {
  return getStoreStatusDetail(hours, timeZone, at).status;
}

/** The checkout's reduced view: only OPEN and CLOSING_SOON survive, everything else is CLOSED. */
export function getCheckoutStoreStatus(status: StoreStatus): CheckoutStoreStatus {
  return status === 'OPEN' || status === 'CLOSING_SOON' ? status : 'CLOSED';
}

/** Whether the store is inside its opening hours (OPEN or CLOSING_SOON). */
export function isWithinHours(status: StoreStatus): boolean {
  return status === 'OPEN' || status === 'CLOSING_SOON';
}

/**
 * The store finder's label: 'Open Now', 'Closing Soon', 'Opening Soon' (30 to 15 minutes before
 * opening), 'Opens in 10 minutes' (15 to 0 minutes before) and 'Closed' otherwise. The spec shows no
 * label for OPEN_TOMORROW; the store is closed, so it reads 'Closed'.
 */
export function storeStatusLabel(hours: StoreHours, timeZone: string, at: Date): string {
  const detail = getStoreStatusDetail(hours, timeZone, at);
  switch (detail.status) {
    case 'OPEN':
      return 'Open Now';
    case 'CLOSING_SOON':
      return 'Closing Soon';
    case 'NOT_OPEN_YET':
      return 'Opening Soon';
    case 'OPENING_SOON':
      return detail.opensAt ? `Opens ${relativeMinutes(detail.opensAt, at)}` : 'Opening Soon';
    default:
      return 'Closed';
  }
}

/** 'in 10 minutes', rounding up so a store 30 seconds away reads 'in 1 minute', never 'in 0'. */
function relativeMinutes(when: Date, at: Date): string {
  return formatDistanceStrict(when, at, { addSuffix: true, unit: 'minute', roundingMethod: 'ceil' });
}
