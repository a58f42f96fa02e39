// Wall-clock arithmetic in an IANA time zone. Store hours are wall-clock times ("opens at 06:30"), so
// every rule converts between an instant and the store's local calendar here, never through the
// machine's or the browser's own zone.
import { tzOffset } from '@date-fns/tz';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A calendar date in some zone: month is 1-12. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface LocalParts extends CivilDate {
  /** 0 = Sunday ... 6 = Saturday, as in Date#getDay. */
  readonly weekday: number;
  /** Minutes since local midnight, 0-1439. */
  readonly minutes: number;
}

function offsetMs(timeZone: string, instantMs: number): number {
  return tzOffset(timeZone, new Date(instantMs)) * MINUTE_MS;
}

/** The local calendar date, weekday and time of day of an instant in a zone. */
export function localParts(at: Date, timeZone: string): LocalParts {
  const wall = new Date(at.getTime() + offsetMs(timeZone, at.getTime()));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** The date `days` calendar days after `date` (negative goes back). */
export function addCivilDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function civilWeekday(date: CivilDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function sameCivilDate(a: CivilDate, b: CivilDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** 'yyyy-MM-dd' of a civil date. */
export function formatCivilDate(date: CivilDate): string {
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * The instant at which the wall clock in `timeZone` first reads `minutes` after midnight of `date`
 * (1440 means the next midnight).
 *
 * Daylight-saving rule, chosen so that "open" always means "the clock on the wall says we are open":
 * - a time skipped by the spring-forward gap (02:30 on a 02:00 -> 03:00 night) maps to the end of
 *   the gap (03:00), the first instant the clock reads at or past it;
 * - a time repeated by the fall-back overlap (01:30 twice) maps to its first occurrence.
 */
export function zonedInstant(date: CivilDate, minutes: number, timeZone: string): Date {
  const wallMs = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  // No zone changes its offset twice within two days, so the offsets a day either side are the
  // only candidates.
  const before = offsetMs(timeZone, wallMs - DAY_MS);
  const after = offsetMs(timeZone, wallMs + DAY_MS);
  const candidates = [wallMs - before, wallMs - after].filter(
    (instant) => instant + offsetMs(timeZone, instant) === wallMs,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In the gap: find the transition, the first instant carrying the later offset.
  let low = wallMs - after; // still on the earlier offset
  let high = wallMs - before; // already on the later offset
  while (high - low > MINUTE_MS) {
    const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetMs(timeZone, mid) === after) high = mid;
    else low = mid;
  }
  return new Date(high);
}

// Building an Intl.DateTimeFormat costs tens of microseconds and every store status asks again (it
// was 2–3 % of the server's CPU under the order bench), so zones once known are remembered. Only known
// zones are kept: the set stays bounded by the runtime's zones whatever strings arrive.
const knownTimeZones = new Set<string>();

/** Whether `timeZone` is an IANA zone (or offset) this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (knownTimeZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    knownTimeZones.add(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Today's date 'yyyy-MM-dd' in a zone, e.g. for birthday and reward rules. */
export function localDateString(at: Date, timeZone: string): string {
  return formatCivilDate(localParts(at, timeZone));
}
