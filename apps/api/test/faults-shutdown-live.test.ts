// SIGTERM to an API process holding a store board's feed and a customer's open order subscription
// (every deploy, docs/performance.md "Live status for thousands"): the server hands them over in
// turns, closing each with "Service Restart". Until a connection's turn comes it still serves:
// the board's tap is answered and reaches the customer live, while /readyz says it is stopping and
// a new live connection is refused with 503 (the load balancer takes it elsewhere). Then it exits 0
// without logging an error, neither one per aborted subscription nor a board's presence write after
// its database pool was closed.
import { createClient } from 'graphql-ws';
import { SERVER_RESTART_CLOSE_CODE } from '@brewline/domain/protocol/live-handover';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/client.ts';
import { createPairingCode } from '../src/modules/terminals/terminal-credentials.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { createFreshPostgres, postgresAnswers, type FreshPostgres } from './support/fresh-postgres.ts';
import { paidOrder, sendOrder } from './support/order-flow.ts';

const STORE = 118;
const up = await postgresAnswers();
if (!up) {
  const message = 'PostgreSQL does not answer: the live shutdown test is SKIPPED.';
  if (process.env['CI'] === 'true') throw new Error(`${message} In CI this is a failure.`);
  console.warn(message);
}

/** A graphql-ws client that stays connected until the server closes it; resolves with the close. */
function liveClient(
  api: ApiProcess,
  connectionParams: Record<string, unknown>,
  query: string,
  variables = {},
) {
  const client = createClient({
    url: `${api.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    // The server's going-away close is what this test expects, not an error to print.
    onNonLazyError: () => undefined,
    connectionParams,
  });
  const seen: unknown[] = [];
  const closed = new Promise<number>((resolve) => {
    client.on('closed', (event) => resolve((event as { code: number }).code));
  });
  void (async () => {
    for await (const update of client.iterate({ query, variables })) seen.push(update.data);
  })().catch(() => undefined);
  return { seen, closed };
}

/** The HTTP status a WebSocket upgrade on /graphql is answered with (101 when it is accepted). */
function upgradeStatus(baseUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

describe.runIf(up)('graceful shutdown with live subscriptions', () => {
  let database: FreshPostgres;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createFreshPostgres('shutdown_live');
    // One connection a second: the board's is closed at once, the phone's a second later.
    api = await startApiProcess({
      DATABASE_URL: database.url,
      DEMO_TERMINALS: 'off',
      LIVE_HANDOVER_PER_SECOND: '1',
    });
  });
  afterAll(async () => {
    if (api && api.child.exitCode === null) api.child.kill('SIGKILL');
    await database?.drop();
  });

  it('hands the board and the phone over in turns, serving until then, and logs no error', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    const { code } = await createPairingCode(handle.db, STORE, 2, new Date());
    await handle.close();
    const paired = await fetch(`${api.baseUrl}/board/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    const { token } = (await paired.json()) as { token: string };
    const board = liveClient(api, { token }, 'subscription { boardEvents { kind order { id status } } }');

    const placed = (await sendOrder(api, STORE, await paidOrder(api, STORE))).data?.sendCustomerOrder;
    const phone = liveClient(
      api,
      {},
      'subscription ($id: String!, $key: String) { orderStatus(id: $id, viewerKey: $key) { status } }',
      { id: placed?.id, key: placed?.viewerKey },
    );
    for (let i = 0; i < 100 && phone.seen.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(phone.seen).toEqual([{ orderStatus: { status: 'ORDER_SENT' } }]);

    let phoneClosed = false;
    void phone.closed.then(() => (phoneClosed = true));
    api.child.kill('SIGTERM');
    expect(await board.closed).toBe(SERVER_RESTART_CLOSE_CODE);

    // The phone's turn has not come: the server still answers the barista and still pushes.
    const ready = await fetch(`${api.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'stopping' });
    const refused = await upgradeStatus(api.baseUrl);
    expect(refused).toBe(503);
    const tapped = await fetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation ($id: String!) { advanceOrder(orderId: $id, status: "ORDER_RECEIVED") { status } }',
        variables: { id: placed?.id },
      }),
    });
    expect(await tapped.json()).toEqual({ data: { advanceOrder: { status: 'ORDER_RECEIVED' } } });
    for (let i = 0; i < 40 && phone.seen.length < 2; i++) await new Promise((r) => setTimeout(r, 25));
    expect(phoneClosed).toBe(false);
    expect(phone.seen).toEqual([
      { orderStatus: { status: 'ORDER_SENT' } },
      { orderStatus: { status: 'ORDER_RECEIVED' } },
    ]);

    expect(await phone.closed).toBe(SERVER_RESTART_CLOSE_CODE);
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(api.output()).not.toMatch(/"level":50/);
  });
});
