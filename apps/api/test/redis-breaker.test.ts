// A server configured with Redis that cannot reach it: it says so at once (/readyz 503, one log line),
// no call waits for Redis (limits count in this process), and it recovers by itself when Redis is
// back. Redis here is a real redis-server of the test's own, stopped and started again on its port.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server.ts';
import { freePort } from './support/free-port.ts';
import { graphqlOver } from './support/graphql-post.ts';
import type { ScratchDatabase } from './support/scratch-databases.ts';
import { pglite } from './support/test-databases.ts';
import { testRedisPrefix } from './support/test-redis.ts';
import type { FastifyInstance } from 'fastify';

const FEEDBACK =
  'mutation { sendFeedback(category: "Online Ordering Help", feedbackText: "Hello") { message } }';

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // redis-server prints this line once it accepts connections.
  let output = '';
  for await (const chunk of child.stdout ?? []) {
    output += String(chunk);
    if (output.includes('Ready to accept connections')) break;
  }
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('Redis configured but unreachable', () => {
  let database: ScratchDatabase;
  let app: FastifyInstance | null = null;
  let redis: ChildProcess | null = null;
  const lines: string[] = [];

  async function start(redisUrl: string): Promise<string> {
    lines.length = 0;
    ({ app } = await buildServer({
      database: database.handle,
      webDistDir: null,
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(line) },
      realtime: { redisUrl, prefix: testRedisPrefix('breaker') },
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  const readiness = async (baseUrl: string) => {
    const response = await fetch(`${baseUrl}/readyz`);
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const outageLines = () => lines.filter((line) => line.includes('is unreachable'));

  beforeAll(async () => {
    database = await pglite.open();
  });
  afterEach(async () => {
    await app?.close();
    app = null;
    if (redis) await stopRedis(redis);
    redis = null;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('with a wrong REDIS_URL: not ready, one log line, and rate-limited calls do not wait for Redis', async () => {
    const baseUrl = await start(`redis://127.0.0.1:${await freePort()}`);
    expect(await readiness(baseUrl)).toEqual({
      status: 503,
      body: {
        status: 'not ready',
        database: 'pglite',
        redis: 'unreachable',
        mail: 'log',
        outboxOldestSeconds: null,
      },
    });
    const started = Date.now();
    for (let call = 0; call < 10; call += 1) {
      const answer = await graphqlOver<{ sendFeedback: { message: string } }>(baseUrl, FEEDBACK, {});
      expect(answer.errors).toBeUndefined();
    }
    // Each call used to wait about 2.3 s for Redis to time out: ten took over 20 s.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(outageLines()).toHaveLength(1);
    expect(outageLines()[0]).toContain('/readyz answers 503 until it is back');
  });

  it('loses Redis and gets it back without a restart', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const baseUrl = await start(`redis://127.0.0.1:${port}`);
    expect(await readiness(baseUrl)).toEqual({
      status: 200,
      body: { status: 'ready', database: 'pglite', redis: 'ready', mail: 'log', outboxOldestSeconds: null },
    });

    await stopRedis(redis);
    expect(await eventually(async () => (await readiness(baseUrl)).status === 503)).toBe(true);
    expect((await graphqlOver(baseUrl, FEEDBACK, {})).errors).toBeUndefined();
    expect(outageLines()).toHaveLength(1);

    redis = await startRedis(port);
    expect(await eventually(async () => (await readiness(baseUrl)).status === 200)).toBe(true);
    expect(lines.some((line) => line.includes('is reachable again'))).toBe(true);
  });
});
