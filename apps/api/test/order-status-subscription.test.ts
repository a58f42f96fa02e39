// The customer's live status: a graphql-ws subscription gets the stored status first, then each
// change the demo terminals make, in the order of the declared transitions, until COMPLETE; a change
// the first read already showed is not shown again when its event arrives after it.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { findOrder } from '../src/modules/orders/order-repository.ts';
import { createPairingCode } from '../src/modules/terminals/terminal-credentials.ts';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { startSecuredServer } from './support/secured-server.ts';
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
    const viewerKey = sent.data?.sendCustomerOrder.viewerKey ?? '';
    const client = createClient({
      url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const seen: string[] = [];
    try {
      const updates = client.iterate<{ orderStatus: { id: string; status: string } }>({
        query: `subscription ($id: String!, $key: String) { orderStatus(id: $id, viewerKey: $key) { id status updatedAt } }`,
        variables: { id, key: viewerKey },
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
    const stored = await server.graphql<{ order: { status: string } }>(
      `{ order(id: "${id}", viewerKey: "${viewerKey}") { status } }`,
    );
    expect(stored.data?.order.status).toBe('ORDER_COMPLETE');
  });

  it("shows nothing but 'not found' for an unknown order, or a real one without its key or with another's", async () => {
    const sent = await sendOrder(server, 118, await paidOrder(server, 118));
    const id = sent.data?.sendCustomerOrder.id ?? '';
    const otherKey = (await sendOrder(server, 118, await paidOrder(server, 118))).data?.sendCustomerOrder
      .viewerKey;
    const client = createClient({
      url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const firstAnswer = async (variables: Record<string, unknown>) => {
      try {
        for await (const update of client.iterate({
          query:
            'subscription ($id: String!, $key: String) { orderStatus(id: $id, viewerKey: $key) { status } }',
          variables,
        }))
          return JSON.stringify(update);
        return 'ended';
      } catch (error) {
        return JSON.stringify(error);
      }
    };
    try {
      for (const variables of [{ id: 'nope' }, { id }, { id, key: otherKey }, { id, key: 'x'.repeat(32) }]) {
        const answer = await firstAnswer(variables);
        expect(answer, JSON.stringify(variables)).toContain('We could not find this order.');
        expect(answer).not.toMatch(/ORDER_(SENT|RECEIVED|READY|COMPLETE)/);
      }
    } finally {
      await client.dispose();
    }
  });
});

describe.each(kinds)('orderStatus subscription read and events on $name', (kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    // No demo terminals: only the board below moves the order.
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows a change once when its event arrives after the read that already saw it', async () => {
    const placed = (await sendOrder(server, 118, await paidOrder(server, 118))).data?.sendCustomerOrder;
    const id = placed?.id ?? '';
    const { code } = await createPairingCode(server.database.handle.db, 118, 2, new Date());
    const paired = await fetch(`${server.baseUrl}/board/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    const { token } = (await paired.json()) as { token: string };
    const client = createClient({
      url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const seen: { status: string; updatedAt: string }[] = [];
    const until = async (check: () => boolean): Promise<boolean> => {
      for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 30));
      return check();
    };
    try {
      void (async () => {
        for await (const update of client.iterate<{ orderStatus: { status: string; updatedAt: string } }>({
          query:
            'subscription ($id: String!, $key: String) { orderStatus(id: $id, viewerKey: $key) { status updatedAt } }',
          variables: { id, key: placed?.viewerKey },
        }))
          if (update.data) seen.push(update.data.orderStatus);
      })().catch(() => undefined);
      expect(await until(() => seen.length > 0)).toBe(true);
      const [read] = seen;
      // Two servers behind a load balancer, a phone reconnecting while the barista taps: the change
      // is stored, the phone's new subscription reads it, then the change's event arrives through
      // Redis. The same event, published again here, is what that phone receives.
      server.app.graphql.pubsub.publish({ topic: `ORDER_STATUS:${id}`, payload: { id, ...read } });
      const advanced = await fetch(`${server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query:
            'mutation ($id: String!) { advanceOrder(orderId: $id, status: "ORDER_RECEIVED") { status } }',
          variables: { id },
        }),
      });
      expect(advanced.status).toBe(200);
      expect(await until(() => seen.some((update) => update.status === 'ORDER_RECEIVED'))).toBe(true);
      expect(seen.map((update) => update.status)).toEqual(['ORDER_SENT', 'ORDER_RECEIVED']);
    } finally {
      await client.dispose();
    }
  });

  it("answers a reconnecting phone's new subscription with the stored status first, no read needed", async () => {
    const placed = (await sendOrder(server, 118, await paidOrder(server, 118))).data?.sendCustomerOrder;
    const id = placed?.id ?? '';
    const { code } = await createPairingCode(server.database.handle.db, 118, 2, new Date());
    const paired = await fetch(`${server.baseUrl}/board/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    const { token } = (await paired.json()) as { token: string };
    // The barista taps while the phone is away (its server restarting).
    const advanced = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation ($id: String!) { advanceOrder(orderId: $id, status: "ORDER_RECEIVED") { status } }',
        variables: { id },
      }),
    });
    expect(advanced.status).toBe(200);
    const client = createClient({
      url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const updates = client.iterate<{ orderStatus: { status: string; updatedAt: string } }>({
        query:
          'subscription ($id: String!, $key: String) { orderStatus(id: $id, viewerKey: $key) { status updatedAt } }',
        variables: { id, key: placed?.viewerKey },
      });
      const first: IteratorResult<{ data?: { orderStatus: { status: string; updatedAt: string } } | null }> =
        await updates.next();
      const answered = first.done ? undefined : first.value.data?.orderStatus;
      // The tapped status (or a later one, if this server's demo terminal moved it on meanwhile).
      expect(['ORDER_RECEIVED', 'ORDER_READY', 'ORDER_COMPLETE']).toContain(answered?.status);
      // With the time it was stored, to the millisecond: the stream drops an event of the same status
      // and time as a repeat of its first answer, so a time read otherwise would show one twice.
      const stored = await findOrder(server.database.handle.db, id);
      if (stored?.status === answered?.status)
        expect(answered?.updatedAt).toBe(stored?.statusChangedAt.toISOString());
      await updates.return?.();
    } finally {
      await client.dispose();
    }
  });
});

describe("a member's own order on any device", () => {
  it('streams to a connection carrying the member token, and to no other member', async () => {
    const pglite = kinds[0];
    if (!pglite) throw new Error('no embedded database');
    const server = await startSecuredServer(pglite, { quietBackground: true });
    try {
      const ada = await server.signUp('ada');
      const bea = await server.signUp('bea');
      const asAda = {
        baseUrl: server.baseUrl,
        graphql: <T>(query: string, variables?: Record<string, unknown>) =>
          server.graphql<T>(query, variables, { token: ada.tokens.access_token }),
      };
      const id = (await sendOrder(asAda, 118, await paidOrder(asAda, 118))).data?.sendCustomerOrder.id ?? '';
      expect(id).not.toBe('');
      // Another device: no viewer key, only the member's token in connection_init.
      const firstAnswer = async (authorization: string | null) => {
        const client = createClient({
          url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
          webSocketImpl: WebSocket,
          retryAttempts: 0,
          connectionParams: authorization ? { authorization } : {},
        });
        try {
          for await (const update of client.iterate({
            query: 'subscription ($id: String!) { orderStatus(id: $id) { status } }',
            variables: { id },
          }))
            return JSON.stringify(update);
          return 'ended';
        } catch (error) {
          return JSON.stringify(error);
        } finally {
          await client.dispose();
        }
      };
      expect(await firstAnswer(`Bearer ${ada.tokens.access_token}`)).toContain('ORDER_SENT');
      for (const other of [`Bearer ${bea.tokens.access_token}`, null, 'Bearer not.a.token']) {
        const answer = await firstAnswer(other);
        expect(answer).toContain('We could not find this order.');
        expect(answer).not.toContain('ORDER_SENT');
      }
    } finally {
      await server.close();
    }
  });
});
