// A store's weekly hours as a customer reads them (the Locations page): each group of days with its
// opening and closing time in the store's own local time, '24 hours' or 'Closed'. The hours values
// themselves and their meaning (a close before the open is after midnight) are store-hours.ts's.
import { parseHoursValue, type WeeklyHours } from './store-hours.ts';

export interface HoursRow {
  /** 'Mon – Thu', 'Fri', 'Sat', 'Sun'. */
  readonly days: string;
  /** '5:30 AM – 9:00 PM', 'Open 24 hours' or 'Closed'. */
  readonly hours: string;
}

/** '530' -> '5:30 AM', '2130' -> '9:30 PM', '0' and '2400' -> '12:00 AM'. */
export function formatHoursValue(value: string): string | null {
  const parsed = parseHoursValue(value);
  if (!parsed.ok) return null;
  const minutes = parsed.value % 1440;
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

function span(open: string, close: string): string {
  const from = parseHoursValue(open);
  const to = parseHoursValue(close);
  if (!from.ok || !to.ok || from.value === to.value) return 'Closed';
  if (from.value === 0 && to.value === 1440) return 'Open 24 hours';
  return `${formatHoursValue(open) ?? open} – ${formatHoursValue(close) ?? close}`;
}

/** The week, Monday first, as the spec groups it: Mon – Thu, Fri, Sat, Sun. */
export function weeklyHoursRows(hours: WeeklyHours): HoursRow[] {
  return [
    { days: 'Mon – Thu', hours: span(hours.monThruThursOpen, hours.monThruThursClose) },
    { days: 'Fri', hours: span(hours.friOpen, hours.friClose) },
    { days: 'Sat', hours: span(hours.satOpen, hours.satClose) },
    { days: 'Sun', hours: span(hours.sunOpen, hours.sunClose) },
  ];
}
