// What a customer would see of a store now and on the coming days: the status engine's answer for
// this instant, and each date's hours with its holiday reason. The back office shows it beside the
// hours editor, computed by the same rules as the finder and checkout, so a manager sees the effect
// of a change before (and after) saving it.
import { formatDateForPeople, specialHoursText } from './special-hours.ts';
import { weeklyHoursRows } from './store-hours-display.ts';
import {
  getStoreStatus,
  hoursForWeekday,
  specialHoursOn,
  storeStatusLabel,
  type SpecialHours,
  type StoreHours,
  type StoreStatus,
} from './store-hours.ts';
import { addCivilDays, civilWeekday, formatCivilDate, localParts } from '../lib/zoned-time.ts';

export interface PreviewDay {
  /** 'yyyy-MM-dd', the store's local date. */
  readonly date: string;
  /** 'Thu, Nov 26, 2026'. */
  readonly dateLabel: string;
  /** '6:00 AM – 9:00 PM', 'Open 24 hours' or 'Closed'. */
  readonly hours: string;
  /** The special hours' reason ('Thanksgiving'), null on an ordinary day. */
  readonly reason: string | null;
}

export interface StoreStatusPreview {
  readonly status: StoreStatus;
  /** The finder's label: 'Open Now', 'Closed'... */
  readonly label: string;
  readonly days: readonly PreviewDay[];
}

function weeklyText(hours: StoreHours, weekday: number): string {
  const [open, close] = hoursForWeekday(hours, weekday);
  const rows = weeklyHoursRows({ ...hours, sunOpen: open, sunClose: close });
  return rows.find((row) => row.days === 'Sun')?.hours ?? 'Closed';
}

/** The status now and the hours of `days` dates from today, in the store's zone. */
export function storeStatusPreview(
  hours: StoreHours,
  timeZone: string,
  at: Date,
  days = 7,
): StoreStatusPreview {
  const today = localParts(at, timeZone);
  const list: PreviewDay[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addCivilDays(today, offset);
    const special: SpecialHours | null = specialHoursOn(hours, date);
    list.push({
      date: formatCivilDate(date),
      dateLabel: formatDateForPeople(date),
      hours: special ? specialHoursText(special) : weeklyText(hours, civilWeekday(date)),
      reason: special ? special.reason : null,
    });
  }
  return {
    status: getStoreStatus(hours, timeZone, at),
    label: storeStatusLabel(hours, timeZone, at),
    days: list,
  };
}
