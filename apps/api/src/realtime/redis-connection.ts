// One way to open a Redis connection for the realtime layer. Commands fail quickly while Redis is
// away (they do not wait in a queue for minutes); the connection keeps retrying in the background
// and re-subscribes its channels when Redis is back.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** How long a command may wait for Redis before the caller hears it failed. */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;

export function openRedis(url: string, name: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    connectTimeout: 5000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A command issued while Redis is away is retried over one reconnection, then fails.
    maxRetriesPerRequest: 1,
    // Reconnect forever, backing off to 2 s: Redis coming back must need no restart of ours.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // ioredis reports every failed reconnection; one line per outage is enough.
    if (!reported) log.warn({ err: error, connection: name }, 'Redis connection failed; retrying');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info({ connection: name }, 'Redis connection restored');
    reported = false;
  });
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
