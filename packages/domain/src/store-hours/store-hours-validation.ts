// Whether a store's hours make sense as a whole, with messages a store manager can act on: every value
// readable, no day that opens and closes at the same minute (other than the stored closed day, 0 and
// 0), and no opening that runs past midnight into the next day's opening (the usual typo: a close
// meant for the afternoon typed before the open, which reads as "after midnight").
import {
  type ScheduleFieldError,
  formatDateForPeople,
  parseCivilDate,
  validateSpecialHours,
} from './special-hours.ts';
import { formatHoursValue } from './store-hours-display.ts';
import {
  MINUTES_PER_DAY,
  hoursForWeekday,
  parseHoursValue,
  spanOf,
  spanOnDate,
  specialHoursOn,
  type DaySpan,
  type SpecialHours,
  type WeeklyHours,
} from './store-hours.ts';
import { addCivilDays, civilWeekday, formatCivilDate, type CivilDate } from '../lib/zoned-time.ts';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The stored fields behind a weekday's hours. */
function weekdayFields(weekday: number): readonly [keyof WeeklyHours, keyof WeeklyHours] {
  switch (weekday) {
    case 0:
      return ['sunOpen', 'sunClose'];
    case 5:
      return ['friOpen', 'friClose'];
    case 6:
      return ['satOpen', 'satClose'];
    default:
      return ['monThruThursOpen', 'monThruThursClose'];
  }
}

/** The editor's name for the row a weekday is edited in. */
function weekdayRowName(weekday: number): string {
  return weekday >= 1 && weekday <= 4 ? 'Monday to Thursday' : (WEEKDAY_NAMES[weekday] ?? '');
}

function clock(minutes: number): string {
  const hhmm = Math.floor(minutes / 60) * 100 + (minutes % 60);
  return formatHoursValue(String(hhmm)) ?? String(hhmm);
}

function overlapMessage(day: string, span: DaySpan, nextDay: string, next: DaySpan): string {
  return (
    `${day} closes at ${clock(span.close - MINUTES_PER_DAY)} after midnight, after ${nextDay} opens at ` +
    `${clock(next.open)}. A closing time earlier than the opening means the next morning; if ${day} ` +
    'closes the same day, its closing time must be after its opening.'
  );
}

/** The week's own problems (empty = valid). */
export function validateWeeklySchedule(hours: WeeklyHours): ScheduleFieldError[] {
  const errors: ScheduleFieldError[] = [];
  const seen = new Set<string>();
  const add = (field: string, message: string): void => {
    if (seen.has(message)) return;
    seen.add(message);
    errors.push({ field, message });
  };
  for (const weekday of [1, 5, 6, 0]) {
    const [openField, closeField] = weekdayFields(weekday);
    const open = parseHoursValue(hours[openField]);
    const close = parseHoursValue(hours[closeField]);
    const row = weekdayRowName(weekday);
    if (!open.ok) add(openField, `${row}: ${open.message}`);
    if (!close.ok) add(closeField, `${row}: ${close.message}`);
    if (!open.ok || !close.ok) continue;
    if (open.value === MINUTES_PER_DAY) {
      add(openField, `${row} cannot open at midnight at the end of the day; open at 12:00 AM (0) instead.`);
    } else if (open.value === close.value && open.value !== 0) {
      add(
        closeField,
        `${row} opens and closes at ${clock(open.value)}; mark it closed, or 0 to 2400 for 24 hours.`,
      );
    }
  }
  for (let weekday = 0; weekday < 7; weekday++) {
    const [open, close] = hoursForWeekday(hours, weekday);
    const span = spanOf(open, close);
    const nextDay = (weekday + 1) % 7;
    const [nextOpen, nextClose] = hoursForWeekday(hours, nextDay);
    const next = spanOf(nextOpen, nextClose);
    if (span && next && span.close - MINUTES_PER_DAY > next.open) {
      add(
        weekdayFields(weekday)[1],
        overlapMessage(weekdayRowName(weekday), span, WEEKDAY_NAMES[nextDay] ?? '', next),
      );
    }
  }
  return errors;
}

/**
 * The whole schedule: the week, the special hours (special-hours.ts's own rules), and the openings of
 * special dates against their neighbours. `today` is the store's local date.
 */
export function validateStoreSchedule(
  hours: WeeklyHours & { readonly specialHours: readonly SpecialHours[] },
  today: CivilDate,
  storedSpecialHours: readonly SpecialHours[] = [],
): ScheduleFieldError[] {
  const errors = [
    ...validateWeeklySchedule(hours),
    ...validateSpecialHours(hours.specialHours, today, storedSpecialHours),
  ];
  if (errors.length > 0) return errors;
  const fieldOf = (date: CivilDate): string => {
    const key = formatCivilDate(date);
    const index = hours.specialHours.findIndex((entry) => entry.date === key);
    return index >= 0 ? `specialHours.${index}.close` : weekdayFields(civilWeekday(date))[1];
  };
  for (const entry of hours.specialHours) {
    const date = parseCivilDate(entry.date);
    if (!date) continue;
    // The special date against the evening before it and the morning after it.
    for (const day of [addCivilDays(date, -1), date]) {
      const nextDay = addCivilDays(day, 1);
      const span = spanOnDate(hours, day);
      const next = spanOnDate(hours, nextDay);
      if (!span || !next || span.close - MINUTES_PER_DAY <= next.open) continue;
      const name = (d: CivilDate): string =>
        specialHoursOn(hours, d)
          ? formatDateForPeople(d)
          : `${formatDateForPeople(d)} (${WEEKDAY_NAMES[civilWeekday(d)]}'s hours)`;
      const message = overlapMessage(name(day), span, name(nextDay), next);
      if (!errors.some((e) => e.message === message)) errors.push({ field: fieldOf(day), message });
    }
  }
  return errors;
}
