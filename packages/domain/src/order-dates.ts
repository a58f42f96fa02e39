// How order times and dates read (docs/product/account.md#constants), always in the store's zone:
// an order placed at 7:05 in Denver reads 7:05 AM wherever the customer looks at it from.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** '5/1/26 at 7:05 AM', for order lists and details. */
export function formatOrderPlacedAt(at: Date, timeZone: string): string {
  return format(new TZDate(at, timeZone), "M/d/yy 'at' h:mm a");
}

/** 'May 1, 2026', for long dates such as a reward's expiry or a birthday. */
export function formatLongDate(at: Date, timeZone: string): string {
  return format(new TZDate(at, timeZone), 'MMMM d, yyyy');
}
