// The store snapshot and the answers kept with it, through real HTTP on both databases: what a store
// board changes (an 86, a terminal's connection) is what the very next customer request sees, on the
// store query, menu prices, priceCart and the order, even when the answer before it came from memory.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terminals } from '../src/db/schema/terminals.ts';
import { storeSnapshotsOf } from '../src/modules/stores/store-snapshot.ts';
import { createPairingCode } from '../src/modules/terminals/terminal-credentials.ts';
import { TerminalPresence } from '../src/modules/terminals/terminal-presence.ts';
import { draftOrder, LATTE, paidOrder, sendOrder } from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';
import type { GraphQLAnswer } from './support/graphql-post.ts';

const kinds = await availableTestDatabases();
const LAS_VEGAS = 118; // open 24 hours, counter terminal 2 connected in the seed
const PHOENIX = 111;
// Saturday 21 Nov 2026, 11:00 in Phoenix (UTC-7): Phoenix is open.
const PHOENIX_MORNING = new Date('2026-11-21T18:00:00Z');

const SELECTED_STORE = `query SelectedStore($storeId: Int!) {
  store(storeId: $storeId) { storeId name status pickupMethods terminals { termId status } }
  unavailableProducts(storeId: $storeId)
}`;
const PRICE_CART =
  'query ($s: Int!, $i: [CartLineInput!]!) { priceCart(storeId: $s, items: $i) { lines { productId } unavailableLines { productId } totalCents } }';

interface SelectedStore {
  store: {
    storeId: number;
    name: string;
    status: string;
    pickupMethods: string[];
    terminals: { termId: number; status: string }[];
  } | null;
  unavailableProducts: number[];
}

