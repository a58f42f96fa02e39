// A production server without SMTP_URL beside one with it, on both databases: the server that cannot
// send never takes e-mail from the shared outbox (it would be a customer's e-mail never sent), says
// so once at start, and /readyz shows the mail transport and the oldest waiting e-mail's age while
// staying ready; the server with SMTP delivers the e-mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { outboxMessages } from '../src/db/schema/outbox.ts';
import { smtpTransport } from '../src/modules/notifications/mail-transport.ts';
import { buildServer, type MailOptions } from '../src/server.ts';
import { graphqlOver } from './support/graphql-post.ts';
import { paidOrder, sendOrder, type ApiClient } from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestSmtp, type TestSmtp } from './support/test-smtp.ts';

const kinds = await availableTestDatabases();

const STORE = 118; // Las Vegas, open 24 hours
const START = new Date('2026-11-24T18:00:00Z');
/** This file's SMTP ports, one per database kind, apart from mail.test.ts's. */
const SMTP_PORTS = { pglite: 3561, postgres: 3562 } as const;
const NO_SMTP_WARNING = /SMTP_URL is not set/;

const until = async (check: () => boolean | Promise<boolean>, ms = 8000): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function mailOptions(smtp: TestSmtp | null): MailOptions {
  return {
    transport: smtp ? smtpTransport(smtp.url) : null,
    from: 'Brewline <orders@brewline.example>',
    publicUrl: 'https://order.example.com',
    pollMs: 30,
  };
}

interface Served {
  client: ApiClient;
  logLines: string[];
  readyz(): Promise<{ status: number; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

async function serveOn(
  handle: DatabaseHandle,
  now: () => Date,
  options: { mail: MailOptions | null; production: boolean },
): Promise<Served> {
  const logLines: string[] = [];
  const { app } = await buildServer({
    database: handle,
    webDistDir: null,
    logLevel: 'info',
    logStream: { write: (line) => logLines.push(line) },
    now,
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    client: {
      baseUrl,
      graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
        graphqlOver<T>(baseUrl, query, variables),
    },
    logLines,
    readyz: async () => {
      const response = await app.inject('/readyz');
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    },
    close: () => app.close(),
  };
}

describe.each(kinds)('a production server without SMTP_URL on $name', (kind) => {
  let smtp: TestSmtp;
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let at = START;
  const now = () => at;

  beforeAll(async () => {
    smtp = await startTestSmtp(SMTP_PORTS[kind.name]);
    const database = await kind.open();
    handle = database.handle;
    dispose = () => database.dispose();
  });
  afterAll(async () => {
    await dispose();
    await smtp.close();
  });

  it('leaves the e-mail in the outbox, says so once, and a server with SMTP delivers it', async () => {
    // The order is placed on a server running no sender, so only the two below could take its e-mail.
    const placing = await serveOn(handle, now, { mail: null, production: false });
    const order = await paidOrder(placing.client, STORE);
    const placed = await sendOrder(placing.client, STORE, order);
    await placing.close();
    expect(placed.errors).toBeUndefined();
    const orderId = placed.data?.sendCustomerOrder.id ?? '';
    const row = async () =>
      (await handle.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId)))[0];

    const mute = await serveOn(handle, now, { mail: mailOptions(null), production: true });
    try {
      at = new Date(START.getTime() + 90_000);
      await pause(400); // a dozen of a sender's passes
      const waiting = await row();
      expect(waiting?.status).toBe('PENDING');
      expect(waiting?.attempts).toBe(0);
      expect(waiting?.lockedUntil).toBeNull();
      expect(mute.logLines.filter((line) => NO_SMTP_WARNING.test(line))).toHaveLength(1);
      const ready = await mute.readyz();
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 'ready', mail: 'none' });
      expect(ready.body['outboxOldestSeconds']).toBeGreaterThanOrEqual(90);
    } finally {
      await mute.close();
    }

    const sending = await serveOn(handle, now, { mail: mailOptions(smtp), production: true });
    try {
      expect(await until(async () => (await row())?.status === 'SENT')).toBe(true);
      expect(smtp.received.filter((mail) => mail.subject.startsWith('Your Brewline order'))).toHaveLength(1);
      expect(sending.logLines.filter((line) => NO_SMTP_WARNING.test(line))).toHaveLength(0);
      const ready = await sending.readyz();
      expect(ready.body).toMatchObject({ status: 'ready', mail: 'smtp', outboxOldestSeconds: null });
    } finally {
      await sending.close();
      at = START;
    }
  });

  it('a development server keeps its e-mail for /dev/mail and says so in /readyz', async () => {
    const development = await serveOn(handle, now, { mail: mailOptions(null), production: false });
    try {
      expect((await development.readyz()).body).toMatchObject({ status: 'ready', mail: 'log' });
    } finally {
      await development.close();
    }
  });
});
