// Two API servers on one PostgreSQL database and one Redis, as behind a load balancer: whichever
// server a customer's or a board's live connection is held on, it hears what was done through the
// other; terminal presence, rate limits and the submission's idempotency hold across both. The
// Redis channels and keys are namespaced per run, so parallel runs never hear each other.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { orders } from '../src/db/schema/orders.ts';
import { paymentIntents } from '../src/db/schema/payments.ts';
import { createPairingCode } from '../src/modules/terminals/terminal-credentials.ts';
import { createRealtime } from '../src/realtime/realtime.ts';
import { RedisEmitter } from '../src/realtime/redis-emitter.ts';
import { RedisHealth } from '../src/realtime/redis-health.ts';
import { createFreshPostgres, postgresAnswers, type FreshPostgres } from './support/fresh-postgres.ts';
import { paidOrder, sendOrder, draftOrder, createIntent } from './support/order-flow.ts';
import { startServerOnDatabase } from './support/server-on-database.ts';
import {
  dropRedisPrefix,
  scaleOutServicesAvailable,
  TEST_REDIS_URL,
  testRedisPrefix,
} from './support/test-redis.ts';
import type { RunningServer } from './support/test-server.ts';
import type { GraphQLAnswer } from './support/graphql-post.ts';

const STORE = 118; // Las Vegas, open 24 hours
const run = await scaleOutServicesAvailable(postgresAnswers);

const until = async (check: () => boolean | Promise<boolean>, ms = 3000): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
};

function live(server: RunningServer, connectionParams?: Record<string, unknown>): Client {
  return createClient({
    url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    ...(connectionParams ? { connectionParams } : {}),
  });
}

/** Collects a subscription's payloads in the background; `ready` once the first one arrived or 300 ms passed. */
function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}): T[] {
  const seen: T[] = [];
  void (async () => {
    for await (const event of client.iterate<T>({ query, variables })) if (event.data) seen.push(event.data);
  })().catch(() => undefined);
  return seen;
}

