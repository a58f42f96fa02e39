// rate-limiter-flexible counts, so we keep no store of our own: atomic Redis windows, memory without.
// A window starts at a key's first hit and is shared by every server through Redis. While the breaker
// in redis-health.ts says Redis is away, a hit goes straight to this process's counts, so a limit still
// holds per server rather than not at all and no call waits for Redis; a Redis command that fails is
// counted there too (the library's insurance limiter). The library's `penalty` only counts: each caller
// compares the count with its own limit (http/rate-limit.ts), since one counter serves limits of many
// sizes.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitStore, WindowCount } from '../http/rate-limit-store.ts';
import type { RedisHealth } from './redis-health.ts';

/** `penalty` never refuses, so the limiters' own allowance is never used: the callers hold the limits. */
const UNUSED_POINTS = 0;
/** The window when a hit names none; every hit names its own (`customDuration`). */
const DEFAULT_WINDOW_SECONDS = 60;

function windowCountOf(result: RateLimiterRes): WindowCount {
  return { count: result.consumedPoints, resetInMs: result.msBeforeNext };
}

function memoryLimiter(): RateLimiterMemory {
  return new RateLimiterMemory({ points: UNUSED_POINTS, duration: DEFAULT_WINDOW_SECONDS, keyPrefix: '' });
}

/** Counters of this process: right for one server, and the fallback while Redis is away. */
export class MemoryCounter implements RateLimitStore {
  readonly #limiter = memoryLimiter();

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    return windowCountOf(await this.#limiter.penalty(key, 1, { customDuration: windowMs / 1000 }));
  }
}

export class RedisCounter implements RateLimitStore {
  readonly #redis: RateLimiterRedis;
  readonly #insurance = memoryLimiter();
  readonly #health: RedisHealth;

  constructor(redis: Redis, prefix: string, health: RedisHealth) {
    this.#redis = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:counter`,
      points: UNUSED_POINTS,
      duration: DEFAULT_WINDOW_SECONDS,
      rejectIfRedisNotReady: true,
      insuranceLimiter: this.#insurance,
    });
    this.#health = health;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const limiter = this.#health.available ? this.#redis : this.#insurance;
    return windowCountOf(await limiter.penalty(key, 1, { customDuration: windowMs / 1000 }));
  }
}
