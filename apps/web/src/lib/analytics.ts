// First-party analytics: events queue here and go to /events in batches, with sendBeacon when the
// page is hidden so the last ones are not lost. They carry the session cart id and ids only.
// An optional tracking pixel (VITE_TRACKING_PIXEL_URL at build time, off by default) is fired on a
// category tile click and 200 ms before leaving for an external link, as the spec describes.
import type {
  AnalyticsBatch,
  AnalyticsEvent,
  AnalyticsEventName,
} from '@brewline/domain/reports/analytics-events';
import { readCart } from './cart-storage.ts';

const ENDPOINT = '/events';
const FLUSH_AFTER_MS = 5000;
const MAX_BATCH = 50;
const PIXEL_URL: string | undefined = import.meta.env['VITE_TRACKING_PIXEL_URL'] as string | undefined;

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function flush(useBeacon: boolean): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) {
    const batch: AnalyticsBatch = { sessionCartId: readCart().id, events: queue.splice(0, MAX_BATCH) };
    const body = JSON.stringify(batch);
    // A beacon survives the page going away; it is sent as text/plain, which the server accepts.
    if (useBeacon && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, body))
      continue;
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => {
      // Analytics must never disturb ordering: a lost batch is acceptable.
    });
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => flush(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
}

export function track(name: AnalyticsEventName, props: AnalyticsEvent['props'] = {}): void {
  queue.push({ name, at: new Date().toISOString(), props });
  if (queue.length >= MAX_BATCH) flush(false);
  else timer ??= setTimeout(() => flush(false), FLUSH_AFTER_MS);
}

/** Fires the tracking pixel, if one is configured. */
export function firePixel(params: Record<string, string | number>): void {
  if (!PIXEL_URL) return;
  const url = new URL(PIXEL_URL, location.href);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  new Image().src = url.toString();
}

/** Leaves for an external link after the pixel had 200 ms to go out; plain navigation without one. */
export function leaveWithPixel(event: { preventDefault(): void }, href: string): void {
  if (!PIXEL_URL) return;
  event.preventDefault();
  firePixel({ e: 'external_link', to: href });
  setTimeout(() => location.assign(href), 200);
}
