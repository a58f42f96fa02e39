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
