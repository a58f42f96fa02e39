// The payment recovery job settles what a client abandoned after paying: a paid card reload the app
// never recorded is recorded on the card it was bound to (once, whoever runs the job how often), and
// an order payment no order took is refunded. The job is run directly, with a clock past the delay.
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLedger } from '../src/db/schema/cards.ts';
import { paymentIntents } from '../src/db/schema/payments.ts';
import { transitionOrder } from '../src/modules/orders/order-repository.ts';
import { recoverPayments } from '../src/modules/orders/jobs/payment-recovery.ts';
import { unrecordedReloadsQuery } from '../src/payments/payment-intent-repository.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import { ledgerMismatches, startCardsServer, type CardsServer } from './support/cards-server.ts';
import { confirmCard, paidOrder, sendOrder, TEST_CARDS } from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();
const kind = kinds.find((k) => k.name === 'postgres') ?? kinds[0];
if (!kind) throw new Error('no test database');

describe('payment recovery of abandoned payments', () => {
  let server: CardsServer;
  beforeAll(async () => {
    server = await startCardsServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('records a paid reload the app never recorded, and refunds a paid cart that never became an order', async () => {
    const member = await server.signUpMember('recovery');
    const cards = await server.call<{ memberCards: { cardNumber: string; balanceCents: number }[] }>(
      '{ memberCards { cardNumber balanceCents } }',
      {},
      member.access_token,
    );
    const card = cards.data?.memberCards[0];
    if (!card) throw new Error('the new member has no card');
    const intent = await server.call<{ createStripePaymentIntent: { id: string; clientSecret: string } }>(
      'mutation ($n: String!) { createStripePaymentIntent(amount: 1500, currency: "usd", giftCardNumber: $n) { id clientSecret } }',
      { n: card.cardNumber },
      member.access_token,
    );
    const reload = intent.data?.createStripePaymentIntent;
    if (!reload) throw new Error(JSON.stringify(intent.errors));
    expect((await confirmCard(server, reload, TEST_CARDS.succeeds)).body.status).toBe('succeeded');
    // ...and the app closed before upsertAddBalance. A paid cart is abandoned the same way.
    const abandoned = await paidOrder(server, 118);

    const db = server.database.handle.db;
    const options = {
      db,
      payments: new SandboxPaymentProvider(db, () => new Date()),
      now: () => new Date(Date.now() + 3_600_000),
      afterMs: 900_000,
      log: pino({ level: 'silent' }),
    };
    const early = await recoverPayments({ ...options, now: () => new Date() });
    expect(early).toEqual({ refunded: 0, reloaded: 0, settled: 0, failed: 0 });
    // Two servers' jobs in the same moment: each payment is settled once.
    const passes = await Promise.all([recoverPayments(options), recoverPayments(options)]);
    expect(passes.reduce((sum, pass) => sum + pass.reloaded, 0)).toBe(1);
    // (Both passes see the payment refunded; the conditional update let only one of them do it.)
    expect(passes.map((pass) => pass.failed)).toEqual([0, 0]);
    expect(await recoverPayments(options)).toEqual({ refunded: 0, reloaded: 0, settled: 0, failed: 0 });

    const after = await server.call<{ memberCards: { cardNumber: string; balanceCents: number }[] }>(
      '{ memberCards { cardNumber balanceCents } }',
      {},
      member.access_token,
    );
    expect(after.data?.memberCards.find((c) => c.cardNumber === card.cardNumber)?.balanceCents).toBe(
      card.balanceCents + 1500,
    );
    const reloads = await db.select().from(cardLedger).where(eq(cardLedger.paymentIntentId, reload.id));
    expect(reloads.map((row) => row.kind)).toEqual(['RELOAD']);
    // Marked recorded with its ledger row: the sweep's index no longer holds it.
    const [recorded] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, reload.id));
    expect(recorded?.reloadRecordedAt).toBeInstanceOf(Date);
    const [refunded] = await db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, abandoned.payment.creditCardPayment.token));
    expect(refunded).toMatchObject({ status: 'refunded', orderId: null, refundedCents: abandoned.total });
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it("refunds a failed order's card payment when its server died before calling the provider", async () => {
    const order = await paidOrder(server, 118);
    const sent = await sendOrder(server, 118, order);
    const id = sent.data?.sendCustomerOrder.id;
    if (!id) throw new Error(JSON.stringify(sent.errors));
    const db = server.database.handle.db;
    // A server fails the order (the watchdog, the scheduler) and dies before its provider call: only
    // the transition's transaction commits.
    const failed = await transitionOrder(db, id, 'ORDER_ERROR', new Date(), 'the server died next');
    expect(failed?.status).toBe('ORDER_ERROR');
    const intentOf = async () =>
      (
        await db
          .select()
          .from(paymentIntents)
          .where(eq(paymentIntents.id, order.payment.creditCardPayment.token))
      )[0];
    // The refund is owed from that commit on: recorded, not yet settled with the provider.
    expect(await intentOf()).toMatchObject({ status: 'refunded', orderId: id, refundedCents: 0 });

    const pass = await recoverPayments({
      db,
      payments: new SandboxPaymentProvider(db, () => new Date()),
      now: () => new Date(Date.now() + 3_600_000),
      afterMs: 900_000,
      log: pino({ level: 'silent' }),
    });
    expect(pass.settled).toBe(1);
    expect(await intentOf()).toMatchObject({ status: 'refunded', refundedCents: order.total });
  });

  it('looks for unrecorded reloads through their partial index, never through the recorded history', async () => {
    const db = server.database.handle.db;
    // The tables here are small enough for a sequential scan to win: forbid it, so the plan shows
    // whether the index can answer the sweep's query at all (its predicate must imply the index's).
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${unrecordedReloadsQuery(db, new Date(), 100)}`);
      return JSON.stringify(result);
    });
    expect(plan).toContain('payment_intents_unrecorded_reload_idx');
  });
});
