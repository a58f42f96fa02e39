// Placing an order in one statement (orders/checkout/order-placement.ts), as a caller sees it. The order of a
// cart is no longer looked up before a new order is placed, so these pin down what that must not
// change: a replay is answered with the order already placed whatever would refuse a new one now, a
// second payment for the same cart is left alone, the claim on a payment is exact, and an order racing
// the refund of its own payment ends with the order and its payment, or with the refund and no order.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders.ts';
import { paymentIntents } from '../src/db/schema/payments.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import {
  confirmCard,
  createIntent,
  draftOrder,
  paidOrder,
  sendOrder,
  TEST_CARDS,
  type OrderDraft,
} from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();

const LAS_VEGAS = 118; // open 24 hours
const PHOENIX = 111;
// Saturday 21 Nov 2026, 11:00 in Phoenix (UTC-7): Phoenix is open.
const PHOENIX_MORNING = new Date('2026-11-21T18:00:00Z');
const PHOENIX_NIGHT = new Date('2026-11-22T10:00:00Z'); // 3:00 AM: closed

describe.each(kinds)('placing orders on $name', (kind) => {
  let server: RunningServer;
  let clock = PHOENIX_MORNING;
  const intent = async (id: string) =>
    (await server.database.handle.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0];
  const ordersOfCart = (cartId: string) =>
    server.database.handle.db.select().from(orders).where(eq(orders.cartId, cartId));
  const token = (order: OrderDraft) => order.payment.creditCardPayment.token;

  beforeAll(async () => {
    server = await startTestServer(kind, { now: () => clock });
  });
  afterAll(async () => {
    await server.close();
  });

  it('a replay gets the order already placed, even where a new order would now be refused, and keeps its payment', async () => {
    const order = await paidOrder(server, PHOENIX);
    const first = (await sendOrder(server, PHOENIX, order)).data?.sendCustomerOrder;
    expect(first?.status.status).toBe('ORDER_SENT');
    clock = PHOENIX_NIGHT;
    try {
      // Each of these alone refuses a new order (closed store, bad phone, tampered total).
      for (const replay of [order, { ...order, phone: '555' }, { ...order, total: order.total - 1 }]) {
        const answer = await sendOrder(server, PHOENIX, replay);
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.sendCustomerOrder).toEqual(first);
      }
    } finally {
      clock = PHOENIX_MORNING;
    }
    expect(await ordersOfCart(order.cartId)).toHaveLength(1);
    expect(await intent(token(order))).toMatchObject({ status: 'succeeded', orderId: first?.id });
  });

  it('a replay paid a second time for the same cart gets the first order and leaves that payment untouched', async () => {
    const order = await paidOrder(server, LAS_VEGAS);
    const first = (await sendOrder(server, LAS_VEGAS, order)).data?.sendCustomerOrder;
    // The first payment is taken, so the checkout makes a new one for the same cart.
    const second = (await createIntent(server, LAS_VEGAS, order)).data?.createStripeOrderPaymentIntent;
    if (!second) throw new Error('no second intent');
    expect(second.id).not.toBe(token(order));
    await confirmCard(server, second, TEST_CARDS.succeeds);

    const answer = await sendOrder(server, LAS_VEGAS, {
      ...order,
      payment: { creditCardPayment: { amount: order.total, token: second.id } },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.sendCustomerOrder).toEqual(first);
    expect(await ordersOfCart(order.cartId)).toHaveLength(1);
    // Neither claimed by the order nor refunded here: the recovery job gives back payments no order took.
    expect(await intent(second.id)).toMatchObject({ status: 'succeeded', orderId: null });
  });

  it('a succeeded payment of another amount pays for nothing: no order, and it is given back', async () => {
    const order = await draftOrder(server, LAS_VEGAS);
    const id = `pi_test_${randomBytes(8).toString('hex')}`;
    const now = new Date();
    await server.database.handle.db.insert(paymentIntents).values({
      id,
      clientSecret: `${id}_secret`,
      amountCents: order.total + 1,
      currency: 'usd',
      status: 'succeeded',
      description: 'a payment for another total',
      storeId: LAS_VEGAS,
      cartId: order.cartId,
      createdAt: now,
      updatedAt: now,
    });
    order.payment.creditCardPayment.token = id;
    const refused = await sendOrder(server, LAS_VEGAS, order);
    expect(refused.errors?.[0]?.message).toBe('Payment unsuccessful. Your payment has been refunded.');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'PAYMENT_NOT_SUCCEEDED', refunded: true });
    expect(await ordersOfCart(order.cartId)).toHaveLength(0);
    expect(await intent(id)).toMatchObject({ status: 'refunded', orderId: null });
  });

  it('orders racing the refund of their own payment end with the order and its payment, or the refund and no order', async () => {
    const refunds = new SandboxPaymentProvider(server.database.handle.db, () => clock);
    const drafts = await Promise.all(Array.from({ length: 10 }, () => paidOrder(server, LAS_VEGAS)));
    const races = await Promise.all(
      drafts.map(async (order) => {
        const [answer, refunded] = await Promise.all([
          sendOrder(server, LAS_VEGAS, order),
          refunds.refundUnclaimed(token(order)),
        ]);
        return { order, answer, refunded };
      }),
    );
    for (const { order, answer, refunded } of races) {
      const stored = await ordersOfCart(order.cartId);
      const payment = await intent(token(order));
      const placed = answer.data?.sendCustomerOrder;
      if (placed) {
        expect(refunded).toBe(false);
        expect(stored.map((row) => row.id)).toEqual([placed.id]);
        expect(payment).toMatchObject({ status: 'succeeded', orderId: placed.id });
      } else {
        expect(answer.errors?.[0]?.message).toBe('Payment unsuccessful. Your payment has been refunded.');
        expect(refunded).toBe(true);
        expect(stored).toHaveLength(0);
        expect(payment).toMatchObject({ status: 'refunded', orderId: null });
      }
    }
  });
});
