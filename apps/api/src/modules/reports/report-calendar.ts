// A report's range split into the calendar months it covers whole and the days left at either end, so
// a long range reads the month rollups and only its ragged ends from the day rollups: a year is 12
// months and at most about 60 days, where it was 365 days. Months are 'YYYY-MM', days 'YYYY-MM-DD',
// both local calendar dates of the stores (text that sorts as dates do).
import { sql, type SQL } from 'drizzle-orm';

export interface WholeMonths {
  /** First and last month lying wholly inside the range, 'YYYY-MM', both included. */
  first: string;
  last: string;
  /** The month after the last. */
  next: string;
}

const monthOf = (day: string): string => day.slice(0, 7);

/** The month after (+1) or before (−1) `month`. */
function shiftMonth(month: string, by: 1 | -1): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whether `day` is the last of its month (the next calendar day is in another month). */
function endsMonth(day: string): boolean {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}

/** The months wholly inside `from`…`to` (both included), or null when there is none. */
export function wholeMonthsOf(from: string, to: string): WholeMonths | null {
  const first = from.endsWith('-01') ? monthOf(from) : shiftMonth(monthOf(from), 1);
  const last = endsMonth(to) ? monthOf(to) : shiftMonth(monthOf(to), -1);
  return first <= last ? { first, last, next: shiftMonth(last, 1) } : null;
}

/**
 * The days of `from`…`to` outside the whole months, on `day` (a 'YYYY-MM-DD' column): two ranges of
 * its index. A month 'YYYY-MM' sorts before its own days and after every earlier day.
 */
export function raggedEnds(day: SQL, from: string, to: string, months: WholeMonths): SQL {
  return sql`((${day} >= ${from} and ${day} < ${months.first}) or (${day} >= ${months.next} and ${day} <= ${to}))`;
}
