// Special hours: a date (a holiday, an event, a repair) on which a store keeps other hours than its
// week's, or stays closed. Dates are the store's own local calendar dates; the hours are HHMM values
// read exactly like the week's (store-hours.ts), so a special opening may run past midnight or last
// 24 hours. The status engine reads them from the store (StoreHours), so every rule that asks whether
// a store is open (finder, checkout, pickup slots, order submission, the scheduler) honours them.
import { formatHoursValue } from './store-hours-display.ts';
import { parseHoursValue, spanOf, MINUTES_PER_DAY, type SpecialHours } from './store-hours.ts';
import type { CivilDate } from '../lib/zoned-time.ts';
import { formatCivilDate } from '../lib/zoned-time.ts';

/** The longest reason the customer app shows on one line. */
export const SPECIAL_HOURS_REASON_MAX = 60;
/** Dates further ahead than this are a typo more often than a plan. */
export const SPECIAL_HOURS_MAX_DAYS_AHEAD = 400;
/** Entries one store may hold: a year of holidays with room to spare. */
export const SPECIAL_HOURS_MAX_ENTRIES = 60;

export interface ScheduleFieldError {
  /** 'specialHours.2.close', 'friClose'...: where the editor shows the message. */
  readonly field: string;
  readonly message: string;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A 'yyyy-MM-dd' string as a real calendar date, or null. */
export function parseCivilDate(text: string): CivilDate | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** 'Thu, Dec 24, 2026': a date as people read it in messages and lists. */
export function formatDateForPeople(date: CivilDate): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

function daysBetween(from: CivilDate, to: CivilDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );
}

/** '8:00 AM – 2:00 PM', 'Open 24 hours' or 'Closed': one date's special hours as the customer reads them. */
export function specialHoursText(entry: SpecialHours): string {
  if (entry.closed) return 'Closed';
  const span = spanOf(entry.open, entry.close);
  if (!span) return 'Closed';
  if (span.open === 0 && span.close === MINUTES_PER_DAY) return 'Open 24 hours';
  return `${formatHoursValue(entry.open) ?? entry.open} – ${formatHoursValue(entry.close) ?? entry.close}`;
}

/**
 * Every problem with a list of special hours, each with a message a store manager can act on (empty
 * = valid). `today` is the store's local date; `stored` the list as it is saved now: a date already
 * past may stay as it was (it is history), but none may be added or changed.
 */
export function validateSpecialHours(
  entries: readonly SpecialHours[],
  today: CivilDate,
  stored: readonly SpecialHours[] = [],
): ScheduleFieldError[] {
  const errors: ScheduleFieldError[] = [];
  if (entries.length > SPECIAL_HOURS_MAX_ENTRIES) {
    errors.push({
      field: 'specialHours',
      message: `A store can hold at most ${SPECIAL_HOURS_MAX_ENTRIES} special dates; remove past or unneeded ones first.`,
    });
  }
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const at = (part: string): string => `specialHours.${index}.${part}`;
    const date = parseCivilDate(entry.date);
    if (!date) {
      errors.push({ field: at('date'), message: `'${entry.date}' is not a date; use the form 2026-12-25.` });
      return;
    }
    const people = formatDateForPeople(date);
    if (seen.has(entry.date)) {
      errors.push({ field: at('date'), message: `${people} is listed twice; keep one entry per date.` });
    }
    seen.add(entry.date);
    const unchanged = stored.some(
      (old) =>
        old.date === entry.date &&
        old.closed === entry.closed &&
        old.open === entry.open &&
        old.close === entry.close &&
        old.reason === entry.reason,
    );
    const ahead = daysBetween(today, date);
    if (ahead < 0 && !unchanged) {
      errors.push({
        field: at('date'),
        message: `${people} is in the past; special hours can be set from today (${formatDateForPeople(today)}) on.`,
      });
    }
    if (ahead > SPECIAL_HOURS_MAX_DAYS_AHEAD) {
      errors.push({
        field: at('date'),
        message: `${people} is more than ${SPECIAL_HOURS_MAX_DAYS_AHEAD} days ahead; check the year.`,
      });
    }
    const reason = entry.reason.trim();
    if (reason.length === 0) {
      errors.push({
        field: at('reason'),
        message: `Say why ${people} is different, for example 'Thanksgiving'.`,
      });
    } else if (reason.length > SPECIAL_HOURS_REASON_MAX) {
      errors.push({
        field: at('reason'),
        message: `The reason for ${people} is ${reason.length} characters; at most ${SPECIAL_HOURS_REASON_MAX}.`,
      });
    }
    if (entry.closed) return;
    const open = parseHoursValue(entry.open);
    const close = parseHoursValue(entry.close);
    if (!open.ok) errors.push({ field: at('open'), message: `${people}: ${open.message}` });
    if (!close.ok) errors.push({ field: at('close'), message: `${people}: ${close.message}` });
    if (!open.ok || !close.ok) return;
    if (open.value === MINUTES_PER_DAY) {
      errors.push({
        field: at('open'),
        message: `${people} cannot open at midnight at the end of the day; open at 12:00 AM (0) instead.`,
      });
    } else if (open.value === close.value) {
      errors.push({
        field: at('close'),
        message: `${people} opens and closes at the same time; mark the date closed, or open 0 to 2400 for 24 hours.`,
      });
    }
  });
  return errors;
}

/** The special hours from `today` on, earliest first: what a customer is shown. */
export function upcomingSpecialHours(entries: readonly SpecialHours[], today: CivilDate): SpecialHours[] {
  const from = formatCivilDate(today);
  return entries.filter((entry) => entry.date >= from).sort((a, b) => a.date.localeCompare(b.date));
}
