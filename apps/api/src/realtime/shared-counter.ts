// Counters that every API server shares, for limits that must hold across servers (rate limits):
// fixed windows in Redis when REDIS_URL is set, in this process otherwise. While Redis is away (the
// breaker in redis-health.ts says so at once, without a call) the Redis counter counts in this process
// instead, so a limit still holds per server rather than not at all, and no call waits for Redis.
import type { Redis } from 'ioredis';
import type { RedisHealth } from './redis-health.ts';

export interface CounterHit {
  /** Hits on the key in its current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

export interface SharedCounter {
  /** Counts one hit on `key` in its window of `windowMs` (the window starts at the key's first hit). */
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** Forgets the key (a successful sign-in clearing its failures, say). */
  reset(key: string): Promise<void>;
}

/** Counters of this process: right for one server, and the fallback while Redis is away. */
export class MemoryCounter implements SharedCounter {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  hit(key: string, windowMs: number): Promise<CounterHit> {
    const now = this.#now();
    if (this.#windows.size > 10_000) this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetInMs: window.endsAt - now });
  }

  reset(key: string): Promise<void> {
    this.#windows.delete(key);
    return Promise.resolve();
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
  }
}

// INCR and the window's expiry in one step, so two servers counting at once never lose a hit and a
// key never lives without an expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export class RedisCounter implements SharedCounter {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #fallback = new MemoryCounter();
  readonly #health: RedisHealth;

  constructor(redis: Redis, prefix: string, health: RedisHealth) {
    this.#redis = redis;
    this.#prefix = `${prefix}:counter:`;
    this.#health = health;
  }

  async hit(key: string, windowMs: number): Promise<CounterHit> {
    if (!this.#health.available) return this.#fallback.hit(key, windowMs);
    try {
      const reply = await this.#redis.eval(HIT_SCRIPT, 1, this.#prefix + key, String(windowMs));
      if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number') {
        this.#health.succeeded();
        return { count: reply[0], resetInMs: reply[1] };
      }
      throw new Error(`unexpected counter reply ${JSON.stringify(reply)}`);
    } catch (error) {
      this.#health.trip(error);
      return this.#fallback.hit(key, windowMs);
    }
  }

  async reset(key: string): Promise<void> {
    await this.#fallback.reset(key);
    if (!this.#health.available) return;
    try {
      await this.#redis.del(this.#prefix + key);
      this.#health.succeeded();
    } catch (error) {
      this.#health.trip(error);
    }
  }
}