describe.runIf(run)('two API servers sharing PostgreSQL and Redis', () => {
  let database: FreshPostgres;
  let prefix: string;
  let a: RunningServer;
  let b: RunningServer;
  let boardToken: string;
  let board: Client | null = null;
  const clients: Client[] = [];

  const boardQuery = <T>(server: RunningServer, query: string, variables: Record<string, unknown> = {}) =>
    fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${boardToken}` },
      body: JSON.stringify({ query, variables }),
    }).then((r) => r.json() as Promise<GraphQLAnswer<T>>);
  const advance = (server: RunningServer, id: string, status: string) =>
    boardQuery<{ advanceOrder: { status: string } }>(
      server,
      'mutation ($id: String!, $s: String!) { advanceOrder(orderId: $id, status: $s) { status } }',
      { id, s: status },
    );
  const terminalStatus = async (server: RunningServer, termId: number) => {
    const result = await server.graphql<{ store: { terminals: { termId: number; status: string }[] } }>(
      `{ store(storeId: ${STORE}) { terminals { termId status } } }`,
    );
    return result.data?.store.terminals.find((t) => t.termId === termId)?.status;
  };

  beforeAll(async () => {
    database = await createFreshPostgres('scaleout');
    prefix = testRedisPrefix('scaleout');
    const options = {
      realtime: { redisUrl: TEST_REDIS_URL, prefix },
      // Tight limits on order submission, to see them count across both servers.
      rateLimits: {
        orders: { perMember: 100, perAddress: 1000 },
        cardAdds: { perMember: 10, perAddress: 30 },
        reloads: { perMember: 10, perAddress: 30 },
        feedback: { perMember: 2, perAddress: 3 },
      },
    };
    [a, b] = await Promise.all([
      startServerOnDatabase(database.url, options),
      startServerOnDatabase(database.url, options),
    ]);
    const { code } = await createPairingCode(a.database.handle.db, STORE, 2, new Date());
    const paired = await fetch(`${b.baseUrl}/board/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    boardToken = ((await paired.json()) as { token: string }).token;
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
    if (prefix) await dropRedisPrefix(prefix);
  });

  it("a customer's status subscription on server A hears each change the store makes through server B", async () => {
    const placed = (await sendOrder(a, STORE, await paidOrder(a, STORE))).data?.sendCustomerOrder;
    const id = placed?.id ?? '';
    expect(id).not.toBe('');
    const customer = live(a);
    clients.push(customer);
    const updates = collect<{ orderStatus: { status: string } }>(
      customer,
      'subscription ($id: String!, $key: String) { orderStatus(id: $id, viewerKey: $key) { status } }',
      { id, key: placed?.viewerKey },
    );
    expect(await until(() => updates.length > 0)).toBe(true);
    expect(updates[0]?.orderStatus.status).toBe('ORDER_SENT');
    for (const status of ['ORDER_RECEIVED', 'ORDER_READY']) {
      const changedAt = Date.now();
      expect((await advance(b, id, status)).data?.advanceOrder.status).toBe(status);
      expect(await until(() => updates.some((u) => u.orderStatus.status === status), 2000)).toBe(true);
      expect(Date.now() - changedAt).toBeLessThan(2000);
    }
    expect(updates.map((u) => u.orderStatus.status)).toEqual(['ORDER_SENT', 'ORDER_RECEIVED', 'ORDER_READY']);
  });

  it("the store board's feed on server A hears orders placed and moved through server B; presence holds on both", async () => {
    board = live(a, { token: boardToken });
    clients.push(board);
    const events = collect<{ boardEvents: { kind: string; order: { id: string; status: string } } }>(
      board,
      'subscription { boardEvents { kind order { id status } } }',
    );
    // The board's connection is held by A; B reads the same CONNECTED from the database.
    expect(await until(async () => (await terminalStatus(b, 2)) === 'CONNECTED')).toBe(true);

    const id = (await sendOrder(b, STORE, await paidOrder(b, STORE))).data?.sendCustomerOrder.id ?? '';
    expect(
      await until(() =>
        events.some((e) => e.boardEvents.kind === 'ORDER_CREATED' && e.boardEvents.order.id === id),
      ),
    ).toBe(true);
    await advance(b, id, 'ORDER_RECEIVED');
    expect(
      await until(() =>
        events.some((e) => e.boardEvents.order.id === id && e.boardEvents.order.status === 'ORDER_RECEIVED'),
      ),
    ).toBe(true);
  });

  it('the same submission sent to both servers at once is one order, paid once', async () => {
    const order = await paidOrder(a, STORE);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sendOrder(i % 2 === 0 ? a : b, STORE, order)),
    );
    const ids = new Set(answers.map((answer) => answer.data?.sendCustomerOrder.id));
    expect(answers.map((answer) => answer.errors)).toEqual(answers.map(() => undefined));
    expect(ids.size).toBe(1);
    const db = a.database.handle.db;
    const stored = await db.select().from(orders).where(eq(orders.cartId, order.cartId));
    expect(stored).toHaveLength(1);
    const [intent] = await db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, order.payment.creditCardPayment.token));
    expect(intent).toMatchObject({ status: 'succeeded', orderId: stored[0]?.id });
  });

  it('a retried checkout on the other server reuses its payment intent', async () => {
    const order = await draftOrder(a, STORE);
    const first = (await createIntent(a, STORE, order)).data?.createStripeOrderPaymentIntent.id;
    const again = (await createIntent(b, STORE, order)).data?.createStripeOrderPaymentIntent.id;
    expect(first).toMatch(/^pi_/);
    expect(again).toBe(first);
  });

  it("a terminal's second board closed on server B leaves it CONNECTED while its board on A is open", async () => {
    expect(await terminalStatus(b, 2)).toBe('CONNECTED');
    const second = live(b, { token: boardToken });
    collect(second, 'subscription { boardEvents { kind } }');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await second.dispose();
    // Within a heartbeat or two, both servers see it CONNECTED, and B takes the store's orders.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await until(async () => (await terminalStatus(b, 2)) === 'CONNECTED', 12_000)).toBe(true);
    expect(await until(async () => (await terminalStatus(a, 2)) === 'CONNECTED', 6_000)).toBe(true);
    const sent = await sendOrder(b, STORE, await paidOrder(b, STORE));
    expect(sent.errors).toBeUndefined();
  }, 30_000);

  it('a board leaving server A is DISCONNECTED for server B too', async () => {
    expect(await terminalStatus(b, 2)).toBe('CONNECTED');
    await board?.dispose();
    expect(await until(async () => (await terminalStatus(b, 2)) === 'DISCONNECTED')).toBe(true);
  });

  it('rate limits count the calls made to both servers together', async () => {
    // feedback allows 3 per address per minute: two through A and one through B use it up.
    const feedback = (server: RunningServer) =>
      server.graphql(
        'mutation { sendFeedback(category: "Other", feedbackText: "Lovely latte") { __typename } }',
      );
    const answers = [];
    for (const server of [a, b, a, b]) answers.push(await feedback(server));
    const limited = answers.map((answer) => answer.errors?.[0]?.extensions?.['code'] === 'RATE_LIMITED');
    expect(limited).toEqual([false, false, false, true]);
  });
});

