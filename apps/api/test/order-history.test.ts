// The member's order history through real HTTP on PGlite and PostgreSQL: a member sees only their own
// orders, newest first and page by page; an order in full names its card and Brewline Card payments and
// what went back on a refund; Order again reprices a past order at another store and says what that
// store no longer sells.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLedger, memberCards } from '../src/db/schema/cards.ts';
import { placeOrder as writeOrder } from '../src/modules/orders/checkout/order-placement.ts';
import { pairBoard } from './support/orders-and-board.ts';
import { confirmCard, createIntent, TEST_CARDS, type OrderDraft } from './support/order-flow.ts';
import {
  signUpMember,
  startSignedInServer,
  type SignedInServer,
  type SignedUpMember,
} from './support/signed-in-server.ts';
import { availableTestDatabases, type TestDatabase } from './support/test-databases.ts';
import type { GraphQLAnswer } from './support/graphql-post.ts';

const kinds = await availableTestDatabases();

const LAS_VEGAS_24_HOURS = 118;
const NYC_MIDTOWN = 101; // Nitro Cold Brew is sold out here (seed).
const LATTE = 301;
const NITRO_COLD_BREW = 354;
const GRANDE = 3;
const ICED = 3012;
const OATMILK = 104;
const VANILLA = 201;

const ICED_OAT_VANILLA_LATTE = {
  productId: LATTE,
  sizeId: GRANDE,
  versionId: ICED,
  quantity: 2,
  modifiers: [
    { modifierId: OATMILK, quantity: 1 },
    { modifierId: VANILLA, quantity: 2 },
  ],
};
const NITRO = { productId: NITRO_COLD_BREW, sizeId: GRANDE, quantity: 1, modifiers: [] };

const ENTRY_FIELDS = `id placedAt placedAtStoreClock status statusLabel itemCount subtotalCents taxCents totalCents rewardDiscountCents
  store { storeId name timeZone } items { productName quantity sizeName versionName }`;
const PAST_ORDER_FIELDS = `${ENTRY_FIELDS} pickupLocation pickupName pointsEarned refundReason
  items { lineNo productId productName sizeName versionName quantity priceCents discountCents modifiers { name quantity } }
  payments { method identifier amountCents } refunds { method identifier amountCents refundedAt refundedAtStoreClock }`;

interface Entry {
  id: string;
  placedAt: string;
  placedAtStoreClock: string;
  status: string;
  statusLabel: string;
  itemCount: number;
  totalCents: number;
  store: { storeId: number; name: string; timeZone: string };
  items: { productName: string; quantity: number; sizeName: string; versionName: string | null }[];
}
interface Payment {
  method: string;
  identifier: string;
  amountCents: number;
}
interface PastOrder extends Entry {
  pickupLocation: string;
  pickupName: string;
  refundReason: string | null;
  payments: Payment[];
  refunds: (Payment & { refundedAt: string; refundedAtStoreClock: string })[];
}
interface ReorderAnswer {
  reorderCart: {
    storeId: number;
    storeName: string;
    notice: string | null;
    leftOut: { name: string; reason: string }[];
    pricing: {
      storeId: number;
      totalCents: number;
      lines: {
        lineId: string;
        productId: number;
        sizeId: number;
        versionId: number | null;
        quantity: number;
        priceCents: number;
        modifiers: { modifierId: number; quantity: number }[];
      }[];
      unavailableLines: unknown[];
    };
  };
}

