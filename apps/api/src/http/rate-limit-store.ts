// Where rate-limit counts live: fixed windows that start at a key's first hit. In this process by
// default (one API server); with several servers a shared store plugs in through
// `ServerOptions.rateLimitStore`. The shape is the realtime layer's `SharedCounter`
// (apps/api/src/realtime/shared-counter.ts), so its Redis counter is a store as it is.

export interface WindowCount {
  /** Hits on the key in its current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` in its window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
}

/**
 * One process's counts, in a Map. It never holds more than `maxKeys` keys: ended windows are dropped
 * first, then the windows that started longest ago, so a flood of addresses can make the limiter
 * forget but never make the server run out of memory.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();
  readonly #maxKeys: number;
  readonly #now: () => number;

  constructor(options: { maxKeys?: number; now?: () => number } = {}) {
    this.#maxKeys = options.maxKeys ?? 100_000;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#windows.size;
  }

  hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      // A new window goes to the end of the Map, which therefore runs oldest window first.
      this.#windows.delete(key);
      if (this.#windows.size >= this.#maxKeys) this.#evict(now);
      window = { count: 0, endsAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetInMs: window.endsAt - now });
  }

  #evict(now: number): void {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
    // Still full of live windows: forget the oldest tenth at once rather than one key per hit.
    let excess = this.#windows.size - Math.floor(this.#maxKeys * 0.9);
    for (const key of this.#windows.keys()) {
      if (excess <= 0) break;
      this.#windows.delete(key);
      excess -= 1;
    }
  }
}
