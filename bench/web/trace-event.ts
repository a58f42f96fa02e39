// One event of a Chromium trace (Chrome's trace event format), as the bench's trace readers use it
// (first-load-trace.ts, blocking-ab.ts, blocking-tasks.ts). Times are in microseconds.
export interface TraceEvent {
  readonly name: string;
  /** The phase: 'X' a complete event (with dur), 'M' metadata (thread names), 'I' an instant. */
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string };
}

/**
 * The events of a trace as puppeteer's `tracing.stop()` returns it (JSON bytes; none if it gave
 * nothing), typed as the reader expects them (a reader of the sampler's events widens TraceEvent).
 */
export function parseTrace<Event extends TraceEvent = TraceEvent>(buffer: Uint8Array | undefined): Event[] {
  const text = Buffer.from(buffer ?? new Uint8Array()).toString('utf8');
  return (JSON.parse(text) as { traceEvents: Event[] }).traceEvents;
}

/** Lighthouse's mobile CPU slowdown, which its simulation applies to the tasks of a full-speed load. */
export const LIGHTHOUSE_SLOWDOWN = 4;

/**
 * What one task of a full-speed load adds to Lighthouse's simulated mobile Total Blocking Time, in ms:
 * its length times the slowdown, less 50 ms, or nothing. (Only for tasks after the first paint.)
 */
export function simulatedBlockingMs(taskUs: number): number {
  return Math.max(0, (LIGHTHOUSE_SLOWDOWN * taskUs) / 1000 - 50);
}

/**
 * The loaded page's first contentful paint: the last one in the trace. A tab that opened another page
 * just before (lighthouse-runner.ts writes the page's storage from /healthz) can report that page's
 * paint after tracing has started, so the first one in the trace may be the wrong page's; taken for
 * the page's own, it counted the page's whole parsing as blocking in some loads and not in others.
 */
export function pagePaint<Event extends TraceEvent>(events: readonly Event[]): Event | undefined {
  let latest: Event | undefined;
  for (const event of events) {
    if (event.name === 'firstContentfulPaint' && (!latest || event.ts > latest.ts)) latest = event;
  }
  return latest;
}

/**
 * Self time (µs) per event name on one thread: an event's duration less its children's. Only the
 * complete events that start inside [from, to) when a window is given (one task's).
 */
export function selfTimes(
  events: readonly TraceEvent[],
  from = Number.NEGATIVE_INFINITY,
  to = Number.POSITIVE_INFINITY,
): Map<string, number> {
  const complete = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined && event.ts >= from && event.ts < to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const open: { end: number; name: string }[] = [];
  for (const event of complete) {
    const end = event.ts + (event.dur ?? 0);
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (event.dur ?? 0));
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0));
    open.push({ end, name: event.name });
  }
  return self;
}