function data<T>(answer: GraphQLAnswer<T>): T {
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

/** Prices, pays with the sandbox card and sends the order, as the app does, for whoever the token names. */
async function placeOrder(
  server: SignedInServer,
  storeId: number,
  lines: readonly Omit<OrderDraft['items'][number], 'lineId'>[],
  token?: string,
): Promise<string> {
  const items = lines.map((line) => ({ lineId: randomUUID(), ...line }));
  const { priceCart } = data(
    await server.graphql<{ priceCart: { subtotalCents: number; taxCents: number; totalCents: number } }>(
      'query ($s: Int!, $i: [CartLineInput!]!) { priceCart(storeId: $s, items: $i) { subtotalCents taxCents totalCents } }',
      { s: storeId, i: items },
    ),
  );
  const order: OrderDraft = {
    cartId: randomUUID(),
    pickupLocation: 'IN_STORE',
    items,
    subtotal: priceCart.subtotalCents,
    taxAmount: priceCart.taxCents,
    total: priceCart.totalCents,
    payment: { creditCardPayment: { amount: priceCart.totalCents, token: '' } },
    guestEmail: 'ada@example.com',
    pickupName: 'Ada',
    phone: '7025551234',
  };
  const intent = data(await createIntent(server, storeId, order)).createStripeOrderPaymentIntent;
  await confirmCard(server, intent, TEST_CARDS.succeeds);
  order.payment.creditCardPayment.token = intent.id;
  const sent = await server.graphql<{ sendCustomerOrder: { id: string } }>(
    'mutation ($order: CustomerOrderInput!, $storeId: Int!) { sendCustomerOrder(order: $order, storeId: $storeId) { id } }',
    { order, storeId },
    token,
  );
  return data(sent).sendCustomerOrder.id;
}

const HISTORY = `query ($limit: Int, $before: String) {
  orderHistory(limit: $limit, before: $before) { entries { ${ENTRY_FIELDS} } nextCursor }
}`;
const PAST_ORDER = `query ($id: String!) { pastOrder(id: $id) { ${PAST_ORDER_FIELDS} } }`;
const REORDER = `query ($orderId: String!, $storeId: Int!) {
  reorderCart(orderId: $orderId, storeId: $storeId) {
    storeId storeName notice leftOut { name reason }
    pricing { storeId totalCents unavailableLines { lineId }
      lines { lineId productId sizeId versionId quantity priceCents modifiers { modifierId quantity } } }
  }
}`;

describe.each(kinds)('order history on $name', (kind) => {
  let database: TestDatabase;
  let server: SignedInServer;
  let alice: SignedUpMember;
  let bob: SignedUpMember;
  let aliceId: string;
  let latteOrder: string;
  let mixedOrder: string;
  let guestOrder: string;

  beforeAll(async () => {
    database = await kind.open();
    server = await startSignedInServer(database);
    alice = await signUpMember(server.baseUrl, 'alice');
    bob = await signUpMember(server.baseUrl, 'bob');
    aliceId = alice.memberId;
    latteOrder = await placeOrder(server, LAS_VEGAS_24_HOURS, [ICED_OAT_VANILLA_LATTE], alice.token);
    mixedOrder = await placeOrder(server, LAS_VEGAS_24_HOURS, [ICED_OAT_VANILLA_LATTE, NITRO], alice.token);
    guestOrder = await placeOrder(server, LAS_VEGAS_24_HOURS, [NITRO]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a guest with sign in, never with orders', async () => {
    for (const [query, variables] of [
      [HISTORY, {}],
      [PAST_ORDER, { id: latteOrder }],
      [REORDER, { orderId: latteOrder, storeId: NYC_MIDTOWN }],
    ] as const) {
      const answer = await server.graphql(query, variables);
      expect(Object.values(answer.data ?? {}).filter((value) => value !== null)).toEqual([]);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
      expect(answer.errors?.[0]?.message).toBe('Please sign in to continue.');
    }
  });

  it("lists a member's own orders only, newest first, with the list's labels", async () => {
    const mine = data(
      await server.graphql<{ orderHistory: { entries: Entry[]; nextCursor: string | null } }>(
        HISTORY,
        {},
        alice.token,
      ),
    ).orderHistory;
    expect(mine.entries.map((e) => e.id)).toEqual([mixedOrder, latteOrder]);
    expect(mine.nextCursor).toBeNull();
    const [mixed] = mine.entries;
    expect(mixed).toMatchObject({
      status: 'ORDER_SENT',
      statusLabel: 'Order Placed',
      itemCount: 3,
      store: {
        storeId: LAS_VEGAS_24_HOURS,
        name: 'Brewline Las Vegas Strip',
        timeZone: 'America/Los_Angeles',
      },
      items: [
        { productName: 'Caffè Latte', quantity: 2, sizeName: 'Grande', versionName: 'Iced' },
        { productName: 'Nitro Cold Brew', quantity: 1, sizeName: 'Grande' },
      ],
    });
    expect(Date.parse(mixed?.placedAt ?? '')).toBeGreaterThan(Date.now() - 120_000);

    const theirs = data(
      await server.graphql<{ orderHistory: { entries: Entry[] } }>(HISTORY, {}, bob.token),
    ).orderHistory;
    expect(theirs.entries).toEqual([]);
    // A guest's order belongs to nobody's history, and another member's order is not there to read.
    expect(mine.entries.map((e) => e.id)).not.toContain(guestOrder);
    const peek = await server.graphql<{ pastOrder: PastOrder | null }>(
      PAST_ORDER,
      { id: latteOrder },
      bob.token,
    );
    expect(peek).toEqual({ data: { pastOrder: null } });
    const guestPeek = await server.graphql(PAST_ORDER, { id: guestOrder }, alice.token);
    expect(guestPeek).toEqual({ data: { pastOrder: null } });
    const reorder = await server.graphql(REORDER, { orderId: latteOrder, storeId: NYC_MIDTOWN }, bob.token);
    expect(reorder.errors?.[0]?.extensions?.['code']).toBe('ORDER_NOT_FOUND');
  });

  it('pages through a long history newest first, each order once, even orders placed at the same instant', async () => {
    const pager = await signUpMember(server.baseUrl, 'pages');
    const { memberId } = pager;
    const base = Date.parse('2026-03-01T15:00:00Z');
    const placed: { id: string; at: number }[] = [];
    for (let i = 0; i < 7; i += 1) {
      // Orders 3 and 4 share their instant: the id breaks the tie.
      const at = base + (i === 4 ? 3 : i) * 3_600_000;
      const id = randomUUID();
      placed.push({ id, at });
      const outcome = await writeOrder(
        database.handle.db,
        {
          id,
          cartId: randomUUID(),
          storeId: NYC_MIDTOWN,
          status: 'ORDER_COMPLETE',
          pickupLocation: 'IN_STORE',
          pickupName: 'Grace',
          phone: '3127360145',
          appUserId: memberId,
          profileId: memberId,
          subtotalCents: 500 + i,
          taxCents: 44,
          totalCents: 544 + i,
          taxRateMicros: 88750,
          placedAt: new Date(at),
          statusChangedAt: new Date(at),
        },
        [
          {
            lineNo: 1,
            productId: LATTE,
            productName: 'Caffè Latte',
            ticketName: 'LATTE',
            image: 'hot-beverage',
            sizeId: GRANDE,
            sizeName: 'Grande',
            quantity: 1,
            unitPriceCents: 500 + i,
            priceCents: 500 + i,
            taxCents: 44,
            modifiers: [],
          },
        ],
        ['ORDER_PROCESSING', 'ORDER_SENT'],
      );
      expect(outcome.kind).toBe('placed');
    }
    const expected = [...placed].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((p) => p.id);

    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: { entries: Entry[]; nextCursor: string | null } = data(
        await server.graphql<{ orderHistory: { entries: Entry[]; nextCursor: string | null } }>(
          HISTORY,
          { limit: 3, before },
          pager.token,
        ),
      ).orderHistory;
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries.map((e) => e.id));
      before = page.nextCursor;
      pages += 1;
    } while (before !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);

    const newest = data(
      await server.graphql<{ orderHistory: { entries: Entry[] } }>(HISTORY, { limit: 1 }, pager.token),
    ).orderHistory.entries[0];
    expect(newest).toMatchObject({
      statusLabel: 'Order Completed',
      totalCents: 550,
      store: { storeId: NYC_MIDTOWN },
    });
    expect(newest?.placedAt).toBe('2026-03-01T21:00:00.000Z');
    // The same instant on the Midtown store's clock, which the member's page shows: 4:00 PM.
    expect(newest?.placedAtStoreClock).toBe('2026-03-01T16:00:00-05:00');

    for (const variables of [{ limit: 0 }, { limit: 51 }, { before: 'not-a-cursor' }]) {
      const refused = await server.graphql(HISTORY, variables, pager.token);
      expect(refused.errors?.[0]?.extensions?.['code']).toBe('INVALID_INPUT');
    }
  });

  it('shows an order in full: items with size, version and options, the card that paid, then its refund', async () => {
    const before = data(
      await server.graphql<{ pastOrder: PastOrder }>(PAST_ORDER, { id: latteOrder }, alice.token),
    ).pastOrder;
    expect(before).toMatchObject({
      id: latteOrder,
      pickupLocation: 'IN_STORE',
      pickupName: 'Ada',
      refundReason: null,
      refunds: [],
      items: [
        {
          lineNo: 1,
          productName: 'Caffè Latte',
          sizeName: 'Grande',
          versionName: 'Iced',
          quantity: 2,
          discountCents: 0,
          modifiers: [
            { name: 'Oatmilk', quantity: 1 },
            { name: 'Vanilla Syrup', quantity: 2 },
          ],
        },
      ],
    });
    expect(before.payments).toEqual([
      { method: 'CREDIT_CARD', identifier: 'Visa •••• 4242', amountCents: before.totalCents },
    ]);

    // The barista refunds it from the store board, with a reason.
    const board = await pairBoard(server, LAS_VEGAS_24_HOURS);
    const refunded = await board.refund(latteOrder, 'Milk was out of date');
    expect(data(refunded).refundOrder.status).toBe('ORDER_REFUND_PROCESSED');

    const after = data(
      await server.graphql<{ pastOrder: PastOrder }>(PAST_ORDER, { id: latteOrder }, alice.token),
    ).pastOrder;
    expect(after).toMatchObject({ status: 'ORDER_REFUND_PROCESSED', statusLabel: 'Refunded' });
    expect(after.refundReason).toBe('Milk was out of date');
    expect(after.refunds).toEqual([
      {
        method: 'CREDIT_CARD',
        identifier: 'Visa •••• 4242',
        amountCents: before.totalCents,
        refundedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
        refundedAtStoreClock: expect.stringMatching(
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
        ) as unknown,
      },
    ]);
    const history = data(
      await server.graphql<{ orderHistory: { entries: Entry[] } }>(HISTORY, {}, alice.token),
    ).orderHistory;
    expect(history.entries.find((e) => e.id === latteOrder)?.statusLabel).toBe('Refunded');
  });

  it('names Brewline Card payments and refunds by their last four digits only', async () => {
    const db = database.handle.db;
    const at = new Date();
    await db.insert(memberCards).values({
      cardNumber: '77771234567890',
      memberId: aliceId,
      balanceCents: 1_000,
      createdAt: at,
      registeredAt: at,
    });
    const order = data(
      await server.graphql<{ pastOrder: PastOrder }>(PAST_ORDER, { id: mixedOrder }, alice.token),
    ).pastOrder;
    // Part of the order paid by the Brewline Card, then given back to it.
    await db.insert(cardLedger).values([
      {
        cardNumber: '77771234567890',
        kind: 'PAYMENT',
        amountCents: -350,
        balanceAfterCents: 650,
        orderId: mixedOrder,
        memberId: aliceId,
        at,
      },
      {
        cardNumber: '77771234567890',
        kind: 'REFUND',
        amountCents: 350,
        balanceAfterCents: 1_000,
        orderId: mixedOrder,
        at,
      },
    ]);
    const paid = data(
      await server.graphql<{ pastOrder: PastOrder }>(PAST_ORDER, { id: mixedOrder }, alice.token),
    ).pastOrder;
    expect(paid.payments).toEqual([
      { method: 'CREDIT_CARD', identifier: 'Visa •••• 4242', amountCents: order.totalCents },
      { method: 'BREWLINE_CARD', identifier: 'Brewline Card •••• 7890', amountCents: 350 },
    ]);
    expect(paid.refunds).toEqual([
      {
        method: 'BREWLINE_CARD',
        identifier: 'Brewline Card •••• 7890',
        amountCents: 350,
        refundedAt: at.toISOString(),
        refundedAtStoreClock: expect.stringMatching(
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
        ) as unknown,
      },
    ]);
    // The refund on its store's clock names the instant it went back, to the second.
    expect(Date.parse(paid.refunds[0]?.refundedAtStoreClock ?? '')).toBe(
      Math.floor(at.getTime() / 1000) * 1000,
    );
    expect(JSON.stringify(paid)).not.toContain('77771234567890');
  });

  it("orders again at the current store's prices, leaving out what that store no longer sells", async () => {
    const midtown = data(
      await server.graphql<ReorderAnswer>(
        REORDER,
        { orderId: mixedOrder, storeId: NYC_MIDTOWN },
        alice.token,
      ),
    ).reorderCart;
    expect(midtown.notice).toBe('Nitro Cold Brew is no longer available at Brewline Midtown Manhattan.');
    expect(midtown.leftOut).toEqual([{ name: 'Nitro Cold Brew', reason: 'NOT_SOLD_HERE' }]);
    expect(midtown.pricing.unavailableLines).toEqual([]);
    const [latte] = midtown.pricing.lines;
    expect(midtown.pricing.lines).toHaveLength(1);
    expect(latte).toMatchObject({
      productId: LATTE,
      sizeId: GRANDE,
      versionId: ICED,
      quantity: 2,
      modifiers: [
        { modifierId: OATMILK, quantity: 1 },
        { modifierId: VANILLA, quantity: 2 },
      ],
    });
    // Midtown's price for the same drink, as its cart would show it: the server's one pricing.
    const atMidtown = data(
      await server.graphql<{ priceCart: { lines: { priceCents: number }[]; totalCents: number } }>(
        'query ($s: Int!, $i: [CartLineInput!]!) { priceCart(storeId: $s, items: $i) { lines { priceCents } totalCents } }',
        { s: NYC_MIDTOWN, i: [{ lineId: 'x', ...ICED_OAT_VANILLA_LATTE }] },
      ),
    ).priceCart;
    expect(latte?.priceCents).toBe(atMidtown.lines[0]?.priceCents);
    expect(midtown.pricing.totalCents).toBe(atMidtown.totalCents);
    const past = data(
      await server.graphql<{ pastOrder: PastOrder & { items: { priceCents: number }[] } }>(
        PAST_ORDER,
        { id: mixedOrder },
        alice.token,
      ),
    ).pastOrder;
    expect(latte?.priceCents).not.toBe(past.items[0]?.priceCents);

    const sameStore = data(
      await server.graphql<ReorderAnswer>(
        REORDER,
        { orderId: mixedOrder, storeId: LAS_VEGAS_24_HOURS },
        alice.token,
      ),
    ).reorderCart;
    expect(sameStore.notice).toBeNull();
    expect(sameStore.pricing.lines.map((l) => l.productId)).toEqual([LATTE, NITRO_COLD_BREW]);
    expect(new Set(sameStore.pricing.lines.map((l) => l.lineId)).size).toBe(2);
  });

  it('says so when nothing of the order is sold at the store, and refuses an unknown store', async () => {
    const nitroOnly = await placeOrder(server, LAS_VEGAS_24_HOURS, [NITRO], bob.token);
    const nothing = data(
      await server.graphql<ReorderAnswer>(REORDER, { orderId: nitroOnly, storeId: NYC_MIDTOWN }, bob.token),
    ).reorderCart;
    expect(nothing.pricing.lines).toEqual([]);
    expect(nothing.notice).toBe(
      'Nitro Cold Brew is no longer available at Brewline Midtown Manhattan. Nothing from this order is available at Brewline Midtown Manhattan right now. Please choose a different store or order from the menu.',
    );
    const unknown = await server.graphql(REORDER, { orderId: nitroOnly, storeId: 4242 }, bob.token);
    expect(unknown.errors?.[0]?.extensions?.['code']).toBe('STORE_NOT_FOUND');
  });
});
