// How the reports page words its figures: money in dollars, counts with separators, shares in percent,
// dates and hours as a manager reads them.
import { addCalendarDays } from '@brewline/domain/reports/sales-report';

const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const MONEY_SHORT = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const COUNT = new Intl.NumberFormat('en-US');
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const money = (cents: number): string => MONEY.format(cents / 100);
/** $1.2K: for axis labels, where room is short. */
export const moneyShort = (cents: number): string => MONEY_SHORT.format(cents / 100);
export const count = (n: number): string => COUNT.format(n);
export const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;
/** 'YYYY-MM-DD' → "Nov 24". */
export const shortDay = (date: string): string => DAY.format(new Date(`${date}T00:00:00Z`));
/** 0–23 → "7 AM", "12 PM". */
export const hourText = (hour: number): string =>
  `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** Today's calendar date where the person is, 'YYYY-MM-DD'. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** The last `days` days, today included. */
export function lastDays(days: number, today = localToday()): DateRange {
  return { from: addCalendarDays(today, 1 - days), to: today };
}
