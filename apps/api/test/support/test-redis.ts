// The Redis the scale-out tests share, and a channel prefix of their own per run, so that parallel
// runs (and several helpers' runs on one machine) never hear each other's events or counters.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

export function testRedisPrefix(label: string): string {
  return `brewline-test-${label}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Removes every key a run left under its prefix. */
export async function dropRedisPrefix(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Tests that need PostgreSQL and Redis both: skipped loudly when either is missing, a failure in CI.
 * Returns whether to run.
 */
export async function scaleOutServicesAvailable(postgres: () => Promise<boolean>): Promise<boolean> {
  const [pgUp, redisUp] = await Promise.all([postgres(), redisAnswers()]);
  if (pgUp && redisUp) return true;
  const missing = [pgUp ? null : 'PostgreSQL', redisUp ? null : `Redis at ${TEST_REDIS_URL}`].filter(Boolean);
  const message = `${missing.join(' and ')} not answering: scale-out tests are SKIPPED.`;
  if (process.env['CI'] === 'true') throw new Error(`${message} In CI this is a failure.`);
  console.warn(`\n${'!'.repeat(80)}\n${message}\n${'!'.repeat(80)}\n`);
  return false;
}