describe.runIf(run)('the shared realtime pieces', () => {
  const log = pino({ level: 'silent' });

  it('keeps runs apart: an event under one prefix is not heard under another', async () => {
    const [ours, theirs] = [testRedisPrefix('iso'), testRedisPrefix('iso')];
    const health = new RedisHealth(TEST_REDIS_URL, log);
    const publisher = new RedisEmitter(TEST_REDIS_URL, ours, log, health);
    const sameRun = new RedisEmitter(TEST_REDIS_URL, ours, log, health);
    const otherRun = new RedisEmitter(TEST_REDIS_URL, theirs, log, health);
    await health.settled();
    const heard: string[] = [];
    const listen = (emitter: RedisEmitter, name: string) =>
      new Promise<void>((resolve) =>
        emitter.on(
          'TOPIC',
          (message, done) => {
            heard.push(`${name}:${String(message['payload'])}`);
            done();
          },
          resolve,
        ),
      );
    await Promise.all([listen(sameRun, 'same'), listen(otherRun, 'other')]);
    publisher.emit({ topic: 'TOPIC', payload: 'hello' });
    expect(await until(() => heard.length > 0)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['same:hello']);
    await Promise.all([
      publisher.closeConnections(),
      sameRun.closeConnections(),
      otherRun.closeConnections(),
    ]);
  });

  it('counts across servers in Redis, and per process while Redis is away', async () => {
    const prefix = testRedisPrefix('counter');
    const one = createRealtime({ redisUrl: TEST_REDIS_URL, prefix }, log);
    const two = createRealtime({ redisUrl: TEST_REDIS_URL, prefix }, log);
    await Promise.all([one.settled(), two.settled()]);
    expect((await one.counter.hit('k', 60_000)).count).toBe(1);
    expect((await two.counter.hit('k', 60_000)).count).toBe(2);
    const third = await one.counter.hit('k', 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(59_000);
    await Promise.all([one.close(), two.close()]);
    await dropRedisPrefix(prefix);

    // Nothing listens on port 1: every command fails, and the counter still counts, in this process.
    const away = createRealtime({ redisUrl: 'redis://127.0.0.1:1', prefix }, log);
    const started = Date.now();
    expect((await away.counter.hit('k', 60_000)).count).toBe(1);
    expect((await away.counter.hit('k', 60_000)).count).toBe(2);
    expect(Date.now() - started).toBeLessThan(5000);
    await away.close();
  });
});
