// ROLE=web|worker: a web server runs no background job, and the jobs stay exactly-once with two
// workers on one database: each receipt is sent once, each late order fails once and is refunded once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailTransport, OutgoingMail } from '../src/modules/notifications/mail-transport.ts';
import { buildServer, type BrewlineServer, type ServerOptions } from '../src/server.ts';
import { metricValue } from './support/metrics-reading.ts';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { graphqlOver } from './support/graphql-post.ts';
import { availableTestDatabases, type TestDatabase } from './support/test-databases.ts';
import { outboxMessages } from '../src/db/schema/outbox.ts';
import { eq } from 'drizzle-orm';

const kinds = await availableTestDatabases();
const STORE = 118;
const LATE_AFTER_MS = 60_000;

function recordingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    send: (mail) => {
      sent.push(mail);
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

describe.each(kinds)('web and worker roles on $name', (kind) => {
  let database: TestDatabase;
  let clock = new Date('2026-11-21T18:00:00Z'); // the store is open
  const servers: BrewlineServer[] = [];
  const start = async (role: 'web' | 'worker', transport: MailTransport) => {
    const options: ServerOptions = {
      database: database.handle,
      webDistDir: null,
      logLevel: 'warn',
      now: () => clock,
      lateOrderMs: LATE_AFTER_MS,
      paymentRecoveryAfterMs: 3_600_000,
      schedulerPollMs: null,
      backgroundJobs: role === 'worker',
      mail: {
        transport,
        from: 'Brewline <orders@brewline.example>',
        publicUrl: 'http://localhost',
        pollMs: 20,
      },
    };
    const server = await buildServer(options);
    servers.push(server);
    return server;
  };
  const pendingMail = async () =>
    (await database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.status, 'PENDING')))
      .length;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    for (const server of servers) await server.app.close();
    await database.dispose();
  });

  it('a web server leaves the outbox and late orders to the workers; two workers act on each exactly once', async () => {
    const webMail = recordingTransport();
    const web = await start('web', webMail);
    const baseUrl = await web.app.listen({ port: 0, host: '127.0.0.1' });
    const client = {
      baseUrl,
      graphql: <T>(q: string, v: Record<string, unknown> = {}) => graphqlOver<T>(baseUrl, q, v),
    };
    const orderCount = 3;
    for (let i = 0; i < orderCount; i++) {
      const placed = await sendOrder(client, STORE, await paidOrder(client, STORE));
      expect(placed.errors).toBeUndefined();
    }
    const receipts = await pendingMail();
    expect(receipts).toBeGreaterThanOrEqual(orderCount);
    // The orders are late from now on: only a worker's watchdog fails them.
    clock = new Date(clock.getTime() + LATE_AFTER_MS + 1000);

    const workerMail = [recordingTransport(), recordingTransport()];
    const workers = [
      await start('worker', workerMail[0] ?? webMail),
      await start('worker', workerMail[1] ?? webMail),
    ];
    const failed = async () => {
      let total = 0;
      for (const worker of workers)
        total += await metricValue(worker.metrics, 'brewline_orders_total', { event: 'failed' });
      return total;
    };
    await vi.waitFor(
      async () => {
        expect(await failed()).toBe(orderCount);
        expect(await pendingMail()).toBe(0);
      },
      { timeout: 15_000, interval: 50 },
    );

    // Nothing taken by the web server, nothing sent twice (the failure notices are e-mails too).
    expect(webMail.sent).toEqual([]);
    const sentIds = workerMail.flatMap((transport) => transport.sent.map((mail) => mail.messageId));
    expect(sentIds.length).toBeGreaterThanOrEqual(receipts + orderCount);
    expect(new Set(sentIds).size).toBe(sentIds.length);
    expect(await metricValue(web.metrics, 'brewline_orders_total', { event: 'failed' })).toBe(0);
    let refunds = 0;
    for (const worker of workers)
      refunds += await metricValue(worker.metrics, 'brewline_payment_provider_calls_total', {
        operation: 'settleRefund',
        result: 'ok',
      });
    expect(refunds).toBe(orderCount);
  });
});
