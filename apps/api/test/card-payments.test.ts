// Paying with Brewline Cards and a claimed free drink, on both databases, through the real server with
// real member tokens: the cards are debited in the order's transaction by exactly what the customer
// chose, a card short of its amount or someone else's card takes nothing, the same cart twice pays
// once, a refund credits the cards back once, and a claimed reward is used by one order only.
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLedger, memberCards } from '../src/db/schema/cards.ts';
import { orderItems, orders } from '../src/db/schema/orders.ts';
import { claimedRewards, rewardPlans } from '../src/db/schema/rewards.ts';
import { refundCardPayments } from '../src/modules/cards/order-card-payments.ts';
import { refundOrder } from '../src/modules/board/board-service.ts';
import { refundOrderPayment } from '../src/modules/orders/refunds/order-refund-service.ts';
import { transitionOrder } from '../src/modules/orders/order-repository.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import { GRANDE, LATTE, OATMILK, TEST_CARDS, VANILLA } from './support/order-flow.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import type { SignedUpMember } from './support/signed-in-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();

const LAS_VEGAS = 118; // open 24 hours
const CROISSANT = 601; // food: a 'Single', no ounces
const SINGLE = 10;
const TEST_PLAN_ID = 9001;

interface Line {
  lineId: string;
  productId: number;
  sizeId: number;
  quantity: number;
  modifiers: { modifierId: number; quantity: number }[];
}

interface Priced {
  subtotalCents: number;
  rewardDiscountCents: number;
  taxCents: number;
  totalCents: number;
  lines: { productId: number; priceCents: number; discountCents: number; taxCents: number }[];
}

const latte = (quantity = 1): Line => ({
  lineId: randomUUID(),
  productId: LATTE,
  sizeId: GRANDE,
  quantity,
  modifiers: [
    { modifierId: OATMILK, quantity: 1 },
    { modifierId: VANILLA, quantity: 2 },
  ],
});
const croissant = (): Line => ({
  lineId: randomUUID(),
  productId: CROISSANT,
  sizeId: SINGLE,
  quantity: 1,
  modifiers: [],
});

const newCardNumber = () =>
  `7${String(randomInt(0, 10 ** 6)).padStart(6, '0')}${String(randomInt(0, 10 ** 7)).padStart(7, '0')}`;

const SEND = `mutation ($order: CustomerOrderInput!, $storeId: Int!) {
  sendCustomerOrder(order: $order, storeId: $storeId) { id status { status } }
}`;

