// The server's half of a time on the store's clock (store-clock.ts): the instant written in RFC 3339
// with the store's UTC offset at that instant. Apart from the reading half, so that the browser's
// build never loads the time-zone library for it.
import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns/formatISO';

/** The instant on the store's clock, for the API to send (whole seconds). */
export function storeClockOf(at: Date, timeZone: string): string {
  return formatISO(new TZDate(at, timeZone));
}
