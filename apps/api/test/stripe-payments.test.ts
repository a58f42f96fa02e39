// PAYMENTS=stripe against a loopback double of Stripe's API: intents created once per cart with an
// idempotency key, orders taken only for succeeded intents, refunds through Stripe, and the webhook
// verifying signatures (forged and stale refused) and ignoring a redelivered event.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentIntents } from '../src/db/schema/payments.ts';
import { refundOrderPayment } from '../src/modules/orders/refunds/order-refund-service.ts';
import { createStripeClient } from '../src/payments/stripe-client.ts';
import { StripePaymentProvider } from '../src/payments/stripe-provider.ts';
import { createIntent, draftOrder, sendOrder } from './support/order-flow.ts';
import { startStripeDouble, type StripeDouble } from './support/stripe-double.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();
const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

describe.each(kinds)('Stripe payments on $name', (kind) => {
  let double: StripeDouble;
  let server: RunningServer;

  beforeAll(async () => {
    double = await startStripeDouble();
    server = await startTestServer(kind, {
      payments: {
        kind: 'stripe',
        secretKey: 'sk_test_brewline',
        publishableKey: 'pk_test_brewline',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: double.url,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await double.close();
  });

  const webhook = (payload: string, header: string) =>
    fetch(`${server.baseUrl}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });

  it('tells the browser to load the Stripe form with the publishable key', async () => {
    const config = await server.graphql<{ paymentConfig: { provider: string; publishableKey: string } }>(
      '{ paymentConfig { provider publishableKey } }',
    );
    expect(config.data?.paymentConfig).toEqual({ provider: 'stripe', publishableKey: 'pk_test_brewline' });
    expect(
      (await fetch(`${server.baseUrl}/sandbox/v1/payment_intents/pi_x/confirm`, { method: 'POST' })).status,
    ).toBe(404);
  });

  it('creates one intent per cart, and takes the order once Stripe says it succeeded', async () => {
    const order = await draftOrder(server, 118);
    const first = (await createIntent(server, 118, order)).data?.createStripeOrderPaymentIntent;
    const again = (await createIntent(server, 118, order)).data?.createStripeOrderPaymentIntent;
    expect(first?.id).toMatch(/^pi_double_/);
    expect(again?.id).toBe(first?.id);
    expect(first?.clientSecret).toBe(`${first?.id ?? ''}_secret_x`);
    expect(double.intents.get(first?.id ?? '')?.amount).toBe(order.total);
    order.payment.creditCardPayment.token = first?.id ?? '';

    const unpaid = await sendOrder(server, 118, order);
    expect(unpaid.errors?.[0]?.message).toBe('Payment unsuccessful.');
    const intent = double.intents.get(first?.id ?? '');
    if (intent) intent.status = 'succeeded'; // the customer confirmed in Stripe's Payment Element
    expect((await sendOrder(server, 118, order)).data?.sendCustomerOrder.status.status).toBe('ORDER_SENT');
  });

  it('refunds part of an order through Stripe, each part once under its own key, then the rest', async () => {
    const order = await draftOrder(server, 118);
    const intentId = (await createIntent(server, 118, order)).data?.createStripeOrderPaymentIntent.id ?? '';
    const intent = double.intents.get(intentId);
    if (intent) intent.status = 'succeeded';
    order.payment.creditCardPayment.token = intentId;
    const orderId = (await sendOrder(server, 118, order)).data?.sendCustomerOrder.id ?? '';
    const db = server.database.handle.db;
    const deps = {
      db,
      payments: new StripePaymentProvider(
        db,
        await createStripeClient({ secretKey: 'sk_test_brewline', apiUrl: double.url }),
        () => new Date(),
      ),
      events: { publishStatus: () => undefined },
      now: new Date(),
    };
    const staff = { kind: 'STAFF' as const, memberId: 'support-1', email: 'support@brewline.test' };
    const half = Math.floor(order.total / 2);
    const first = await refundOrderPayment(deps, staff, {
      orderId,
      amountCents: half,
      reason: 'Cold',
      idempotencyKey: 'k1',
    });
    await refundOrderPayment(deps, staff, {
      orderId,
      amountCents: half,
      reason: 'Cold',
      idempotencyKey: 'k1',
    });
    const rest = await refundOrderPayment(deps, staff, { orderId, amountCents: null, reason: 'Closing' });
    expect(rest.order.status).toBe('ORDER_REFUND_PROCESSED');
    expect(double.refunds.filter((r) => r.payment_intent === intentId)).toEqual([
      {
        payment_intent: intentId,
        idempotencyKey: `brewline-refund-part-${first.refund?.id ?? ''}`,
        amount: half,
      },
      {
        payment_intent: intentId,
        idempotencyKey: `brewline-refund-part-${rest.refund?.id ?? ''}`,
        amount: order.total - half,
      },
    ]);
    const [stored] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
    expect(stored).toMatchObject({ status: 'refunded', refundedCents: order.total });
  });

  it('refunds through Stripe when it must refuse a paid order', async () => {
    const order = await draftOrder(server, 118);
    const created = (await createIntent(server, 118, order)).data?.createStripeOrderPaymentIntent;
    const intent = double.intents.get(created?.id ?? '');
    if (intent) intent.status = 'succeeded';
    order.payment.creditCardPayment.token = created?.id ?? '';
    const refused = await sendOrder(server, 118, { ...order, total: order.total + 1 });
    expect(refused.errors?.[0]?.message).toMatch(/Your payment has been refunded\.$/);
    // The whole payment: nothing of it was given back before.
    expect(double.refunds).toContainEqual({
      payment_intent: created?.id,
      idempotencyKey: `brewline-refund-${created?.id ?? ''}`,
      amount: order.total,
    });
  });

  it('accepts a signed webhook once, ignores its redelivery, refuses forged and stale signatures', async () => {
    const order = await draftOrder(server, 118);
    const created = (await createIntent(server, 118, order)).data?.createStripeOrderPaymentIntent;
    const payload = JSON.stringify({
      id: `evt_${created?.id ?? ''}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: created?.id, object: 'payment_intent', status: 'succeeded' } },
    });
    const signed = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const first = await webhook(payload, signed);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await (await webhook(payload, signed)).json()).toEqual({ received: true, duplicate: true });

    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await webhook(payload, forged)).status).toBe(400);
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    const staleAnswer = await webhook(payload, stale);
    expect(staleAnswer.status).toBe(400);
    expect(await staleAnswer.json()).toEqual({ message: 'Invalid Stripe signature.' });
  });
});
