// What makes several API servers act as one: the events their subscriptions hear and the counters
// their limits count. With Redis (REDIS_URL) both are shared by every server; without it both live
// in this process, which is right for the single server (and PGlite) setup.
import type { FastifyBaseLogger } from 'fastify';
import { closeRedis, openRedis } from './redis-connection.ts';
import { RedisEmitter, type SubscriptionEmitter } from './redis-emitter.ts';
import { RedisHealth } from './redis-health.ts';
import type { RateLimitStore } from '../http/rate-limit-store.ts';
import { MemoryCounter, RedisCounter } from './shared-counter.ts';

export interface RealtimeOptions {
  redisUrl: string;
  /** Namespaces every Redis channel and key; servers of one deployment share it. */
  prefix: string;
}

export interface Realtime {
  kind: 'memory' | 'redis';
  /** Mercurius' subscription emitter; undefined keeps its in-process default. */
  emitter: SubscriptionEmitter | undefined;
  /** The rate limits' counts (shared-counter.ts). */
  counter: RateLimitStore;
  /** False while Redis is configured but unusable (the server is then not ready: /readyz). */
  ready(): boolean;
  /** Resolves once Redis answered or failed at start (at once without Redis). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export function createRealtime(options: RealtimeOptions | null, log: FastifyBaseLogger): Realtime {
  if (!options) {
    return {
      kind: 'memory',
      emitter: undefined,
      counter: new MemoryCounter(),
      ready: () => true,
      settled: async () => {},
      close: async () => {},
    };
  }
  const health = new RedisHealth(options.redisUrl, log);
  const emitter = new RedisEmitter(options.redisUrl, options.prefix, log, health);
  const redis = openRedis(options.redisUrl, 'brewline-commands', health);
  return {
    kind: 'redis',
    emitter,
    counter: new RedisCounter(redis, options.prefix, health),
    ready: () => health.available,
    settled: () => health.settled(),
    async close() {
      health.closing();
      await Promise.all([emitter.closeConnections(), closeRedis(redis)]);
    },
  };
}
