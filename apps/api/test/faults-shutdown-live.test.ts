// SIGTERM to an API process holding a customer's open order subscription and a store board's feed
// (every deploy, docs/performance.md "Live status: what we found"): both are closed as going away
// and the process exits 0 without logging an error, neither one per aborted subscription nor a
// board's presence write after its database pool was closed.
import { createClient } from 'graphql-ws';
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

describe.runIf(up)('graceful shutdown with live subscriptions', () => {
  let database: FreshPostgres;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createFreshPostgres('shutdown_live');
    api = await startApiProcess({ DATABASE_URL: database.url, DEMO_TERMINALS: 'off' });
  });
  afterAll(async () => {
    if (api && api.child.exitCode === null) api.child.kill('SIGKILL');
    await database?.drop();
  });

  it("closes an order's subscription and a board's feed as going away, and logs no error", async () => {
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

    api.child.kill('SIGTERM');
    expect(await phone.closed).toBe(1001);
    expect(await board.closed).toBe(1001);
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(api.output()).not.toMatch(/"level":50/);
  });
});
