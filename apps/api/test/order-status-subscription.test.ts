// The customer's live status: a graphql-ws subscription gets the stored status first, then each
// change the demo terminals make, in the order of the declared transitions, until COMPLETE.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();

describe.each(kinds)('orderStatus subscription on $name', (kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { demoTerminalStepMs: 250 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('streams SENT, RECEIVED, READY and COMPLETE as the store moves the order', async () => {
    const order = await paidOrder(server, 118);
    const sent = await sendOrder(server, 118, order);
    const id = sent.data?.sendCustomerOrder.id ?? '';
    const client = createClient({
      url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const seen: string[] = [];
    try {
      const updates = client.iterate<{ orderStatus: { id: string; status: string } }>({
        query: `subscription ($id: String!) { orderStatus(id: $id) { id status updatedAt } }`,
        variables: { id },
      });
      for await (const update of updates) {
        const status = update.data?.orderStatus.status ?? 'none';
        if (seen.at(-1) !== status) seen.push(status);
        if (status === 'ORDER_COMPLETE') break;
      }
    } finally {
      await client.dispose();
    }
    // The first status may already be past SENT if the terminal was quick; the rest follow in order.
    const life = ['ORDER_SENT', 'ORDER_RECEIVED', 'ORDER_READY', 'ORDER_COMPLETE'];
    expect(life.slice(life.indexOf(seen[0] ?? ''))).toEqual(seen);
    expect(seen.at(-1)).toBe('ORDER_COMPLETE');
    const key = sent.data?.sendCustomerOrder.viewerKey ?? '';
    const stored = await server.graphql<{ order: { status: string } }>(
      `{ order(id: "${id}", viewerKey: "${key}") { status } }`,
    );
    expect(stored.data?.order.status).toBe('ORDER_COMPLETE');
  });

  it('answers an unknown order with nothing and keeps listening without error', async () => {
    const client = createClient({
      url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const first = await Promise.race([
      (async () => {
        for await (const update of client.iterate({
          query: 'subscription { orderStatus(id: "nope") { status } }',
        }))
          return update;
        return 'ended';
      })(),
      new Promise((resolve) => setTimeout(() => resolve('quiet'), 700)),
    ]);
    await client.dispose();
    expect(first).toBe('quiet');
  });
});