describe.each(kinds)('paying with Brewline Cards on $name', (kind) => {
  let server: SecuredServer;
  let ada: SignedUpMember;
  let bob: SignedUpMember;
  const db = () => server.database.handle.db;

  /** A card of the member with an opening balance, its ISSUE row keeping the ledger equal to it. */
  async function giveCard(member: SignedUpMember, balanceCents: number): Promise<string> {
    const cardNumber = newCardNumber();
    const at = new Date();
    await db()
      .insert(memberCards)
      .values({ cardNumber, memberId: member.memberId, balanceCents, createdAt: at, registeredAt: at });
    await db()
      .insert(cardLedger)
      .values({ cardNumber, kind: 'ISSUE', amountCents: balanceCents, balanceAfterCents: balanceCents, at });
    return cardNumber;
  }

  async function balanceOf(cardNumber: string): Promise<number> {
    const [card] = await db().select().from(memberCards).where(eq(memberCards.cardNumber, cardNumber));
    return card?.balanceCents ?? Number.NaN;
  }

  async function ledgerSum(cardNumber: string): Promise<number> {
    const [row] = await db()
      .select({ sum: sql<string>`coalesce(sum(${cardLedger.amountCents}), 0)` })
      .from(cardLedger)
      .where(eq(cardLedger.cardNumber, cardNumber));
    return Number(row?.sum);
  }

  async function price(items: Line[], freeDrink = false): Promise<Priced> {
    const answer = await server.graphql<{ priceCart: Priced }>(
      `query ($s: Int!, $i: [CartLineInput!]!, $f: Boolean) {
        priceCart(storeId: $s, items: $i, freeDrink: $f) {
          subtotalCents rewardDiscountCents taxCents totalCents lines { productId priceCents discountCents taxCents }
        }
      }`,
      { s: LAS_VEGAS, i: items, f: freeDrink },
    );
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.priceCart;
  }

  function orderOf(
    items: Line[],
    priced: Priced,
    payment: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) {
    return {
      cartId: randomUUID(),
      pickupLocation: 'IN_STORE',
      items,
      subtotal: priced.subtotalCents,
      taxAmount: priced.taxCents,
      total: priced.totalCents,
      payment,
      pickupName: 'Ada',
      guestEmail: 'ada@example.com',
      phone: '7025550134',
      ...extra,
    };
  }

  function send(order: unknown, token?: string) {
    return server.graphql<{ sendCustomerOrder: { id: string; status: { status: string } } }>(
      SEND,
      { order, storeId: LAS_VEGAS },
      token ? { token } : {},
    );
  }

  async function claimFreeDrink(
    member: SignedUpMember,
    fields: Partial<typeof claimedRewards.$inferInsert> = {},
  ) {
    const id = randomUUID();
    await db()
      .insert(claimedRewards)
      .values({
        id,
        memberId: member.memberId,
        planId: TEST_PLAN_ID,
        rewardName: 'Free Drink',
        timeLimitSeconds: 30 * 86_400,
        createdAt: new Date(),
        ...fields,
      });
    return id;
  }

  beforeAll(async () => {
    server = await startSecuredServer(kind, { rateLimits: null });
    ada = await server.signUp('ada');
    bob = await server.signUp('bob');
    // The rewards work seeds the real plans; this plan is the test's own, so it never depends on them.
    await db()
      .insert(rewardPlans)
      .values({
        id: TEST_PLAN_ID,
        name: 'Test Free Drink',
        threshold: 12,
        rewardName: 'Free Drink',
        timeLimitSeconds: 30 * 86_400,
        rewardKind: 'FREE_DRINK',
      })
      .onConflictDoNothing();
  });
  afterAll(async () => {
    await server.close();
  });

  it('pays an order with two cards: each debited by exactly its part, in the order transaction', async () => {
    const items = [latte(), croissant()];
    const priced = await price(items);
    const small = await giveCard(ada, 500);
    const big = await giveCard(ada, 5000);
    const payments = [
      { cardNumber: small, amount: 500 },
      { cardNumber: big, amount: priced.totalCents - 500 },
    ];
    const answer = await send(
      orderOf(items, priced, { giftCardPayments: payments }),
      ada.tokens.access_token,
    );
    expect(answer.errors).toBeUndefined();
    const id = answer.data?.sendCustomerOrder.id ?? '';
    expect(answer.data?.sendCustomerOrder.status.status).toBe('ORDER_SENT');

    expect(await balanceOf(small)).toBe(0);
    expect(await balanceOf(big)).toBe(5000 - (priced.totalCents - 500));
    expect(await ledgerSum(small)).toBe(0);
    expect(await ledgerSum(big)).toBe(await balanceOf(big));
    const rows = await db()
      .select()
      .from(cardLedger)
      .where(eq(cardLedger.orderId, id))
      .orderBy(asc(cardLedger.id));
    expect(
      rows.map((r) => ({ card: r.cardNumber, kind: r.kind, amount: r.amountCents, member: r.memberId })),
    ).toEqual(
      expect.arrayContaining([
        { card: small, kind: 'PAYMENT', amount: -500, member: ada.memberId },
        { card: big, kind: 'PAYMENT', amount: -(priced.totalCents - 500), member: ada.memberId },
      ]),
    );
    const [stored] = await db().select().from(orders).where(eq(orders.id, id));
    expect(stored?.paymentIntentId).toBeNull();
    expect(stored?.appUserId).toBe(ada.memberId);

    // The member sees whole card numbers on their order; anyone else with the id sees nothing.
    const query = `{ order(id: "${id}") { total giftCardPayments { cardNumber cardLastFour amount amountCents } creditCardPayments { amount } } }`;
    const own = await server.graphql<{
      order: { total: number; giftCardPayments: { cardNumber: string | null; amount: number }[] };
    }>(query, {}, { token: ada.tokens.access_token });
    expect(own.data?.order.giftCardPayments).toEqual(
      expect.arrayContaining([
        { cardNumber: small, cardLastFour: small.slice(-4), amount: 500, amountCents: 500 },
        {
          cardNumber: big,
          cardLastFour: big.slice(-4),
          amount: priced.totalCents - 500,
          amountCents: priced.totalCents - 500,
        },
      ]),
    );
    const stranger = await server.graphql<{ order: unknown }>(query);
    expect(stranger.errors).toBeUndefined();
    expect(stranger.data?.order).toBeNull();
  });

  it('the same cart sent again, even concurrently, is one order paid once', async () => {
    const items = [latte()];
    const priced = await price(items);
    const card = await giveCard(ada, 10_000);
    const order = orderOf(items, priced, {
      giftCardPayments: [{ cardNumber: card, amount: priced.totalCents }],
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(order, ada.tokens.access_token)));
    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    expect(new Set(answers.map((a) => a.data?.sendCustomerOrder.id)).size).toBe(1);
    expect(await balanceOf(card)).toBe(10_000 - priced.totalCents);
    expect(await ledgerSum(card)).toBe(10_000 - priced.totalCents);
  });

  it('refuses a card short of its amount, naming it, and takes nothing from the other card', async () => {
    const items = [latte()];
    const priced = await price(items);
    const enough = await giveCard(ada, 5000);
    const short = await giveCard(ada, 100);
    const order = orderOf(items, priced, {
      giftCardPayments: [
        { cardNumber: short, amount: 200 },
        { cardNumber: enough, amount: priced.totalCents - 200 },
      ],
    });
    const answer = await send(order, ada.tokens.access_token);
    expect(answer.errors?.[0]?.message).toBe(
      `Your Brewline Card ending in ${short.slice(-4)} no longer has enough balance for this payment. Please select your cards again.`,
    );
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('CARD_PAYMENT_REFUSED');
    expect(await db().select().from(orders).where(eq(orders.cartId, order.cartId))).toEqual([]);
    expect(await balanceOf(enough)).toBe(5000);
    expect(await balanceOf(short)).toBe(100);
  });

  it("refuses someone else's card, a guest's cards, mixed payments and amounts that are not the total", async () => {
    const items = [latte()];
    const priced = await price(items);
    const bobs = await giveCard(bob, 10_000);
    const adas = await giveCard(ada, 10_000);
    const whole = (cardNumber: string) => ({ giftCardPayments: [{ cardNumber, amount: priced.totalCents }] });

    const stolen = await send(orderOf(items, priced, whole(bobs)), ada.tokens.access_token);
    expect(stolen.errors?.[0]?.message).toBe(
      `The Brewline Card ending in ${bobs.slice(-4)} is not on your account.`,
    );
    const guest = await send(orderOf(items, priced, whole(adas)));
    expect(guest.errors?.[0]?.message).toBe('Please sign in to pay with a Brewline Card.');
    const short = await send(
      orderOf(items, priced, { giftCardPayments: [{ cardNumber: adas, amount: priced.totalCents - 1 }] }),
      ada.tokens.access_token,
    );
    expect(short.errors?.[0]?.message).toBe(
      'Your Brewline Cards do not cover this order. Balance Due: $0.01',
    );
    const twice = await send(
      orderOf(items, priced, {
        giftCardPayments: [
          { cardNumber: adas, amount: 1 },
          { cardNumber: adas, amount: priced.totalCents - 1 },
        ],
      }),
      ada.tokens.access_token,
    );
    expect(twice.errors?.[0]?.message).toBe('Please verify your payment information.');
    const negative = await send(
      orderOf(items, priced, {
        giftCardPayments: [
          { cardNumber: adas, amount: priced.totalCents + 100 },
          { cardNumber: bobs, amount: -100 },
        ],
      }),
      ada.tokens.access_token,
    );
    expect(negative.errors?.[0]?.message).toBe('Please verify your payment information.');

    // A paid credit card sent with cards: refused, and the card payment goes back.
    const withIntent = orderOf(items, priced, {
      creditCardPayment: { amount: priced.totalCents, token: '' },
    });
    const intent = await server.graphql<{
      createStripeOrderPaymentIntent: { id: string; clientSecret: string };
    }>(
      `mutation ($amount: Int!, $storeId: Int!, $order: CustomerOrderInput!) {
        createStripeOrderPaymentIntent(currency: "usd", amount: $amount, storeId: $storeId, order: $order) { id clientSecret }
      }`,
      { amount: priced.totalCents, storeId: LAS_VEGAS, order: withIntent },
      { token: ada.tokens.access_token },
    );
    const made = intent.data?.createStripeOrderPaymentIntent;
    if (!made) throw new Error(JSON.stringify(intent.errors));
    const confirmed = await fetch(`${server.baseUrl}/sandbox/v1/payment_intents/${made.id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_secret: made.clientSecret,
        card: {
          number: TEST_CARDS.succeeds,
          exp_month: 12,
          exp_year: 2031,
          cvc: '123',
          postal_code: '89109',
        },
      }),
    });
    expect(confirmed.status).toBe(200);
    const mixed = await send(
      {
        ...withIntent,
        payment: { creditCardPayment: { amount: priced.totalCents, token: made.id }, ...whole(adas) },
      },
      ada.tokens.access_token,
    );
    expect(mixed.errors?.[0]?.message).toBe(
      'Please pay with your Brewline Cards or with a credit card, not both. Your payment has been refunded.',
    );
    expect(await balanceOf(adas)).toBe(10_000);
    expect(await balanceOf(bobs)).toBe(10_000);
  });

  it('a refund credits every card back exactly once', async () => {
    const items = [latte(2)];
    const priced = await price(items);
    const first = await giveCard(ada, 300);
    const second = await giveCard(ada, 3000);
    const answer = await send(
      orderOf(items, priced, {
        giftCardPayments: [
          { cardNumber: first, amount: 300 },
          { cardNumber: second, amount: priced.totalCents - 300 },
        ],
      }),
      ada.tokens.access_token,
    );
    const id = answer.data?.sendCustomerOrder.id ?? '';
    expect(await balanceOf(second)).toBe(3000 - (priced.totalCents - 300));

    expect(await transitionOrder(db(), id, 'ORDER_REFUND_REQUESTED', new Date())).not.toBeNull();
    expect(await transitionOrder(db(), id, 'ORDER_REFUND_PROCESSED', new Date())).not.toBeNull();
    expect(await balanceOf(first)).toBe(300);
    expect(await balanceOf(second)).toBe(3000);
    // Again, from any path: nothing more.
    await db().transaction((tx) => refundCardPayments(tx, id, new Date()));
    expect(await transitionOrder(db(), id, 'ORDER_REFUND_PROCESSED', new Date())).toBeNull();
    expect(await balanceOf(first)).toBe(300);
    expect(await balanceOf(second)).toBe(3000);
    for (const card of [first, second]) expect(await ledgerSum(card)).toBe(await balanceOf(card));
    const refunds = await db()
      .select()
      .from(cardLedger)
      .where(and(eq(cardLedger.orderId, id), eq(cardLedger.kind, 'REFUND')));
    expect(refunds.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual(
      [300, priced.totalCents - 300].sort((a, b) => a - b),
    );
    expect(refunds.every((r) => r.memberId === ada.memberId)).toBe(true);
  });

  it('partial refunds go back to the cards that paid, in the order they paid; the board refunds the rest', async () => {
    const items = [latte(2)];
    const priced = await price(items);
    const first = await giveCard(ada, 300);
    const second = await giveCard(ada, 3000);
    const answer = await send(
      orderOf(items, priced, {
        giftCardPayments: [
          { cardNumber: first, amount: 300 },
          { cardNumber: second, amount: priced.totalCents - 300 },
        ],
      }),
      ada.tokens.access_token,
    );
    const id = answer.data?.sendCustomerOrder.id ?? '';
    const deps = {
      db: db(),
      payments: new SandboxPaymentProvider(db(), () => new Date()),
      events: { publishStatus: () => undefined },
      now: new Date(),
    };
    const staff = { kind: 'STAFF' as const, memberId: 'support-1', email: 'support@brewline.test' };
    // 400 cents: the cards are credited in card-number order (the ledger's), the first in full.
    const firstCard = [first, second].sort()[0] ?? '';
    const part = await refundOrderPayment(deps, staff, { orderId: id, amountCents: 400, reason: 'Cold' });
    expect(part.order.status).toBe('ORDER_SENT');
    expect(part.refund).toMatchObject({ amountCents: 400, creditCardCents: 0, brewlineCardCents: 400 });
    const paidBy = new Map([
      [first, 300],
      [second, priced.totalCents - 300],
    ]);
    const firstTake = Math.min(400, paidBy.get(firstCard) ?? 0);
    expect(await balanceOf(firstCard)).toBe(
      (firstCard === first ? 0 : 3000 - (priced.totalCents - 300)) + firstTake,
    );

    // The board's full refund gives back exactly the rest and ends the order.
    const ended = await refundOrder(deps, { credentialId: 0, storeId: LAS_VEGAS, termId: 2 }, id, 'Closing');
    expect(ended.status).toBe('ORDER_REFUND_PROCESSED');
    expect(await balanceOf(first)).toBe(300);
    expect(await balanceOf(second)).toBe(3000);
    for (const card of [first, second]) expect(await ledgerSum(card)).toBe(await balanceOf(card));
    const refunded = await db()
      .select({ cents: sql<number>`sum(${cardLedger.amountCents})::int` })
      .from(cardLedger)
      .where(and(eq(cardLedger.orderId, id), eq(cardLedger.kind, 'REFUND')));
    expect(refunded[0]?.cents).toBe(priced.totalCents);
  });

  it('a free drink pays one item of the dearest drink, the rest is taxed, and the reward is used once', async () => {
    const items = [latte(2), croissant()];
    const plain = await price(items);
    const priced = await price(items, true);
    const latteLine = plain.lines.find((l) => l.productId === LATTE);
    const unit = (latteLine?.priceCents ?? 0) / 2;
    expect(priced.rewardDiscountCents).toBe(unit);
    expect(priced.subtotalCents).toBe(plain.subtotalCents);
    expect(priced.totalCents).toBe(priced.subtotalCents - unit + priced.taxCents);
    expect(priced.taxCents).toBeLessThan(plain.taxCents);
    expect(priced.lines.map((l) => l.discountCents)).toEqual([unit, 0]);

    const reward = await claimFreeDrink(ada);
    const listed = await server.graphql<{ myUsableRewards: { id: string; rewardName: string }[] }>(
      'query ($s: Int!) { myUsableRewards(storeId: $s) { id rewardName expiresOn } }',
      { s: LAS_VEGAS },
      { token: ada.tokens.access_token },
    );
    expect(listed.data?.myUsableRewards.map((r) => r.id)).toContain(reward);

    const card = await giveCard(ada, 10_000);
    const pay = { giftCardPayments: [{ cardNumber: card, amount: priced.totalCents }] };
    // Sent with the reward but the undiscounted totals: refused, nothing taken.
    const stale = await send(
      orderOf(
        items,
        plain,
        { giftCardPayments: [{ cardNumber: card, amount: plain.totalCents }] },
        {
          claimedRewardId: reward,
        },
      ),
      ada.tokens.access_token,
    );
    expect(stale.errors?.[0]?.extensions?.['code']).toBe('AMOUNT_MISMATCH');

    const answer = await send(
      orderOf(items, priced, pay, { claimedRewardId: reward }),
      ada.tokens.access_token,
    );
    expect(answer.errors).toBeUndefined();
    const id = answer.data?.sendCustomerOrder.id ?? '';
    expect(await balanceOf(card)).toBe(10_000 - priced.totalCents);
    const [stored] = await db().select().from(orders).where(eq(orders.id, id));
    expect(stored).toMatchObject({
      rewardDiscountCents: unit,
      claimedRewardId: reward,
      totalCents: priced.totalCents,
    });
    const lines = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.lineNo));
    expect(lines.map((l) => l.discountCents)).toEqual([unit, 0]);
    const [used] = await db().select().from(claimedRewards).where(eq(claimedRewards.id, reward));
    expect(used?.consumedOrderId).toBe(id);

    // Used: gone from the list, and a second order cannot have it.
    const after = await server.graphql<{ myUsableRewards: { id: string }[] }>(
      'query ($s: Int!) { myUsableRewards(storeId: $s) { id } }',
      { s: LAS_VEGAS },
      { token: ada.tokens.access_token },
    );
    expect(after.data?.myUsableRewards.map((r) => r.id)).not.toContain(reward);
    const again = await send(
      orderOf(items, priced, pay, { claimedRewardId: reward }),
      ada.tokens.access_token,
    );
    expect(again.errors?.[0]).toMatchObject({
      message: 'This reward is no longer available. Please place your order without it.',
      extensions: { code: 'REWARD_UNAVAILABLE' },
    });
    expect(await balanceOf(card)).toBe(10_000 - priced.totalCents);

    const order = await server.graphql<{
      order: { rewardDiscountCents: number; items: { discountCents: number }[] };
    }>(
      `{ order(id: "${id}") { rewardDiscountCents items { discountCents } } }`,
      {},
      {
        token: ada.tokens.access_token,
      },
    );
    expect(order.data?.order).toEqual({
      rewardDiscountCents: unit,
      items: [{ discountCents: unit }, { discountCents: 0 }],
    });
  });

  it('a free drink with a credit card: the payment intent is for what the reward leaves', async () => {
    const items = [latte(2)];
    const priced = await price(items, true);
    const reward = await claimFreeDrink(ada);
    const order = orderOf(
      items,
      priced,
      { creditCardPayment: { amount: priced.totalCents, token: '' } },
      {
        claimedRewardId: reward,
      },
    );
    const intent = await server.graphql<{
      createStripeOrderPaymentIntent: { id: string; clientSecret: string; amount: number };
    }>(
      `mutation ($amount: Int!, $storeId: Int!, $order: CustomerOrderInput!) {
        createStripeOrderPaymentIntent(currency: "usd", amount: $amount, storeId: $storeId, order: $order) { id clientSecret amount }
      }`,
      { amount: priced.totalCents, storeId: LAS_VEGAS, order },
      { token: ada.tokens.access_token },
    );
    const made = intent.data?.createStripeOrderPaymentIntent;
    if (!made) throw new Error(JSON.stringify(intent.errors));
    expect(made.amount).toBe(priced.totalCents);
    await fetch(`${server.baseUrl}/sandbox/v1/payment_intents/${made.id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_secret: made.clientSecret,
        card: {
          number: TEST_CARDS.succeeds,
          exp_month: 12,
          exp_year: 2031,
          cvc: '123',
          postal_code: '89109',
        },
      }),
    });
    const answer = await send(
      { ...order, payment: { creditCardPayment: { amount: priced.totalCents, token: made.id } } },
      ada.tokens.access_token,
    );
    expect(answer.errors).toBeUndefined();
    const [stored] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, answer.data?.sendCustomerOrder.id ?? ''));
    expect(stored).toMatchObject({
      paymentIntentId: made.id,
      claimedRewardId: reward,
      totalCents: priced.totalCents,
    });
    expect(stored?.rewardDiscountCents).toBeGreaterThan(0);
  });

  it('a free drink that covers the order needs no payment at all', async () => {
    const items = [latte()];
    const priced = await price(items, true);
    expect(priced).toMatchObject({ totalCents: 0, taxCents: 0 });
    const reward = await claimFreeDrink(ada);
    const card = await giveCard(ada, 1000);
    const paying = await send(
      orderOf(
        items,
        priced,
        { giftCardPayments: [{ cardNumber: card, amount: 1 }] },
        { claimedRewardId: reward },
      ),
      ada.tokens.access_token,
    );
    expect(paying.errors?.[0]?.message).toBe('Please verify your payment information.');
    const answer = await send(
      orderOf(items, priced, {}, { claimedRewardId: reward }),
      ada.tokens.access_token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.sendCustomerOrder.status.status).toBe('ORDER_SENT');
    expect(await balanceOf(card)).toBe(1000);
  });

  it('an order that fails late gives its cards and its reward back, once', async () => {
    const items = [latte(2)];
    const priced = await price(items, true);
    const reward = await claimFreeDrink(ada);
    const card = await giveCard(ada, 5000);
    const answer = await send(
      orderOf(
        items,
        priced,
        { giftCardPayments: [{ cardNumber: card, amount: priced.totalCents }] },
        { claimedRewardId: reward },
      ),
      ada.tokens.access_token,
    );
    const id = answer.data?.sendCustomerOrder.id ?? '';
    expect(await balanceOf(card)).toBe(5000 - priced.totalCents);

    // What the late-order watchdog does when no terminal took the order.
    expect(await transitionOrder(db(), id, 'ORDER_ERROR', new Date(), 'late')).not.toBeNull();
    expect(await balanceOf(card)).toBe(5000);
    const [released] = await db().select().from(claimedRewards).where(eq(claimedRewards.id, reward));
    expect(released?.consumedOrderId).toBeNull();
    // A refund of the failed order afterwards credits nothing more.
    expect(await transitionOrder(db(), id, 'ORDER_REFUND_REQUESTED', new Date())).not.toBeNull();
    expect(await transitionOrder(db(), id, 'ORDER_REFUND_PROCESSED', new Date())).not.toBeNull();
    expect(await balanceOf(card)).toBe(5000);
    expect(await ledgerSum(card)).toBe(5000);

    // The reward is usable again, by one new order.
    const again = await send(
      orderOf(
        items,
        await price(items, true),
        { giftCardPayments: [{ cardNumber: card, amount: priced.totalCents }] },
        { claimedRewardId: reward },
      ),
      ada.tokens.access_token,
    );
    expect(again.errors).toBeUndefined();
  });

  it("refuses a reward that is expired, removed, someone else's, or with no drink to pay for", async () => {
    const drink = [latte()];
    const pricedDrink = await price(drink, true);
    const food = [croissant()];
    const pricedFood = await price(food, true);
    expect(pricedFood.rewardDiscountCents).toBe(0);
    const card = await giveCard(ada, 10_000);
    const pay = (p: Priced) => ({ giftCardPayments: [{ cardNumber: card, amount: p.totalCents }] });
    const expired = await claimFreeDrink(ada, { createdAt: new Date(Date.now() - 40 * 86_400_000) });
    const removed = await claimFreeDrink(ada, { removedAt: new Date() });
    const bobsReward = await claimFreeDrink(bob);
    for (const rewardId of [expired, removed, bobsReward]) {
      const answer = await send(
        orderOf(drink, pricedDrink, {}, { claimedRewardId: rewardId }),
        ada.tokens.access_token,
      );
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('REWARD_UNAVAILABLE');
    }
    const usable = await claimFreeDrink(ada);
    const noDrink = await send(
      orderOf(food, pricedFood, pay(pricedFood), { claimedRewardId: usable }),
      ada.tokens.access_token,
    );
    expect(noDrink.errors?.[0]?.message).toBe('Your free drink reward needs a drink in your order.');
    const guest = await send(orderOf(drink, pricedDrink, {}, { claimedRewardId: usable }));
    expect(guest.errors?.[0]?.message).toBe('Please sign in to continue.');
    expect(await balanceOf(card)).toBe(10_000);
    const [still] = await db().select().from(claimedRewards).where(eq(claimedRewards.id, usable));
    expect(still?.consumedOrderId).toBeNull();
  });

  it('ten orders racing for one reward: exactly one gets it, the others take no money', async () => {
    const items = [latte(), croissant()];
    const priced = await price(items, true);
    const reward = await claimFreeDrink(ada);
    const card = await giveCard(ada, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(
          orderOf(
            items,
            priced,
            { giftCardPayments: [{ cardNumber: card, amount: priced.totalCents }] },
            {
              claimedRewardId: reward,
            },
          ),
          ada.tokens.access_token,
        ),
      ),
    );
    const won = answers.filter((a) => a.errors === undefined);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0]?.extensions?.['code'] === 'REWARD_UNAVAILABLE')).toHaveLength(
      9,
    );
    expect(await balanceOf(card)).toBe(100_000 - priced.totalCents);
    expect(await ledgerSum(card)).toBe(100_000 - priced.totalCents);
  });
});
