// The store board's API on both databases: pairing, credentials, the live connection that makes a
// terminal CONNECTED, orders arriving and moving, refunds, 86ing, and the late-order watchdog.
import { eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { paymentIntents } from '../src/db/schema/payments.ts';
import { createPairingCode, revokeCredential } from '../src/modules/terminals/terminal-credentials.ts';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';
import type { GraphQLAnswer } from './support/graphql-post.ts';

const kinds = await availableTestDatabases();
const STORE = 118; // Las Vegas, open 24 hours

async function pair(server: RunningServer, storeId: number, termId: number): Promise<string> {
  const { code } = await createPairingCode(server.database.handle.db, storeId, termId, new Date());
  const response = await fetch(`${server.baseUrl}/board/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: code.toLowerCase().replace('-', ' ') }),
  });
  const body = (await response.json()) as { token: string; storeId: number; termId: number };
  expect(body).toMatchObject({ storeId, termId });
  return body.token;
}

function boardQuery<T>(
  server: RunningServer,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  }).then((r) => r.json() as Promise<GraphQLAnswer<T>>);
}

async function terminalStatus(
  server: RunningServer,
  storeId: number,
  termId: number,
): Promise<string | undefined> {
  const result = await server.graphql<{
    store: { terminals: { termId: number; status: string }[]; pickupMethods: string[] };
  }>(`{ store(storeId: ${storeId}) { terminals { termId status } pickupMethods } }`);
  return result.data?.store.terminals.find((t) => t.termId === termId)?.status;
}

const until = async (check: () => boolean | Promise<boolean>, ms = 5000): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
};

describe.each(kinds)('store board on $name', (kind) => {
  let server: RunningServer;
  let token: string;
  let board: Client;
  const events: { kind: string; order: { id: string; status: string; items: { productName: string }[] } }[] =
    [];

  beforeAll(async () => {
    server = await startTestServer(kind, { demoTerminalStepMs: 200 });
    token = await pair(server, STORE, 2);
  });
  afterAll(async () => {
    await board.dispose();
    await server.close();
  });

  it('refuses a used, wrong or missing credential', async () => {
    const reused = await fetch(`${server.baseUrl}/board/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'AAAA-BBBB' }),
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ message: 'That pairing code is not valid or has expired.' });
    const anonymous = await server.graphql('{ boardOrders { id } }');
    expect(anonymous.errors?.[0]?.extensions?.['code']).toBe('TERMINAL_UNAUTHORIZED');
    const session = await boardQuery<{ boardSession: { storeId: number; termId: number; city: string } }>(
      server,
      token,
      '{ boardSession { storeId termId city } }',
    );
    expect(session.data?.boardSession).toEqual({ storeId: STORE, termId: 2, city: 'Las Vegas' });
  });

  it('a live board connection makes its terminal CONNECTED and hears each new order at once', async () => {
    board = createClient({
      url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token },
      retryAttempts: 0,
    });
    void (async () => {
      for await (const event of board.iterate<{ boardEvents: (typeof events)[number] }>({
        query: 'subscription { boardEvents { kind order { id status items { productName } } } }',
      })) {
        if (event.data) events.push(event.data.boardEvents);
      }
    })();
    expect(await until(async () => (await terminalStatus(server, STORE, 2)) === 'CONNECTED')).toBe(true);

    const order = await paidOrder(server, STORE);
    const placedAt = Date.now();
    const id = (await sendOrder(server, STORE, order)).data?.sendCustomerOrder.id;
    expect(await until(() => events.some((e) => e.kind === 'ORDER_CREATED' && e.order.id === id), 2000)).toBe(
      true,
    );
    expect(Date.now() - placedAt).toBeLessThan(2000);
    expect(events.find((e) => e.order.id === id)?.order.items[0]?.productName).toBe('Caffè Latte');
  });

  it('the barista moves the order; demo terminals leave a staffed store alone', async () => {
    const id =
      (await sendOrder(server, STORE, await paidOrder(server, STORE))).data?.sendCustomerOrder.id ?? '';
    await new Promise((resolve) => setTimeout(resolve, 1200)); // six demo steps' time
    const open = await boardQuery<{ boardOrders: { id: string; status: string; nextStatuses: string[] }[] }>(
      server,
      token,
      '{ boardOrders { id status nextStatuses } }',
    );
    expect(open.data?.boardOrders.find((o) => o.id === id)).toEqual({
      id,
      status: 'ORDER_SENT',
      nextStatuses: ['ORDER_RECEIVED'],
    });
    const advance = (status: string) =>
      boardQuery<{ advanceOrder: { id: string; status: string; nextStatuses: string[] } }>(
        server,
        token,
        'mutation ($id: String!, $s: String!) { advanceOrder(orderId: $id, status: $s) { id status nextStatuses } }',
        { id, s: status },
      );
    expect((await advance('ORDER_READY')).errors?.[0]?.message).toBe(
      'This order cannot go from Order Placed to Ready for Pickup.',
    );
    // The answer is the order as it is now: the board draws its next button from it.
    const steps = [
      ['ORDER_RECEIVED', ['ORDER_READY']],
      ['ORDER_READY', ['ORDER_COMPLETE']],
      ['ORDER_COMPLETE', []],
    ] as const;
    for (const [status, next] of steps)
      expect((await advance(status)).data?.advanceOrder).toEqual({ id, status, nextStatuses: next });
    expect((await advance('ORDER_COMPLETE')).errors?.[0]?.message).toBe(
      'This order cannot go from Order Completed to Order Completed.',
    );
    expect(
      await until(() => events.some((e) => e.order.id === id && e.order.status === 'ORDER_COMPLETE')),
    ).toBe(true);
  });

  it('refunds an order in full through the payment provider', async () => {
    const order = await paidOrder(server, STORE);
    const placed = (await sendOrder(server, STORE, order)).data?.sendCustomerOrder;
    const id = placed?.id ?? '';
    const refund = (reason: string) =>
      boardQuery<{ refundOrder: { status: string } }>(
        server,
        token,
        'mutation ($id: String!, $r: String!) { refundOrder(orderId: $id, reason: $r) { status } }',
        { id, r: reason },
      );
    expect((await refund(' ')).errors?.[0]?.message).toBe(
      'Please give a reason for the refund (3 to 300 characters).',
    );
    expect((await refund('Customer changed their mind')).data?.refundOrder.status).toBe(
      'ORDER_REFUND_PROCESSED',
    );
    const [intent] = await server.database.handle.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, order.payment.creditCardPayment.token));
    expect(intent?.status).toBe('refunded');
    expect(
      (
        await server.graphql<{ order: { status: string } }>(
          `{ order(id: "${id}", viewerKey: "${placed?.viewerKey}") { status } }`,
        )
      ).data?.order.status,
    ).toBe('ORDER_REFUND_PROCESSED');
  });

  it('86es a product for new customers at once, and restores it', async () => {
    const set = (available: boolean) =>
      boardQuery<{ setProductAvailability: { available: boolean } }>(
        server,
        token,
        'mutation ($a: Boolean!) { setProductAvailability(productId: 301, available: $a) { available } }',
        { a: available },
      );
    const unavailable = async () =>
      (await server.graphql<{ unavailableProducts: number[] }>(`{ unavailableProducts(storeId: ${STORE}) }`))
        .data?.unavailableProducts ?? [];
    expect((await set(false)).data?.setProductAvailability.available).toBe(false);
    expect(await unavailable()).toContain(301);
    const products = await boardQuery<{ boardProducts: { id: number; available: boolean }[] }>(
      server,
      token,
      '{ boardProducts { id available } }',
    );
    expect(products.data?.boardProducts.find((p) => p.id === 301)?.available).toBe(false);
    await set(true);
    expect(await unavailable()).not.toContain(301);
  });

  it("sees only its own store's orders, and a revoked credential is refused", async () => {
    const elsewhere =
      (await sendOrder(server, 101, await paidOrder(server, 101))).data?.sendCustomerOrder.id ?? '';
    const foreign = await boardQuery(
      server,
      token,
      'mutation ($id: String!) { advanceOrder(orderId: $id, status: "ORDER_RECEIVED") { status } }',
      { id: elsewhere },
    );
    expect(foreign.errors?.[0]?.message).toBe('This order is not at your store.');
    const other = await pair(server, STORE, 3);
    const [{ id } = { id: 0 }] = (
      await server.database.handle.db.query.terminalCredentials.findMany()
    ).filter((c) => c.termId === 3);
    await revokeCredential(server.database.handle.db, id, new Date());
    expect(
      (await boardQuery(server, other, '{ boardSession { storeId } }')).errors?.[0]?.extensions?.['code'],
    ).toBe('TERMINAL_UNAUTHORIZED');
  });

  it('closing the board disconnects its terminal', async () => {
    await board.dispose();
    expect(await until(async () => (await terminalStatus(server, STORE, 2)) === 'DISCONNECTED')).toBe(true);
  });
});

describe.each(kinds)('late orders on $name', (kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { lateOrderMs: 1000 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('an order no terminal received in time fails and its payment goes back', async () => {
    const order = await paidOrder(server, STORE);
    const placed = (await sendOrder(server, STORE, order)).data?.sendCustomerOrder;
    const id = placed?.id ?? '';
    const status = async () =>
      (
        await server.graphql<{ order: { status: string } }>(
          `{ order(id: "${id}", viewerKey: "${placed?.viewerKey}") { status } }`,
        )
      ).data?.order.status;
    expect(await until(async () => (await status()) === 'ORDER_ERROR', 6000)).toBe(true);
    const [intent] = await server.database.handle.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, order.payment.creditCardPayment.token));
    expect(intent?.status).toBe('refunded');
  });
});
