// One way to open a Redis connection for the realtime layer. The connection keeps retrying in the
// background and re-subscribes its channels when Redis is back; whether callers use it meanwhile is
// the breaker's call (redis-health.ts), which also logs the outage once for every connection.
import { Redis } from 'ioredis';
import type { RedisHealth } from './redis-health.ts';

/** How long a command may wait for Redis before the caller hears it failed (then the breaker opens). */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;

export function openRedis(
  url: string,
  name: string,
  health: RedisHealth,
  /** Queue commands while (re)connecting: only the subscriber's, whose SUBSCRIBE must reach Redis. */
  queueWhileAway = false,
): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    connectTimeout: 5000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A command issued while Redis is away fails at once instead of waiting for the connection.
    enableOfflineQueue: queueWhileAway,
    maxRetriesPerRequest: 1,
    // Reconnect forever, backing off to 2 s: Redis coming back must need no restart of ours.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  health.watch(redis);
  return redis;
}

/** Says goodbye to Redis, or drops the connection if Redis does not answer within a second. */
export async function closeRedis(redis: Redis): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), 1000);
  });
  const quit = redis.quit().then(
    () => 'quit' as const,
    () => 'timeout' as const,
  );
  const outcome = await Promise.race([quit, timeout]);
  clearTimeout(timer);
  if (outcome === 'timeout') redis.disconnect();
}
