// A claimed free drink at checkout, on both databases: it pays one item of the dearest drink, the
// payment is for what it leaves, it is used by one order only, and a reward that cannot apply is
// refused.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../src/db/schema/orders.ts';
import { claimedRewards } from '../src/db/schema/rewards.ts';
import { LATTE, TEST_CARDS } from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { LAS_VEGAS, croissant, latte, useCardPayments, type Priced } from './support/card-payments.ts';

const kinds = await availableTestDatabases();

describe.each(kinds)('a claimed free drink at checkout on $name', (kind) => {
  const cards = useCardPayments(kind);
  const { giveCard, balanceOf, ledgerSum, price, orderOf, send, claimFreeDrink } = cards;

  it('a free drink pays one item of the dearest drink, the rest is taxed, and the reward is used once', async () => {
    const { server, ada, db } = cards;
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
    const { server, ada, db } = cards;
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
    const { ada } = cards;
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

  it("refuses a reward that is expired, removed, someone else's, or with no drink to pay for", async () => {
    const { ada, bob, db } = cards;
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
    const { ada } = cards;
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
