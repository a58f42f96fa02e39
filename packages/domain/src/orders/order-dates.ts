// How order times and dates read (docs/product/account.md#constants), always on the store's clock:
// an order placed at 7:05 in Denver reads 7:05 AM wherever the customer looks at it from. Each
// takes a time the server wrote on the store's clock (store-clock.ts), so no zone is converted here.
import { format } from 'date-fns/format';
import { readStoreClock } from '../store-hours/store-clock.ts';

/** '5/1/26 at 7:05 AM', for order lists and details. */
export function formatOrderPlacedAt(storeClock: string): string {
  return format(readStoreClock(storeClock), "M/d/yy 'at' h:mm a");
}

/** 'May 1, 2026', for long dates such as a refund's or a reward's expiry. */
export function formatLongDate(storeClock: string): string {
  return format(readStoreClock(storeClock), 'MMMM d, yyyy');
}

/** '7:05 AM', a scheduled pickup's time. */
export function formatClockTime(storeClock: string): string {
  return format(readStoreClock(storeClock), 'h:mm a');
}
