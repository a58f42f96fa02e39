// The scheduler on both databases, with a controlled clock: a scheduled order reaches its store's
// paired board at its make time (pickup less its store's make minutes, told to the board and the
// customer as makeTime) and not before; two scheduler instances on
// one database send it once; a server restart between placing and make time loses nothing; and an
// order its store cannot take at make time (closed, offline, an item 86'd) fails, its payment goes
// back and the customer reads why.
import { and, eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import WebSocket from 'ws';
import type { DatabaseHandle } from '../src/db/client.ts';
import { orderStatusEvents } from '../src/db/schema/orders.ts';
import { paymentIntents } from '../src/db/schema/payments.ts';
import { stores, unavailableProducts } from '../src/db/schema/stores.ts';
import { terminals } from '../src/db/schema/terminals.ts';
import { sendDueScheduledOrders } from '../src/modules/orders/jobs/scheduled-order-sender.ts';
import { storeSnapshotsOf } from '../src/modules/stores/store-snapshot.ts';
import { createPairingCode } from '../src/modules/terminals/terminal-credentials.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import { buildServer } from '../src/server.ts';
import { graphqlOver } from './support/graphql-post.ts';
import { paidOrder, sendOrder, type ApiClient } from './support/order-flow.ts';
import { startServerOnDatabase } from './support/server-on-database.ts';
import { openScratchPostgres } from './support/scratch-databases.ts';
import { TEST_DATABASE_URL } from './support/test-database-url.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();

const STORE = 118; // Las Vegas, open 24 hours, in-store pickup at terminal 2
// Tuesday 24 November 2026, 10:00 AM in Las Vegas (UTC-8).
const START = new Date('2026-11-24T18:00:00Z');
const PICKUP = new Date('2026-11-24T18:30:00Z'); // one of the offered slots
const MAKE_TIME = new Date('2026-11-24T18:20:00Z');
const POLL_MS = 25;

/** A clock the test moves; every server and scheduler of a test reads it. */
function testClock() {
  let at = START;
  return {
    now: () => at,
    set(to: Date) {
      at = to;
    },
  };
}

interface Served extends ApiClient {
  close(): Promise<void>;
}

/** An API server over an open database handle: closing it stops the server and keeps the database. */
async function serveOn(handle: DatabaseHandle, now: () => Date): Promise<Served> {
  const { app } = await buildServer({
    database: handle,
    webDistDir: null,
    logLevel: 'silent',
    now,
    schedulerPollMs: POLL_MS,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    baseUrl,
    graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      graphqlOver<T>(baseUrl, query, variables),
    close: () => app.close(),
  };
}

/** Each order's viewer key, as the browser that placed it keeps it: only that browser reads the order. */
const viewerKeys = new Map<string, string>();

async function placeScheduled(server: ApiClient, storeId = STORE): Promise<{ id: string; token: string }> {
  const order = { ...(await paidOrder(server, storeId)), time: PICKUP.toISOString() };
  const result = await sendOrder(server, storeId, order);
  expect(result.errors).toBeUndefined();
  expect(result.data?.sendCustomerOrder.status.status).toBe('ORDER_SCHEDULED');
  const id = result.data?.sendCustomerOrder.id ?? '';
  viewerKeys.set(id, result.data?.sendCustomerOrder.viewerKey ?? '');
  return { id, token: order.payment.creditCardPayment.token };
}

async function customerView(server: ApiClient, id: string) {
  const answer = await server.graphql<{ order: { status: string; statusReason: string | null } }>(
    'query ($id: String!, $key: String) { order(id: $id, viewerKey: $key) { status statusReason } }',
    { id, key: viewerKeys.get(id) ?? null },
  );
  return answer.data?.order;
}

async function sentEvents(db: DatabaseHandle['db'], orderId: string): Promise<number> {
  const rows = await db
    .select()
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'ORDER_SENT')));
  return rows.length;
}

async function intentStatus(db: DatabaseHandle['db'], id: string): Promise<string | undefined> {
  return (await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]?.status;
}

const until = async (check: () => boolean | Promise<boolean>, ms = 5000): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

type BoardEvent = {
  kind: string;
  order: { id: string; status: string; time: string | null; makeTime: string | null };
};

