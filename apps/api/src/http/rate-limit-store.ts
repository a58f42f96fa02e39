// Where rate-limit counts live: fixed windows that start at a key's first hit. The realtime layer's
// counters are the stores (realtime/shared-counter.ts: in Redis with several servers, in this process
// otherwise); a test plugs in its own through `ServerOptions.rateLimitStore`.

export interface WindowCount {
  /** Hits on the key in its current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` in its window of `windowMs` (whole seconds). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
}
