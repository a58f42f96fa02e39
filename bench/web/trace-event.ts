// One event of a Chromium trace (Chrome's trace event format), as the bench's trace readers use it
// (first-load-trace.ts, blocking-ab.ts). Times are in microseconds.
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

/** The events of a trace as puppeteer's `tracing.stop()` returns it (JSON bytes; none if it gave nothing). */
export function parseTrace(buffer: Uint8Array | undefined): TraceEvent[] {
  const text = Buffer.from(buffer ?? new Uint8Array()).toString('utf8');
  return (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
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