/** Pairs store 118's counter terminal as a board and collects its live events, once it is connected. */
async function watchBoard(server: ApiClient & { baseUrl: string }, db: DatabaseHandle['db']) {
  const { code } = await createPairingCode(db, STORE, 2, START);
  const paired = await fetch(`${server.baseUrl}/board/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const { token } = (await paired.json()) as { token: string };
  const events: BoardEvent[] = [];
  const client: Client = createClient({
    url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { token },
    retryAttempts: 0,
  });
  void (async () => {
    for await (const event of client.iterate<{ boardEvents: BoardEvent }>({
      query: 'subscription { boardEvents { kind order { id status time makeTime } } }',
    })) {
      if (event.data) events.push(event.data.boardEvents);
    }
  })();
  const connected = async () =>
    (await db.select().from(terminals).where(eq(terminals.storeId, STORE))).some(
      (t) => t.termId === 2 && t.status === 'CONNECTED' && t.lastSeenAt !== null,
    );
  expect(await until(connected)).toBe(true);
  // The closed board's terminal is marked DISCONNECTED before the server stops (afterEach restores it).
  const disconnected = async () =>
    (await db.select().from(terminals).where(eq(terminals.storeId, STORE))).some(
      (t) => t.termId === 2 && t.status === 'DISCONNECTED',
    );
  return {
    events,
    dispose: async () => {
      await client.dispose();
      expect(await until(disconnected)).toBe(true);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(kinds)('scheduled orders on $name', (kind) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  const clock = testClock();
  let server: Served;

  beforeAll(async () => {
    const database = await kind.open();
    handle = database.handle;
    dispose = () => database.dispose();
  });
  afterEach(async () => {
    await server.close();
    clock.set(START);
    await handle.db.update(stores).set({ makeMinutes: 10 }).where(eq(stores.storeId, STORE));
    // The store as seeded: its counter terminal connected (a closed board leaves it DISCONNECTED).
    await handle.db
      .update(terminals)
      .set({ status: 'CONNECTED', lastSeenAt: null })
      .where(eq(terminals.storeId, STORE));
    storeSnapshotsOf(handle.db).invalidate(STORE);
  });
  afterAll(async () => {
    await dispose();
  });

  it('reach the paired board at their make time, not before, and arrive as news', async () => {
    server = await serveOn(handle, clock.now);
    const board = await watchBoard(server, handle.db);
    const events = board.events;
    try {
      const { id } = await placeScheduled(server);
      expect(await until(() => events.some((e) => e.order.id === id))).toBe(true);
      expect(events.find((e) => e.order.id === id)).toEqual({
        kind: 'ORDER_CREATED',
        order: {
          id,
          status: 'ORDER_SCHEDULED',
          time: PICKUP.toISOString(),
          makeTime: MAKE_TIME.toISOString(),
        },
      });

      // One second before the make time: many passes later, still waiting.
      clock.set(new Date(MAKE_TIME.getTime() - 1000));
      await pause(POLL_MS * 8);
      expect((await customerView(server, id))?.status).toBe('ORDER_SCHEDULED');

      clock.set(MAKE_TIME);
      expect(
        await until(() => events.some((e) => e.order.id === id && e.order.status === 'ORDER_SENT')),
      ).toBe(true);
      expect(events.filter((e) => e.order.id === id).map((e) => [e.kind, e.order.status])).toEqual([
        ['ORDER_CREATED', 'ORDER_SCHEDULED'],
        ['ORDER_UPDATED', 'ORDER_SENT'],
      ]);
      expect(await customerView(server, id)).toEqual({ status: 'ORDER_SENT', statusReason: null });
      await pause(POLL_MS * 4);
      expect(await sentEvents(handle.db, id)).toBe(1);
    } finally {
      await board.dispose();
    }
  });

  it("tell the board and the customer the store's own make time, and are sent at it", async () => {
    // The back office set this store's make minutes to 4: a 10:30 pickup goes to the bar at 10:26.
    await handle.db.update(stores).set({ makeMinutes: 4 }).where(eq(stores.storeId, STORE));
    storeSnapshotsOf(handle.db).invalidate(STORE);
    const makeTime = new Date(PICKUP.getTime() - 4 * 60_000);
    server = await serveOn(handle, clock.now);
    const board = await watchBoard(server, handle.db);
    try {
      const { id } = await placeScheduled(server);
      expect(await until(() => board.events.some((e) => e.order.id === id))).toBe(true);
      expect(board.events.find((e) => e.order.id === id)?.order.makeTime).toBe(makeTime.toISOString());
      const customer = await server.graphql<{
        order: { makeTime: string | null; scheduledForStoreClock: string };
      }>(
        'query ($id: String!, $key: String) { order(id: $id, viewerKey: $key) { makeTime scheduledForStoreClock } }',
        { id, key: viewerKeys.get(id) ?? null },
      );
      expect(customer.data?.order.makeTime).toBe(makeTime.toISOString());
      // The pickup on the Las Vegas store's clock, as the order's page shows it: 10:30 AM.
      expect(customer.data?.order.scheduledForStoreClock).toBe('2026-11-24T10:30:00-08:00');

      // Past the 10-minute mark, not yet its store's: still waiting.
      clock.set(new Date(makeTime.getTime() - 1000));
      await pause(POLL_MS * 8);
      expect((await customerView(server, id))?.status).toBe('ORDER_SCHEDULED');
      clock.set(makeTime);
      expect(
        await until(() => board.events.some((e) => e.order.id === id && e.order.status === 'ORDER_SENT')),
      ).toBe(true);
    } finally {
      await board.dispose();
    }
  });

  it('two scheduler instances on one database send each order once', async () => {
    server = await serveOn(handle, clock.now);
    const placed = [];
    for (let i = 0; i < 4; i += 1) placed.push(await placeScheduled(server));
    await server.close();
    // The race without the servers' own timers: two instances' passes, interleaved, many times.
    const instance = () => ({
      db: handle.db,
      payments: new SandboxPaymentProvider(handle.db, clock.now),
      events: { publishStatus: (update: { id: string }) => published.push(update.id) },
      now: clock.now,
      log: pino({ level: 'silent' }),
    });
    const published: string[] = [];
    clock.set(MAKE_TIME);
    const passes = await Promise.all([
      sendDueScheduledOrders(instance()),
      sendDueScheduledOrders(instance()),
      sendDueScheduledOrders(instance()),
      sendDueScheduledOrders(instance()),
    ]);
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(placed.length);
    expect(passes.every((pass) => pass.failed === 0)).toBe(true);
    expect(published.sort()).toEqual(placed.map((p) => p.id).sort());
    for (const order of placed) expect(await sentEvents(handle.db, order.id)).toBe(1);
    server = await serveOn(handle, clock.now);
  });

  it('a restart between placing and make time loses nothing', async () => {
    server = await serveOn(handle, clock.now);
    const { id } = await placeScheduled(server);
    await server.close();
    // The server is down at the make time, and comes back after it.
    clock.set(new Date(MAKE_TIME.getTime() + 30_000));
    server = await serveOn(handle, clock.now);
    expect(await until(async () => (await customerView(server, id))?.status === 'ORDER_SENT')).toBe(true);
    expect(await sentEvents(handle.db, id)).toBe(1);
  });

  it('a store closed at make time fails the order, returns the payment and says why', async () => {
    server = await serveOn(handle, clock.now);
    const { id, token } = await placeScheduled(server);
    // The store changes its hours after the order was placed: closed on weekdays now.
    await handle.db
      .update(stores)
      .set({ monThruThursOpen: '0', monThruThursClose: '0' })
      .where(eq(stores.storeId, STORE));
    try {
      clock.set(MAKE_TIME);
      expect(await until(async () => (await customerView(server, id))?.status === 'ORDER_ERROR')).toBe(true);
      expect(await customerView(server, id)).toEqual({
        status: 'ORDER_ERROR',
        statusReason:
          'The store is closed at your pickup time, so your scheduled order was not sent. Your payment has been returned.',
      });
      expect(await intentStatus(handle.db, token)).toBe('refunded');
      expect(await sentEvents(handle.db, id)).toBe(0);
    } finally {
      await handle.db
        .update(stores)
        .set({ monThruThursOpen: '0', monThruThursClose: '2400' })
        .where(eq(stores.storeId, STORE));
    }
  });

  it("an 86'd item or a store with no terminal for the pickup method fails the order", async () => {
    server = await serveOn(handle, clock.now);
    const latte = await placeScheduled(server);
    await handle.db.insert(unavailableProducts).values({ storeId: STORE, productId: 301 });
    try {
      clock.set(MAKE_TIME);
      expect(await until(async () => (await customerView(server, latte.id))?.status === 'ORDER_ERROR')).toBe(
        true,
      );
      expect((await customerView(server, latte.id))?.statusReason).toBe(
        'Caffè Latte is no longer available at the store, so your scheduled order was not sent. Your payment has been returned.',
      );
      expect(await intentStatus(handle.db, latte.token)).toBe('refunded');
    } finally {
      await handle.db.delete(unavailableProducts).where(eq(unavailableProducts.storeId, STORE));
    }
    clock.set(START);
    const offline = await placeScheduled(server);
    await handle.db
      .update(terminals)
      .set({ status: 'DISCONNECTED' })
      .where(and(eq(terminals.storeId, STORE), eq(terminals.termId, 2)));
    clock.set(MAKE_TIME);
    expect(await until(async () => (await customerView(server, offline.id))?.status === 'ORDER_ERROR')).toBe(
      true,
    );
    expect((await customerView(server, offline.id))?.statusReason).toBe(
      'The store could not take in-store orders when your scheduled order was due, so it was not sent. Your payment has been returned.',
    );
    expect(await intentStatus(handle.db, offline.token)).toBe('refunded');
  });
});

describe.runIf(kinds.some((k) => k.name === 'postgres'))('two API servers on one PostgreSQL', () => {
  it('send a scheduled order once, whichever server took it', async () => {
    const database = await openScratchPostgres(TEST_DATABASE_URL, 'sched');
    await database.handle.close();
    const clock = testClock();
    const options = { now: clock.now, schedulerPollMs: 10 };
    const a = await startServerOnDatabase(database.url, options);
    const b = await startServerOnDatabase(database.url, options);
    try {
      const placed = [await placeScheduled(a), await placeScheduled(b), await placeScheduled(a)];
      clock.set(MAKE_TIME);
      for (const order of placed) {
        expect(await until(async () => (await customerView(b, order.id))?.status === 'ORDER_SENT')).toBe(
          true,
        );
      }
      await pause(100);
      for (const order of placed) expect(await sentEvents(a.database.handle.db, order.id)).toBe(1);
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  });
});
