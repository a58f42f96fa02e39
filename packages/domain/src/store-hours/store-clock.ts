// A time on the store's clock: the instant written in RFC 3339 with the store's UTC offset at that
// instant ('2026-05-01T07:05:00-06:00' for 13:05 UTC in Denver). It names the instant exactly (any
// Date parses it) and its digits are what the store's clock read, so the browser shows store time
// by formatting those digits, with no time-zone database. The server writes it
// (store-clock-writing.ts); the browser reads it here and never converts zones for an order: a
// phone's first Intl.DateTimeFormat loads ICU's data, 30-45 ms of one task on an order's page at
// full speed (docs/performance.md). Hence UTCDateMini: the full UTCDate builds three Intl formats
// as its module loads.
import { UTCDateMini } from '@date-fns/utc/date/mini';

const STORE_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * The store's wall clock of a time written by storeClockOf, as a date whose every getter reads it
 * (date-fns formats it as is). Throws on any other text: a time without its offset is not one.
 */
export function readStoreClock(text: string): Date {
  const parts = STORE_CLOCK.exec(text);
  if (!parts) throw new RangeError(`Not a time on a store's clock: ${text}`);
  const [, year, month, day, hour, minute, second] = parts.map(Number);
  return new UTCDateMini(year!, month! - 1, day, hour, minute, second || 0);
}
