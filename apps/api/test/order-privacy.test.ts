// An outside attack's finding 6 (docs/reliability.md): an order's details go only to the browser that placed it (the viewer key the
// server returned at placement) and to the member who placed it. Anyone else holding its id (a
// shared link, another member, a guest) gets null: not its name, items, store, total or card.
// PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { placeOrder } from './support/orders-and-board.ts';
import { startSignedInServer, signUpMember, type SignedInServer } from './support/signed-in-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();
const LAS_VEGAS = 118;
const DETAILS =
  'query ($id: String!, $key: String) { order(id: $id, viewerKey: $key) { id pickupName total items { productName } store { storeId } creditCardPayments { identifier } } }';

type Details = { order: { id: string; pickupName: string } | null };

describe.each(kinds)('order privacy on $name', (kind) => {
  let server: SignedInServer;
  beforeAll(async () => {
    server = await startSignedInServer(await kind.open(), { logLevel: 'silent' });
  });
  afterAll(async () => {
    await server.close();
  });

  it("shows a guest's order to the browser that placed it, and to no one else holding its id", async () => {
    const sent = (await sendOrder(server, LAS_VEGAS, await paidOrder(server, LAS_VEGAS))).data
      ?.sendCustomerOrder;
    const id = sent?.id ?? '';
    const key = sent?.viewerKey ?? '';
    expect(key).toMatch(/^[\w-]{32}$/);

    const placing = await server.graphql<Details>(DETAILS, { id, key });
    expect(placing.errors).toBeUndefined();
    expect(placing.data?.order?.id).toBe(id);

    const stranger = await signUpMember(server.baseUrl, 'stranger');
    for (const [variables, token] of [
      [{ id }, undefined],
      [{ id, key: `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` }, undefined],
      [{ id, key: '' }, undefined],
      [{ id }, stranger.token],
    ] as const) {
      const answer = await server.graphql<Details>(DETAILS, variables, token);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.order).toBeNull();
    }
  });

  it("shows a member's order to that member on any browser, and not to another member", async () => {
    const alice = await signUpMember(server.baseUrl, 'alice');
    const bob = await signUpMember(server.baseUrl, 'bob');
    const id = await placeOrder(server, LAS_VEGAS, { lattes: 1 }, alice.token);
    expect((await server.graphql<Details>(DETAILS, { id }, alice.token)).data?.order?.id).toBe(id);
    expect((await server.graphql<Details>(DETAILS, { id }, bob.token)).data?.order).toBeNull();
    expect((await server.graphql<Details>(DETAILS, { id })).data?.order).toBeNull();
  });

  it('gives the same key again to a retry of the same cart', async () => {
    const order = await paidOrder(server, LAS_VEGAS);
    const first = (await sendOrder(server, LAS_VEGAS, order)).data?.sendCustomerOrder;
    const again = (await sendOrder(server, LAS_VEGAS, order)).data?.sendCustomerOrder;
    expect(again?.id).toBe(first?.id);
    expect(again?.viewerKey).toBe(first?.viewerKey);
  });
});
