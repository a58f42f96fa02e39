// Paying an order with Brewline Cards, on both databases: the cards are debited in the order's
// transaction by exactly what the customer chose, a card short of its amount or someone else's card
// takes nothing, and the same cart twice pays once.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardLedger } from '../src/db/schema/cards.ts';
import { orders } from '../src/db/schema/orders.ts';
import { TEST_CARDS } from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { LAS_VEGAS, croissant, latte, useCardPayments } from './support/card-payments.ts';

const kinds = await availableTestDatabases();

describe.each(kinds)('paying with Brewline Cards on $name', (kind) => {
  const cards = useCardPayments(kind);
  const { giveCard, balanceOf, ledgerSum, price, orderOf, send } = cards;

  it('pays an order with two cards: each debited by exactly its part, in the order transaction', async () => {
    const { server, ada, db } = cards;
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
    const { ada } = cards;
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
    const { ada, db } = cards;
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
    const { server, ada, bob } = cards;
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
});
