// A claimed reward's expiry as the page reads it (docs/product/account.md#constants 'MMMM d,
// yyyy'). The API sends a calendar date already placed in the right zone, so it is formatted as
// that date, never shifted through the browser's zone.
import { formatLongDate } from '@brewline/domain/orders/order-dates';

const CIVIL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'May 1, 2026' for '2026-05-01'; the text itself if it is not a calendar date. */
export function formatCivilLongDate(civil: string): string {
  if (!CIVIL_DATE.test(civil)) return civil;
  // A calendar day is that day's noon on any clock: read as a store's clock, with no zone to convert.
  return formatLongDate(`${civil}T12:00:00Z`);
}
