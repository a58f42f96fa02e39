// Whether this server can use Redis right now: a circuit breaker over its Redis connections. While a
// connection is down (a wrong REDIS_URL, Redis stopped) or a command just failed, callers skip Redis at
// once instead of each waiting for its own timeout: limits count in this process, events stay on this
// server, and /readyz answers 503 so the load balancer sends customers to a server that has Redis.
// One log line when Redis is lost, one when it is back; ioredis keeps reconnecting on its own, and a
// command that failed on a live connection opens the breaker only for a short cool-down.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How long a failed command keeps callers off a connection that still looks open. */
export const REDIS_COOL_DOWN_MS = 5000;

/** Where Redis is, for a log line: never its password. */
function describeRedis(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'Redis';
  }
}

export class RedisHealth {
  readonly #connections: Redis[] = [];
  readonly #where: string;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => number;
  #trippedUntil = 0;
  /** Set while an outage was logged and its end not yet. */
  #lost = false;
  /** Set when this server closes its connections itself: no outage to report. */
  #closing = false;

  constructor(url: string, log: FastifyBaseLogger, now: () => number = Date.now) {
    this.#where = describeRedis(url);
    this.#log = log;
    this.#now = now;
  }

  /** Watches a connection: it counts toward `available`, and its errors and recovery are logged once. */
  watch(redis: Redis): void {
    this.#connections.push(redis);
    redis.on('error', (error: Error) => this.#down(error.message));
    // A connection that was open and closed (Redis stopped) is an outage before any error is seen.
    redis.on('close', () => this.#down('connection closed'));
    redis.on('ready', () => this.#maybeBack());
  }

  /** This server is closing its connections: their closing is no outage. */
  closing(): void {
    this.#closing = true;
  }

  /** Every connection is open and no command failed in the last cool-down. */
  get available(): boolean {
    return this.#now() >= this.#trippedUntil && this.#connections.every((redis) => redis.status === 'ready');
  }

  /** A command failed on a connection that looked open (Redis hung or overloaded): keep off for a while. */
  trip(error: unknown): void {
    this.#trippedUntil = this.#now() + REDIS_COOL_DOWN_MS;
    this.#down(error instanceof Error ? error.message : String(error));
  }

  /** A command went through: the connection works again. */
  succeeded(): void {
    if (this.#trippedUntil === 0) return;
    this.#trippedUntil = 0;
    this.#maybeBack();
  }

  /**
   * Resolves once Redis answered or failed at start, or after `timeoutMs`: a server starting up waits
   * for this before it serves, so its first counts and events are shared rather than local.
   */
  async settled(timeoutMs = 5000): Promise<void> {
    const deadline = this.#now() + timeoutMs;
    while (!this.available && !this.#lost && this.#now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  #down(reason: string): void {
    // Closing its own connections, a server sees them close and its last writes fail (EPIPE as QUIT
    // races a publish): none of that is Redis being lost, and a clean shutdown logs no outage.
    if (this.#lost || this.#closing) return;
    this.#lost = true;
    this.#log.error(
      `Redis at ${this.#where} is unreachable (${reason}): rate limits count per server, live events stay on this server and /readyz answers 503 until it is back`,
    );
  }

  #maybeBack(): void {
    if (!this.#lost || !this.available) return;
    this.#lost = false;
    this.#log.info(`Redis at ${this.#where} is reachable again: limits and live events are shared again`);
  }
}
