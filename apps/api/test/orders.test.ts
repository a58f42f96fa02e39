// Order submission on both databases: paid orders, declines, idempotent replays, tampering, late
// refusals that give the money back, and the live status subscription.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders.ts';
import { paymentIntents } from '../src/db/schema/payments.ts';
import { unavailableProducts } from '../src/db/schema/stores.ts';
import pino from 'pino';
import { sendDueScheduledOrders } from '../src/modules/orders/jobs/scheduled-order-sender.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import { storeSnapshotsOf } from '../src/modules/stores/store-snapshot.ts';
import {
  confirmCard,
  createIntent,
  draftOrder,
  paidOrder,
  sendOrder,
  TEST_CARDS,
} from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();

const LAS_VEGAS = 118; // open 24 hours
const PHOENIX = 111;
// Saturday 21 Nov 2026, 11:00 in Phoenix (UTC-7): Phoenix is open.
const PHOENIX_MORNING = new Date('2026-11-21T18:00:00Z');

describe.each(kinds)('orders on $name', (kind) => {
  let server: RunningServer;
  let clock = PHOENIX_MORNING;
  const intentStatus = async (id: string) =>
    (await server.database.handle.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0];
  const orderCount = async (cartId: string) =>
    (await server.database.handle.db.select().from(orders).where(eq(orders.cartId, cartId))).length;

  beforeAll(async () => {
    server = await startTestServer(kind, { now: () => clock });
  });
  afterAll(async () => {
    await server.close();
  });

  it('takes a paid order: sent to the store, charged exactly the priced total', async () => {
    const order = await paidOrder(server, LAS_VEGAS);
    const result = await sendOrder(server, LAS_VEGAS, order);
    expect(result.errors).toBeUndefined();
    const sent = result.data?.sendCustomerOrder;
    expect(sent?.status.status).toBe('ORDER_SENT');
    const stored = await server.graphql<{
      order: {
        total: number;
        status: string;
        pickupName: string;
        items: {
          productName: string;
          versionName: string | null;
          modifiers: { name: string; quantity: number }[];
        }[];
        creditCardPayments: { identifier: string; amount: number }[];
      };
    }>(
      `{ order(id: "${sent?.id}", viewerKey: "${sent?.viewerKey}") { total status pickupName items { productName versionName modifiers { name quantity } } creditCardPayments { identifier amount } } }`,
    );
    expect(stored.data?.order.total).toBe(order.total);
    expect(stored.data?.order.creditCardPayments).toEqual([
      { identifier: 'Visa •••• 4242', amount: order.total },
    ]);
    expect(stored.data?.order.items[0]?.modifiers).toEqual([
      { name: 'Oatmilk', quantity: 1 },
      { name: 'Vanilla Syrup', quantity: 2 },
    ]);
    const intent = await intentStatus(order.payment.creditCardPayment.token);
    expect(intent?.orderId).toBe(sent?.id);
    expect(intent?.cardLast4).toBe('4242');
  });

  it('a declined card orders nothing; the same payment then succeeds once with another card', async () => {
    const order = await draftOrder(server, LAS_VEGAS);
    const intent = (await createIntent(server, LAS_VEGAS, order)).data?.createStripeOrderPaymentIntent;
    if (!intent) throw new Error('no intent');
    const declined = await confirmCard(server, intent, TEST_CARDS.declined);
    expect(declined.body).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    order.payment.creditCardPayment.token = intent.id;
    const refused = await sendOrder(server, LAS_VEGAS, order);
    expect(refused.errors?.[0]?.message).toBe('Payment unsuccessful.');
    expect(await orderCount(order.cartId)).toBe(0);

    const poor = await confirmCard(server, intent, TEST_CARDS.insufficient);
    expect(poor.body.last_payment_error?.message).toBe('Your card has insufficient funds.');
    const paid = await confirmCard(server, intent, TEST_CARDS.succeeds);
    expect(paid.body.status).toBe('succeeded');
    const again = await confirmCard(server, intent, TEST_CARDS.succeeds);
    expect(again.body.status).toBe('succeeded');
    expect((await sendOrder(server, LAS_VEGAS, order)).data?.sendCustomerOrder.status.status).toBe(
      'ORDER_SENT',
    );
    expect(await orderCount(order.cartId)).toBe(1);
  });

  it('20 concurrent submissions of one cart make one order with one answer', async () => {
    const order = await paidOrder(server, LAS_VEGAS);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendOrder(server, LAS_VEGAS, order)));
    const ids = new Set(answers.map((a) => a.data?.sendCustomerOrder.id));
    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await orderCount(order.cartId)).toBe(1);
    expect((await intentStatus(order.payment.creditCardPayment.token))?.status).toBe('succeeded');
  });

  it('refuses a tampered amount, and gives back a payment made for tampered totals', async () => {
    const order = await draftOrder(server, LAS_VEGAS);
    const cheap = await createIntent(server, LAS_VEGAS, order, order.total - 100);
    expect(cheap.errors?.[0]?.message).toBe(
      'The prices in your cart have changed. Please review your order.',
    );

    const paid = await paidOrder(server, LAS_VEGAS);
    const tampered = { ...paid, subtotal: paid.subtotal - 100, total: paid.total - 100 };
    const refused = await sendOrder(server, LAS_VEGAS, tampered);
    expect(refused.errors?.[0]?.message).toBe(
      'The prices in your cart have changed. Please review your order. Your payment has been refunded.',
    );
    expect((await intentStatus(paid.payment.creditCardPayment.token))?.status).toBe('refunded');
    expect(await orderCount(paid.cartId)).toBe(0);
  });

  it('a store that closed between cart and submit refuses the order and refunds it', async () => {
    const order = await paidOrder(server, PHOENIX);
    clock = new Date('2026-11-22T10:00:00Z'); // 3:00 AM in Phoenix
    try {
      const refused = await sendOrder(server, PHOENIX, order);
      expect(refused.errors?.[0]?.message).toBe(
        'Could not complete checkout as store is closed or about to close. Please select a different store by selecting the store locator. Your payment has been refunded.',
      );
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'STORE_CLOSED', refunded: true });
    } finally {
      clock = PHOENIX_MORNING;
    }
    expect((await intentStatus(order.payment.creditCardPayment.token))?.status).toBe('refunded');
    expect(await orderCount(order.cartId)).toBe(0);
  });

  it('an item made unavailable between cart and submit is named, and the payment refunded', async () => {
    const order = await paidOrder(server, LAS_VEGAS);
    const db = server.database.handle.db;
    await db.insert(unavailableProducts).values({ storeId: LAS_VEGAS, productId: 301 });
    // Written behind the server's back, so the store's snapshot is told, as the board's 86 tells it.
    storeSnapshotsOf(db).invalidate(LAS_VEGAS);
    try {
      const refused = await sendOrder(server, LAS_VEGAS, order);
      expect(refused.errors?.[0]?.message).toBe(
        "We've removed the unavailable item(s) from your cart: Caffè Latte. Please select a different store or product to proceed with checkout. Your payment has been refunded.",
      );
      expect(refused.errors?.[0]?.extensions?.['lineIds']).toEqual([order.items[0]?.lineId]);
    } finally {
      await db.delete(unavailableProducts).where(eq(unavailableProducts.storeId, LAS_VEGAS));
      storeSnapshotsOf(db).invalidate(LAS_VEGAS);
    }
    expect((await intentStatus(order.payment.creditCardPayment.token))?.status).toBe('refunded');
  });

  it('refuses the global store and bad contact details with the catalogue messages', async () => {
    const global = await draftOrder(server, 995);
    expect((await sendOrder(server, 995, global)).errors?.[0]?.message).toBe(
      'Cannot send an order to the global online ordering store.',
    );
    const noPhone = { ...(await draftOrder(server, LAS_VEGAS)), phone: '555' };
    expect((await sendOrder(server, LAS_VEGAS, noPhone)).errors?.[0]?.message).toBe(
      'Phone number must be 10 digits. Example: 5553334567',
    );
    const noName = { ...(await draftOrder(server, LAS_VEGAS)), pickupName: ' ' };
    expect((await sendOrder(server, LAS_VEGAS, noName)).errors?.[0]?.message).toBe('Name is required.');
    const noCar = await draftOrder(server, LAS_VEGAS, 'PARKING_LOT');
    expect((await sendOrder(server, LAS_VEGAS, noCar)).errors?.[0]?.message).toBe(
      'Cannot create a valid car from the input state.',
    );
  });

  it("offers today's pickup slots in the store time zone and schedules an order for one", async () => {
    const slots =
      (
        await server.graphql<{ pickupSlots: { time: string; label: string }[] }>(
          `{ pickupSlots(storeId: ${PHOENIX}) { time label } }`,
        )
      ).data?.pickupSlots ?? [];
    expect(slots[0]).toEqual({ time: '2026-11-21T18:15:00.000Z', label: '11:15 AM' });
    const order = { ...(await paidOrder(server, PHOENIX)), time: slots[2]?.time };
    expect((await sendOrder(server, PHOENIX, order)).data?.sendCustomerOrder.status.status).toBe(
      'ORDER_SCHEDULED',
    );
    const offSlot = { ...(await paidOrder(server, PHOENIX)), time: '2026-11-21T18:20:00.000Z' };
    expect((await sendOrder(server, PHOENIX, offSlot)).errors?.[0]?.message).toBe(
      'Please choose one of the pickup times offered. Your payment has been refunded.',
    );
  });

  it('a scheduled order waits, then goes to the store when its make time begins', async () => {
    const slots =
      (
        await server.graphql<{ pickupSlots: { time: string }[] }>(
          `{ pickupSlots(storeId: ${PHOENIX}) { time } }`,
        )
      ).data?.pickupSlots ?? [];
    const slot = new Date(slots[3]?.time ?? '');
    const order = { ...(await paidOrder(server, PHOENIX)), time: slot.toISOString() };
    const placed = (await sendOrder(server, PHOENIX, order)).data?.sendCustomerOrder;
    const id = placed?.id ?? '';
    const published: string[] = [];
    const db = server.database.handle.db;
    const scheduler = {
      db,
      payments: new SandboxPaymentProvider(db, () => clock),
      events: { publishStatus: (update: { status: string }) => published.push(update.status) },
      log: pino({ level: 'silent' }),
    };
    const status = async () =>
      (
        await server.graphql<{ order: { status: string } }>(
          `{ order(id: "${id}", viewerKey: "${placed?.viewerKey}") { status } }`,
        )
      ).data?.order.status;
    // Eleven minutes before the slot (make time is 10): still waiting.
    await sendDueScheduledOrders({ ...scheduler, now: () => new Date(slot.getTime() - 11 * 60_000) });
    expect(await status()).toBe('ORDER_SCHEDULED');
    // Ten minutes before: the order goes to the store, and the customer hears it.
    await sendDueScheduledOrders({ ...scheduler, now: () => new Date(slot.getTime() - 10 * 60_000) });
    expect(await status()).toBe('ORDER_SENT');
    expect(published).toContain('ORDER_SENT');
  });
});