function post(server: RunningServer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function pairBoard(server: RunningServer, storeId: number, termId: number): Promise<string> {
  const { code } = await createPairingCode(server.database.handle.db, storeId, termId, new Date());
  const response = await fetch(`${server.baseUrl}/board/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe.each(kinds)('store snapshot on $name', (kind) => {
  let server: RunningServer;
  let clock = PHOENIX_MORNING;
  let boardToken: string;

  const selected = async (storeId = LAS_VEGAS) =>
    (await server.graphql<SelectedStore>(SELECTED_STORE, { storeId })).data;
  const priceLatte = async () => {
    const { items } = await draftOrder(server, LAS_VEGAS);
    return (
      await server.graphql<{
        priceCart: { lines: { productId: number }[]; unavailableLines: { productId: number }[] };
      }>(PRICE_CART, { s: LAS_VEGAS, i: items })
    ).data?.priceCart;
  };
  const setAvailability = async (available: boolean) => {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${boardToken}` },
      body: JSON.stringify({
        query:
          'mutation ($p: Int!, $a: Boolean!) { setProductAvailability(productId: $p, available: $a) { available } }',
        variables: { p: LATTE, a: available },
      }),
    });
    const answer = (await response.json()) as GraphQLAnswer<{
      setProductAvailability: { available: boolean };
    }>;
    expect(answer.data?.setProductAvailability.available).toBe(available);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { now: () => clock });
    boardToken = await pairBoard(server, LAS_VEGAS, 2);
  });
  afterAll(async () => {
    await server.close();
  });

  it('a product the board 86es is refused at once by unavailableProducts, priceCart and the order', async () => {
    // Everything read once (and the store's answer twice, the second from memory) before the 86.
    expect((await selected())?.unavailableProducts).not.toContain(LATTE);
    expect((await selected())?.unavailableProducts).not.toContain(LATTE);
    expect((await priceLatte())?.lines.map((l) => l.productId)).toEqual([LATTE]);
    const paid = await paidOrder(server, LAS_VEGAS);

    await setAvailability(false);
    expect((await selected())?.unavailableProducts).toContain(LATTE);
    const priced = await priceLatte();
    expect(priced?.lines).toEqual([]);
    expect(priced?.unavailableLines.map((l) => l.productId)).toEqual([LATTE]);
    const refused = await sendOrder(server, LAS_VEGAS, paid);
    expect(refused.errors?.[0]?.message).toBe(
      "We've removed the unavailable item(s) from your cart: Caffè Latte. Please select a different store or product to proceed with checkout. Your payment has been refunded.",
    );
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('ITEMS_UNAVAILABLE');

    await setAvailability(true);
    expect((await selected())?.unavailableProducts).not.toContain(LATTE);
    expect((await priceLatte())?.lines.map((l) => l.productId)).toEqual([LATTE]);
    const sold = await sendOrder(server, LAS_VEGAS, await paidOrder(server, LAS_VEGAS));
    expect(sold.errors).toBeUndefined();
    expect(sold.data?.sendCustomerOrder.status.status).toBe('ORDER_SENT');
  });

  it("a terminal's connection and its expiry show in the very next store answer", async () => {
    const db = server.database.handle.db;
    const counter = { credentialId: 0, storeId: LAS_VEGAS, termId: 2 };
    const terminal2 = async () => (await selected())?.store?.terminals.find((t) => t.termId === 2)?.status;
    try {
      expect((await selected())?.store?.pickupMethods).toEqual(['IN_STORE']);
      const presence = new TerminalPresence(db, () => new Date(), server.app.log);
      await presence.disconnected(counter);
      expect(await terminal2()).toBe('DISCONNECTED');
      expect((await selected())?.store?.pickupMethods).toEqual([]);

      // A board last seen a minute ago (its server went away) is expired by any server's next round.
      const minuteAgo = new TerminalPresence(db, () => new Date(Date.now() - 60_000), server.app.log);
      await minuteAgo.connected(counter);
      expect(await terminal2()).toBe('CONNECTED');
      expect((await selected())?.store?.pickupMethods).toEqual(['IN_STORE']);
      await presence.tick();
      expect(await terminal2()).toBe('DISCONNECTED');
    } finally {
      // Back to the seed's connected counter, which no heartbeat expires (it was never seen by a board).
      await db
        .update(terminals)
        .set({ status: 'CONNECTED', lastSeenAt: null })
        .where(and(eq(terminals.storeId, LAS_VEGAS), eq(terminals.termId, 2)));
      storeSnapshotsOf(db).invalidate(LAS_VEGAS);
    }
    expect(await terminal2()).toBe('CONNECTED');
  });

  it('runs GraphQL once for a repeated store query, every time for anything else', async () => {
    let executions = 0;
    server.app.graphql.addHook('preExecution', () => {
      executions += 1;
    });
    const body = { query: SELECTED_STORE, variables: { storeId: 101 }, operationName: 'SelectedStore' };
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await (await post(server, body)).text());
    expect(new Set(answers).size).toBe(1);
    expect(executions).toBe(1);
    // Same text, another store: another answer. A member's own data or the store list: never kept.
    await post(server, { ...body, variables: { storeId: 119 } });
    expect(executions).toBe(2);
    for (let i = 0; i < 2; i += 1) await post(server, { query: '{ stores { storeId } }' });
    expect(executions).toBe(4);
    // The board's 86 drops the store's kept answers with its snapshot.
    await setAvailability(false);
    const changed = executions;
    const after = await (await post(server, { ...body, variables: { storeId: LAS_VEGAS } })).text();
    expect(executions).toBe(changed + 1);
    expect(JSON.parse(after)).toMatchObject({ data: { unavailableProducts: [LATTE] } });
    await setAvailability(true);
  });

  it('answers a repeated store query from memory with the same bytes, compressed when asked', async () => {
    const body = { query: SELECTED_STORE, variables: { storeId: PHOENIX }, operationName: 'SelectedStore' };
    const first = await (await post(server, body)).text();
    const again = await post(server, body);
    expect(await again.text()).toBe(first);
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(again.headers.get('content-security-policy')).toContain("script-src 'self'");
    const brotli = await post(server, body, { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    // fetch decodes the brotli body: it is the very same answer.
    expect(await brotli.text()).toBe(first);
    // Another store is another answer.
    const other = (await server.graphql<SelectedStore>(SELECTED_STORE, { storeId: LAS_VEGAS })).data;
    expect(other?.store?.storeId).toBe(LAS_VEGAS);
  });

  it("the store's status follows the clock even when its answer was kept", async () => {
    clock = PHOENIX_MORNING;
    expect((await selected(PHOENIX))?.store?.status).toBe('OPEN');
    expect((await selected(PHOENIX))?.store?.status).toBe('OPEN');
    clock = new Date('2026-11-22T10:00:00Z'); // 3:00 AM in Phoenix
    try {
      expect((await selected(PHOENIX))?.store).toMatchObject({ status: 'CLOSED', pickupMethods: [] });
    } finally {
      clock = PHOENIX_MORNING;
    }
    expect((await selected(PHOENIX))?.store?.status).toBe('OPEN');
  });

  it('requests arriving together for an answer not yet kept all get it, each the same', async () => {
    storeSnapshotsOf(server.database.handle.db).invalidate(PHOENIX);
    const body = { query: SELECTED_STORE, variables: { storeId: PHOENIX } };
    const texts = await Promise.all(
      Array.from({ length: 20 }, async () => (await post(server, body)).text()),
    );
    expect(new Set(texts).size).toBe(1);
    expect(JSON.parse(texts[0] ?? '{}')).toMatchObject({ data: { store: { storeId: PHOENIX } } });
    // Looks cacheable, fails validation: the first request keeps nothing, the others run it themselves.
    const bad = { query: '{ store(storeId: 111) { storeId status(at: 1) } }' };
    const refused = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await (await post(server, bad)).json()) as GraphQLAnswer<unknown>,
      ),
    );
    for (const answer of refused) expect(answer.errors?.length).toBeGreaterThan(0);
  });

  it('an unknown store is null and a failed query is never kept', async () => {
    expect(await selected(4)).toEqual({ store: null, unavailableProducts: [] });
    const bad = { query: SELECTED_STORE, variables: { storeId: 'x' } };
    const first = (await (await post(server, bad)).json()) as GraphQLAnswer<unknown>;
    expect(first.errors?.length).toBeGreaterThan(0);
    const again = (await (await post(server, bad)).json()) as GraphQLAnswer<unknown>;
    expect(again.errors?.length).toBeGreaterThan(0);
  });

  it('sends the security headers on every answer, the sign-in provider included', async () => {
    for (const path of ['/healthz', '/oidc/.well-known/openid-configuration']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('strict-transport-security'), path).toContain('max-age=');
    }
  });
});
