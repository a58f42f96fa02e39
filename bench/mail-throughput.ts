// node bench/mail-throughput.ts: how many e-mails a second one mail sender (a worker) delivers into a
// local SMTP sink (deploy/mail-catcher.ts, a process of its own). A fresh PostgreSQL database gets one
// real order, then BENCH_MAIL_MESSAGES (2000) receipts for it in the outbox, as a backlog after a
// rush; the sender drains them (pooled SMTP connections, claims of a hundred) and the rate is printed.
// The figure goes into docs/performance.md by hand, with the machine's load.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { outboxMessages } from '../apps/api/src/db/schema/outbox.ts';
import { startMailSender } from '../apps/api/src/modules/notifications/mail-sender.ts';
import { smtpTransport } from '../apps/api/src/modules/notifications/mail-transport.ts';
import { buildServer } from '../apps/api/src/server.ts';
import { graphqlOver } from '../apps/api/test/support/graphql-post.ts';
import { paidOrder, sendOrder } from '../apps/api/test/support/order-flow.ts';
import { openScratchPostgres } from '../apps/api/test/support/scratch-databases.ts';
import { BENCH_POSTGRES_URL } from './api/bench-databases.ts';

const MESSAGES = Number(process.env['BENCH_MAIL_MESSAGES'] ?? 2000);
const SINK_PORT = Number(process.env['BENCH_MAIL_PORT'] ?? 3590);
const STORE = 118;
const NOW = new Date('2026-11-21T18:00:00Z');

const database = await openScratchPostgres(BENCH_POSTGRES_URL, 'mailbench');
const folder = mkdtempSync(join(tmpdir(), 'brewline-mail-bench-'));
const catcher = spawn(
  process.execPath,
  [fileURLToPath(new URL('../deploy/mail-catcher.ts', import.meta.url)), String(SINK_PORT), folder],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
try {
  await new Promise<void>((resolve) =>
    catcher.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('mail catcher on') && resolve()),
  );
  // One real order, so every receipt renders as a customer's would.
  const server = await buildServer({
    database: database.handle,
    webDistDir: null,
    logLevel: 'warn',
    now: () => NOW,
    mail: null,
    rateLimits: null,
  });
  const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const client = {
    baseUrl,
    graphql: <T>(q: string, v: Record<string, unknown> = {}) => graphqlOver<T>(baseUrl, q, v),
  };
  const placed = await sendOrder(client, STORE, await paidOrder(client, STORE));
  const orderId = placed.data?.sendCustomerOrder.id ?? '';
  await server.app.close();

  const db = database.handle.db;
  await db.delete(outboxMessages);
  const rows = Array.from({ length: MESSAGES }, (_, index) => ({
    kind: 'ORDER_PLACED',
    dedupeKey: `bench-${index}`,
    orderId,
    nextAttemptAt: NOW,
    createdAt: NOW,
  }));
  for (let at = 0; at < rows.length; at += 500)
    await db.insert(outboxMessages).values(rows.slice(at, at + 500));

  const started = performance.now();
  const sender = startMailSender({
    db,
    now: () => new Date(),
    log: pino({ level: 'warn' }),
    transport: smtpTransport(`smtp://127.0.0.1:${SINK_PORT}`),
    from: 'Brewline <orders@brewline.example>',
    publicUrl: 'https://order.example.com',
    pollMs: 50,
  });
  for (;;) {
    const left = await db.$count(outboxMessages, eq(outboxMessages.status, 'PENDING'));
    if (left === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  await sender.stop();
  const sent = await db.$count(outboxMessages, eq(outboxMessages.status, 'SENT'));
  console.log(
    `${sent} of ${MESSAGES} e-mails sent in ${seconds.toFixed(1)} s: ${Math.round(sent / seconds)} a second ` +
      `(load average ${loadavg()[0]?.toFixed(1)} on this machine)`,
  );
} finally {
  catcher.kill();
  await database.dispose();
  rmSync(folder, { recursive: true, force: true });
}
