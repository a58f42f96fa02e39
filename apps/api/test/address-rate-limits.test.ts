// An outside attack's finding 5 (docs/reliability.md): writes anyone can send without signing in are limited per address, across
// servers (Redis), and a live socket holds a bounded number of subscriptions. Analytics batches
// past the limit are refused with 429, Retry-After and the message, and stored nowhere; sign-ups
// past theirs get the sign-up page back with the message and make no account.
import { count } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { messages } from '@brewline/domain/messages/messages';
import { analyticsEvents } from '../src/db/schema/analytics.ts';
import { memberAccounts } from '../src/db/schema/identity.ts';
import { RedisHealth } from '../src/realtime/redis-health.ts';
import { RedisCounter } from '../src/realtime/shared-counter.ts';
import { MAX_SUBSCRIPTIONS_PER_SOCKET, tooManySubscriptionsMessage } from '../src/realtime/socket-frames.ts';
import { startAuthorization } from './support/oidc-browser.ts';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { dropRedisPrefix, redisAnswers, TEST_REDIS_URL, testRedisPrefix } from './support/test-redis.ts';

const [pglite] = await availableTestDatabases();
if (!pglite) throw new Error('no embedded database');
const redisUp = await redisAnswers();
if (!redisUp) {
  if (process.env['CI'] === 'true') throw new Error('Redis does not answer: in CI this is a failure.');
  console.warn('Redis does not answer: the limits shared across servers are SKIPPED.');
}

const LIMITS = { events: 4, signUps: 2, passwordResets: 2, queries: 1000 };

const batch = (n: number) =>
  JSON.stringify({
    sessionCartId: '00000000-0000-4000-8000-000000000001',
    events: [{ name: 'menu_view', at: new Date().toISOString(), props: { n } }],
  });

describe.runIf(redisUp)('per-address limits shared by two servers through Redis', () => {
  const prefix = testRedisPrefix('address-limits');
  let redis: Redis;
  let servers: SecuredServer[] = [];
  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    const health = new RedisHealth(TEST_REDIS_URL, pino({ level: 'silent' }));
    health.watch(redis);
    await health.settled();
    const store = new RedisCounter(redis, prefix, health);
    servers = await Promise.all(
      [0, 1].map(() =>
        startSecuredServer(pglite, { logLevel: 'silent', rateLimitStore: store, addressLimits: LIMITS }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    redis.disconnect();
    await dropRedisPrefix(prefix);
  });

  const rowsOf = async (server: SecuredServer, table: typeof analyticsEvents | typeof memberAccounts) =>
    (await server.database.handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('refuses analytics batches past the limit from one address, whichever server they reach', async () => {
    const before = await Promise.all(servers.map((server) => rowsOf(server, analyticsEvents)));
    const statuses: number[] = [];
    let refusal = { text: '', retryAfter: '' };
    for (let i = 0; i < 10; i += 1) {
      const server = servers[i % 2]!;
      const response = await server.app.inject({
        method: 'POST',
        url: '/events',
        headers: { 'content-type': 'application/json' },
        remoteAddress: '203.0.113.7',
        payload: batch(i),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        refusal = { text: response.body, retryAfter: String(response.headers['retry-after']) };
    }
    expect(statuses).toEqual([204, 204, 204, 204, 429, 429, 429, 429, 429, 429]);
    const wait = Number(refusal.retryAfter);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(refusal.text)).toEqual({ message: messages.TOO_MANY_REQUESTS({ seconds: wait }) });
    const after = await Promise.all(servers.map((server) => rowsOf(server, analyticsEvents)));
    expect(after[0]! + after[1]! - before[0]! - before[1]!).toBe(LIMITS.events);
    // Another address is not affected.
    const other = await servers[0]!.app.inject({
      method: 'POST',
      url: '/events',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.8',
      payload: batch(99),
    });
    expect(other.statusCode).toBe(204);
  });

  it('refuses sign-ups past the limit from one address with the page and the message, making no account', async () => {
    const before = await Promise.all(servers.map((server) => rowsOf(server, memberAccounts)));
    const statuses: number[] = [];
    let page = '';
    for (let i = 0; i < LIMITS.signUps + 2; i += 1) {
      const server = servers[i % 2]!;
      const start = await startAuthorization(server.baseUrl);
      const response = await start.browser.postForm(`${start.interactionPath}/signup`, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada.limit.${i}.${Date.now()}@example.com`,
        phone: '3127360145',
        password: 'espresso-1',
        retypePassword: 'espresso-1',
      });
      statuses.push(response.status);
      if (response.status === 429) page = await response.text();
    }
    expect(statuses).toEqual([303, 303, 429, 429]);
    expect(page).toContain('Create your account');
    expect(page).toMatch(/You&#39;re doing that too often|You're doing that too often/);
    const after = await Promise.all(servers.map((server) => rowsOf(server, memberAccounts)));
    expect(after[0]! + after[1]! - before[0]! - before[1]!).toBe(LIMITS.signUps);
  });
});

describe('subscriptions on one socket', () => {
  let server: SecuredServer;
  beforeAll(async () => {
    server = await startSecuredServer(pglite, { logLevel: 'silent' });
  });
  afterAll(async () => {
    await server.close();
  });

  it(`holds at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} at once, and frees a place when one ends`, async () => {
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const frames: { type: string; id?: string; payload?: unknown }[] = [];
    socket.on('message', (data: Buffer) =>
      frames.push(JSON.parse(data.toString()) as (typeof frames)[number]),
    );
    await new Promise((resolve) => socket.once('open', resolve));
    const waitFor = async (found: () => boolean) => {
      for (let i = 0; i < 200 && !found(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      return found();
    };
    try {
      // One order, watched many times over: each subscription is held open (an unknown order's is not).
      const placed = (await sendOrder(server, 118, await paidOrder(server, 118))).data?.sendCustomerOrder;
      if (!placed?.viewerKey) throw new Error('no order');
      socket.send(JSON.stringify({ type: 'connection_init' }));
      expect(await waitFor(() => frames.some((f) => f.type === 'connection_ack'))).toBe(true);
      const subscribe = (id: string) =>
        socket.send(
          JSON.stringify({
            type: 'subscribe',
            id,
            payload: {
              query: `subscription { orderStatus(id: "${placed.id}", viewerKey: "${placed.viewerKey}") { status } }`,
            },
          }),
        );
      for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_SOCKET + 5; i += 1) subscribe(`s${i}`);
      expect(await waitFor(() => frames.filter((f) => f.type === 'error').length === 5)).toBe(true);
      const refused = frames.filter((f) => f.type === 'error');
      expect(refused.map((f) => f.id)).toEqual(
        Array.from({ length: 5 }, (_, i) => `s${MAX_SUBSCRIPTIONS_PER_SOCKET + i}`),
      );
      expect(JSON.stringify(refused[0]?.payload)).toContain(tooManySubscriptionsMessage());

      // The client ends one: the next subscription gets its place.
      socket.send(JSON.stringify({ type: 'complete', id: 's0' }));
      subscribe('again');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(frames.filter((f) => f.type === 'error')).toHaveLength(5);
    } finally {
      socket.close();
    }
  });
});
