// How times read on the board. Clock and scheduled times are in the store's time zone (the server's
// truth, whatever the tablet is set to); until the zone is known the tablet's own zone stands in.

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(timeZone: string | null): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    });
    timeFormats.set(key, format);
  }
  return format;
}

/** '7:05 AM' in the store's zone. */
export function formatTimeOfDay(at: Date, timeZone: string | null): string {
  return timeFormat(timeZone).format(at);
}

/** Whole minutes since `placedAt`; never negative, even when the tablet's clock runs behind. */
export function minutesSince(placedAt: string, now: Date): number {
  const ms = now.getTime() - new Date(placedAt).getTime();
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 60_000)) : 0;
}

/** 'Just now', '4 min', '1 h 12 min': short enough to read across the counter. */
export function formatWaited(minutes: number): string {
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** An order waiting this long (not yet ready) is flagged on its card. */
export const LONG_WAIT_MINUTES = 10;
