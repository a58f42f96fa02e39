// The payment provider slow or down: checkout and order submission fail within a bounded time and
// never charge twice; a payment that succeeded while our side failed is refunded by the recovery job;
// a refund whose provider call never completed is sent again. Stripe mode runs against the loopback
// Stripe double behind a proxy the test slows down and cuts; then the sandbox provider.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../src/db/schema/payments.ts';
import { GENERIC_ERROR_MESSAGE } from '../src/graphql/hardening.ts';
import { markRefundedIfUnclaimed } from '../src/payments/payment-intent-repository.ts';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy.ts';
import { createIntent, draftOrder, paidOrder, sendOrder } from './support/order-flow.ts';
import { startStripeDouble, type StripeDouble } from './support/stripe-double.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const STORE = 118;
const TIMEOUT_MS = 800;
const kinds = await availableTestDatabases();
// One database is enough for what this file proves: PostgreSQL when there is one (it starts faster).
const kind = kinds.find((k) => k.name === 'postgres') ?? kinds[0];
if (!kind) throw new Error('no test database');

const until = async (check: () => boolean | Promise<boolean>, ms = 6000): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
};

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

describe('Stripe slow or down', () => {
  let double: StripeDouble;
  let proxy: FaultProxy;
  let server: RunningServer;

  const intentRow = async (id: string) => {
    const [row] = await server.database.handle.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, id));
    return row;
  };
  const refundsOf = (id: string) => double.refunds.filter((refund) => refund.payment_intent === id).length;
  /** Stripe makes one refund of all the calls that share an idempotency key. */
  const refundKeysOf = (id: string) => [
    ...new Set(
      double.refunds.filter((refund) => refund.payment_intent === id).map((refund) => refund.idempotencyKey),
    ),
  ];

  beforeAll(async () => {
    double = await startStripeDouble();
    const target = new URL(double.url);
    proxy = await startFaultProxy(target.hostname, Number(target.port), 2 * TIMEOUT_MS);
    server = await startTestServer(kind, {
      payments: {
        kind: 'stripe',
        secretKey: 'sk_test_brewline',
        publishableKey: 'pk_test_brewline',
        webhookSecret: 'whsec_test_secret',
        apiUrl: `http://127.0.0.1:${proxy.port}`,
      },
      paymentTimeoutMs: TIMEOUT_MS,
      paymentRecoveryAfterMs: 1000,
    });
  });
  afterAll(async () => {
    await server.close();
    await proxy.close();
    await double.close();
  });

  it('a slow provider fails the checkout in bounded time; the retry gets the same intent, not a second one', async () => {
    const order = await draftOrder(server, STORE);
    await proxy.setMode('slow');
    const slow = await timed(() => createIntent(server, STORE, order));
    expect(slow.value.errors?.map((e) => e.message)).toEqual([GENERIC_ERROR_MESSAGE]);
    expect(slow.ms).toBeLessThan(TIMEOUT_MS + 700);
    await proxy.setMode('forward');
    // Stripe did create the intent; its late answer is still recorded, and the retry reuses it.
    const retried = (await createIntent(server, STORE, order)).data?.createStripeOrderPaymentIntent;
    expect(retried?.id).toMatch(/^pi_double_/);
    const forCart = [...double.intents.values()].filter(
      (intent) => intent.metadata['cartId'] === order.cartId,
    );
    expect(forCart.map((intent) => intent.id)).toEqual([retried?.id]);
  });

  it('an order submitted while the provider does not answer fails in bounded time; the retry makes one order', async () => {
    const order = await draftOrder(server, STORE);
    const created = (await createIntent(server, STORE, order)).data?.createStripeOrderPaymentIntent;
    const intent = double.intents.get(created?.id ?? '');
    if (!intent) throw new Error('no intent');
    intent.status = 'succeeded'; // the customer paid in Stripe's Payment Element
    order.payment.creditCardPayment.token = intent.id;

    await proxy.setMode('blackhole');
    const stuck = await timed(() => sendOrder(server, STORE, order));
    expect(stuck.value.errors?.map((e) => e.message)).toEqual([GENERIC_ERROR_MESSAGE]);
    expect(stuck.ms).toBeLessThan(TIMEOUT_MS + 700);
    expect((await intentRow(intent.id))?.orderId).toBeNull();

    await proxy.setMode('forward');
    const sent = await sendOrder(server, STORE, order);
    expect(sent.data?.sendCustomerOrder.status.status).toBe('ORDER_SENT');
    expect(await sendOrder(server, STORE, order)).toEqual(sent);
    expect((await intentRow(intent.id))?.orderId).toBe(sent.data?.sendCustomerOrder.id);
    expect(refundsOf(intent.id)).toBe(0);
  });

  it('a paid intent whose order never came is refunded by the recovery job, once, after the provider is back', async () => {
    const order = await draftOrder(server, STORE);
    const created = (await createIntent(server, STORE, order)).data?.createStripeOrderPaymentIntent;
    const intent = double.intents.get(created?.id ?? '');
    if (!intent) throw new Error('no intent');
    intent.status = 'succeeded';
    order.payment.creditCardPayment.token = intent.id;
    // The submission reached us while Stripe was unreachable: it failed, and no order took the payment.
    await proxy.setMode('refuse');
    expect((await sendOrder(server, STORE, order)).errors?.[0]?.message).toBe(GENERIC_ERROR_MESSAGE);
    await proxy.setMode('forward');
    await server.database.handle.db
      .update(paymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(paymentIntents.id, intent.id)); // what Stripe's webhook records
    await proxy.setMode('refuse');
    // While Stripe is down the job cannot refund; the payment waits, still unclaimed and unrefunded.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await intentRow(intent.id))?.status).toBe('succeeded');
    expect(refundsOf(intent.id)).toBe(0);

    await proxy.setMode('forward');
    expect(await until(async () => (await intentRow(intent.id))?.refundedCents === order.total)).toBe(true);
    expect(await intentRow(intent.id)).toMatchObject({ status: 'refunded', orderId: null });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // another pass or two of the job
    // A call that timed out may have been sent again; under one key, Stripe refunds once.
    expect(refundKeysOf(intent.id)).toEqual([`brewline-refund-${intent.id}`]);
    // The customer's late retry is told the payment did not go through; no order is made.
    expect((await sendOrder(server, STORE, order)).errors?.[0]?.message).toMatch(/^Payment unsuccessful\./);
  });

  it('a refund we recorded but never sent (a crash, a timeout) is sent again by the recovery job', async () => {
    const order = await draftOrder(server, STORE);
    const created = (await createIntent(server, STORE, order)).data?.createStripeOrderPaymentIntent;
    const id = created?.id ?? '';
    await server.database.handle.db
      .update(paymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(paymentIntents.id, id));
    // What a process dying between recording the refund and calling Stripe leaves behind.
    expect(await markRefundedIfUnclaimed(server.database.handle.db, id, new Date(), false)).toBe(true);
    expect(await intentRow(id)).toMatchObject({ status: 'refunded', refundedCents: 0 });
    expect(await until(async () => (await intentRow(id))?.refundedCents === order.total)).toBe(true);
    expect(refundKeysOf(id)).toEqual([`brewline-refund-${id}`]);
  });
});

describe('sandbox payments and the recovery job', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { paymentRecoveryAfterMs: 1000 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refunds a paid cart that never became an order, and leaves paid orders alone', async () => {
    const abandoned = await paidOrder(server, STORE);
    const ordered = await paidOrder(server, STORE);
    const sent = await sendOrder(server, STORE, ordered);
    expect(sent.data?.sendCustomerOrder.status.status).toBe('ORDER_SENT');
    const row = async (id: string) => {
      const [intent] = await server.database.handle.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, id));
      return intent;
    };
    expect(
      await until(async () => (await row(abandoned.payment.creditCardPayment.token))?.status === 'refunded'),
    ).toBe(true);
    expect(await row(abandoned.payment.creditCardPayment.token)).toMatchObject({
      refundedCents: abandoned.total,
      orderId: null,
    });
    expect(await row(ordered.payment.creditCardPayment.token)).toMatchObject({
      status: 'succeeded',
      orderId: sent.data?.sendCustomerOrder.id,
    });
  });
});
