// The back office's reports: which orders count as sales, refunds and failures, and the date range a
// report may cover. The API computes the figures in SQL from these rules; the back office shows the
// same labels. docs/back-office-reports.md says what each figure means.
import type { OrderStatus } from '../orders/order-status.ts';

/** An order the customer asked to be refunded, or was refunded: its money went (or is going) back. */
export const REFUND_STATUSES = [
  'ORDER_REFUND_REQUESTED',
  'ORDER_REFUND_PROCESSED',
] as const satisfies readonly OrderStatus[];

/** An order that failed: the store never got it, or could not make it. */
export const FAILED_STATUSES = ['ORDER_ERROR'] as const satisfies readonly OrderStatus[];

/** A sale is every placed order that is neither refunded nor failed (in progress, scheduled or picked up). */
export function isSaleStatus(status: string): boolean {
  return (
    !(REFUND_STATUSES as readonly string[]).includes(status) &&
    !(FAILED_STATUSES as readonly string[]).includes(status)
  );
}

/** How long a report may cover: a year and a day (a leap year, with both ends included). */
export const MAX_REPORT_DAYS = 367;

export const PICKUP_METHOD_LABELS: Record<string, string> = {
  IN_STORE: 'In store',
  DRIVE_THRU: 'Drive-thru',
  PARKING_LOT: 'Parking lot',
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar date 'YYYY-MM-DD', or null when it is not a real date. */
export function calendarDay(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

/** Why a report's date range cannot be used, in words for the person who chose it; null when it can. */
export function reportRangeProblem(from: string, to: string): string | null {
  const first = calendarDay(from);
  const last = calendarDay(to);
  if (first === null) return `The start date "${from}" is not a date (use YYYY-MM-DD).`;
  if (last === null) return `The end date "${to}" is not a date (use YYYY-MM-DD).`;
  if (last < first) return 'The end date is before the start date.';
  if (last - first + 1 > MAX_REPORT_DAYS)
    return `A report covers at most ${MAX_REPORT_DAYS} days; choose a shorter range.`;
  return null;
}

/** The calendar date `days` after `date` ('YYYY-MM-DD'), for the quick ranges (last 7 days, last 30). */
export function addCalendarDays(date: string, days: number): string {
  const day = calendarDay(date);
  if (day === null) throw new Error(`Not a date: ${date}`);
  return new Date((day + days) * 86_400_000).toISOString().slice(0, 10);
}
