// A server closing its own Redis connections logs no outage. Its last writes can fail as it quits (the
// live bench's restarted server logged "Redis ... is unreachable (write EPIPE)" on every clean stop):
// the breaker must tell that apart from Redis being lost, which it still reports once.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeRedis, openRedis } from '../src/realtime/redis-connection.ts';
import { RedisHealth } from '../src/realtime/redis-health.ts';
import { TEST_REDIS_URL } from './support/test-redis.ts';
import type { Redis } from 'ioredis';

/** What ioredis emits when a write meets a socket the other end already closed. */
const brokenPipe = () => Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });

describe('the Redis breaker at shutdown', () => {
  const opened: Redis[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((redis) => closeRedis(redis)));
  });

  async function watched(): Promise<{ health: RedisHealth; redis: Redis; outages: () => string[] }> {
    const lines: string[] = [];
    const logger = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    const health = new RedisHealth(TEST_REDIS_URL, logger.log);
    const redis = openRedis(TEST_REDIS_URL, 'brewline-test-breaker-closing', health);
    opened.push(redis);
    await health.settled();
    expect(health.available).toBe(true);
    return { health, redis, outages: () => lines.filter((line) => line.includes('is unreachable')) };
  }

  it('logs nothing when its own closing makes a write fail', async () => {
    const { health, redis, outages } = await watched();
    health.closing();
    redis.emit('error', brokenPipe());
    await closeRedis(redis);
    expect(outages()).toEqual([]);
  });

  it('still reports the same failure once while it is not closing', async () => {
    const { redis, outages } = await watched();
    redis.emit('error', brokenPipe());
    redis.emit('error', brokenPipe());
    expect(outages()).toHaveLength(1);
    expect(outages()[0]).toContain('write EPIPE');
  });
});
