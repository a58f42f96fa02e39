// Customers' e-mail on both databases, through a real SMTP server in the test process: the order's
// receipt, ready, refunded and failed e-mails and what each says; the outbox sends each once though
// the server dies between the commit and the send, or a sender dies holding the message; a permanent
// 550 for a member's address sets their bad-email flag, which a new address clears; the member's
// order-updates setting is honoured.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { outboxMessages } from '../src/db/schema/outbox.ts';
import { stores } from '../src/db/schema/stores.ts';
import { refundOrder } from '../src/modules/board/board-service.ts';
import { smtpTransport } from '../src/modules/notifications/mail-transport.ts';
import { transitionOrder } from '../src/modules/orders/order-repository.ts';
import { sendDueScheduledOrders } from '../src/modules/orders/jobs/scheduled-order-sender.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import { buildServer, type MailOptions } from '../src/server.ts';
import { graphqlOver } from './support/graphql-post.ts';
import { confirmCard, paidOrder, sendOrder, TEST_CARDS, type ApiClient } from './support/order-flow.ts';
import { signUpMember, startSignedInServer, type SignedInServer } from './support/signed-in-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from './support/test-smtp.ts';

const kinds = await availableTestDatabases();

const STORE = 118; // Las Vegas, open 24 hours
const START = new Date('2026-11-24T18:00:00Z');
const PUBLIC_URL = 'https://order.example.com';
/** This helper's port range is 3500-3599: one SMTP server per database kind. */
const SMTP_PORTS = { pglite: 3531, postgres: 3532 } as const;

const until = async (check: () => boolean | Promise<boolean>, ms = 8000): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const numberOf = (orderId: string) => orderId.slice(24).toUpperCase();
const price = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function clockAt(start: Date) {
  let at = start;
  return {
    now: () => at,
    set: (to: Date) => {
      at = to;
    },
  };
}

function mailOptions(smtp: TestSmtp | null): MailOptions {
  return {
    transport: smtp ? smtpTransport(smtp.url) : null,
    from: 'Brewline <orders@brewline.example>',
    publicUrl: PUBLIC_URL,
    pollMs: 30,
    retryBaseMs: 100,
    leaseMs: 60_000,
  };
}

/** An API server over an open database handle; closing it keeps the database (a restart). */
async function serveOn(handle: DatabaseHandle, now: () => Date, mail: MailOptions | null) {
  const { app } = await buildServer({ database: handle, webDistDir: null, logLevel: 'silent', now, mail });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const client: ApiClient = {
    baseUrl,
    graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      graphqlOver<T>(baseUrl, query, variables),
  };
  return { client, close: () => app.close() };
}

async function placeGuestOrder(server: ApiClient, time?: Date) {
  const order = { ...(await paidOrder(server, STORE)), ...(time ? { time: time.toISOString() } : {}) };
  const result = await sendOrder(server, STORE, order);
  expect(result.errors).toBeUndefined();
  return { id: result.data?.sendCustomerOrder.id ?? '', total: order.total };
}

const mailsAbout = (smtp: TestSmtp, orderId: string): ReceivedMail[] =>
  smtp.received.filter((m) => m.subject.includes(`#${numberOf(orderId)}`));

describe.each(kinds)('customer e-mail on $name', (kind) => {
  let smtp: TestSmtp;
  let server: SignedInServer;
  const clock = clockAt(START);

  beforeAll(async () => {
    smtp = await startTestSmtp(SMTP_PORTS[kind.name]);
    server = await startSignedInServer(await kind.open(), {
      now: clock.now,
      mail: mailOptions(smtp),
      schedulerPollMs: 30,
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("sends the guest a receipt with the order's lines, totals, payment, store and pickup", async () => {
    const { id, total } = await placeGuestOrder(server);
    expect(await until(() => mailsAbout(smtp, id).length > 0)).toBe(true);
    const [receipt] = mailsAbout(smtp, id);
    expect(receipt?.to).toEqual(['ada@example.com']);
    expect(receipt?.subject).toBe(`Your Brewline order #${numberOf(id)}`);
    const text = receipt?.text ?? '';
    expect(text).toContain('Thanks, Ada! Your order is on its way to the store.');
    expect(text).toMatch(/1× Caffè Latte \(Grande, Hot\): \$\d+\.\d\d/);
    expect(text).toContain('Oatmilk, 2 Vanilla Syrup');
    expect(text).toContain(`Total: ${price(total)}`);
    expect(text).toContain(`Paid with Visa •••• 4242: ${price(total)}`);
    expect(text).toContain('In Store: As soon as possible');
    expect(text).toContain('Brewline Las Vegas Strip, 3645 Las Vegas Blvd S, Las Vegas, NV 89109');
    expect(text).toContain(`See your order: ${PUBLIC_URL}/orders/${id}`);
    expect(receipt?.html).toContain(`href="${PUBLIC_URL}/orders/${id}"`);
    expect(receipt?.html).toContain('Caffè Latte (Grande, Hot)');
    await pause(200);
    expect(mailsAbout(smtp, id)).toHaveLength(1);
  });

  it('tells the customer when the order is ready, and what a refund gave back and why', async () => {
    const db = server.database.handle.db;
    const { id, total } = await placeGuestOrder(server);
    await transitionOrder(db, id, 'ORDER_RECEIVED', clock.now());
    await transitionOrder(db, id, 'ORDER_READY', clock.now());
    const ready = () => mailsAbout(smtp, id).find((m) => m.subject.endsWith('is ready for pickup'));
    expect(await until(() => ready() !== undefined)).toBe(true);
    expect(ready()?.text).toContain('Your order is ready for pickup!');
    expect(ready()?.text).toContain('Pick it up in store at Brewline Las Vegas Strip');

    await refundOrder(
      {
        db,
        payments: new SandboxPaymentProvider(db, clock.now),
        events: { publishStatus: () => undefined },
        now: clock.now(),
      },
      { credentialId: 0, storeId: STORE, termId: 2 },
      id,
      'We ran out of oat milk',
    );
    const refunded = () => mailsAbout(smtp, id).find((m) => m.subject.endsWith('has been refunded'));
    expect(await until(() => refunded() !== undefined)).toBe(true);
    expect(refunded()?.text).toContain("The store's reason: We ran out of oat milk");
    expect(refunded()?.text).toContain(`To Visa •••• 4242: ${price(total)}`);
    await pause(200);
    expect(mailsAbout(smtp, id).map((m) => m.subject)).toEqual([
      `Your Brewline order #${numberOf(id)}`,
      `Your order #${numberOf(id)} is ready for pickup`,
      `Your order #${numberOf(id)} has been refunded`,
    ]);
  });

  it('tells the customer why a scheduled order failed and that the money went back', async () => {
    const db = server.database.handle.db;
    const { id, total } = await placeGuestOrder(server, new Date('2026-11-24T18:30:00Z'));
    await db
      .update(stores)
      .set({ monThruThursOpen: '0', monThruThursClose: '0' })
      .where(eq(stores.storeId, STORE));
    try {
      clock.set(new Date('2026-11-24T18:20:00Z')); // the make time
      await sendDueScheduledOrders({
        db,
        payments: new SandboxPaymentProvider(db, clock.now),
        events: { publishStatus: () => undefined },
        now: clock.now,
        log: pino({ level: 'silent' }),
      });
    } finally {
      await db
        .update(stores)
        .set({ monThruThursOpen: '0', monThruThursClose: '2400' })
        .where(eq(stores.storeId, STORE));
    }
    const failed = () => mailsAbout(smtp, id).find((m) => m.subject.endsWith('could not be made'));
    expect(await until(() => failed() !== undefined)).toBe(true);
    expect(failed()?.text).toContain(
      'The store is closed at your pickup time, so your scheduled order was not sent. Your payment has been returned.',
    );
    expect(failed()?.text).toContain(`To Visa •••• 4242: ${price(total)}`);
    const receipt = mailsAbout(smtp, id).find((m) => m.subject.startsWith('Your Brewline order'));
    expect(receipt?.text).toContain('Thanks, Ada! Your order is scheduled.');
    expect(receipt?.text).toContain('In Store: Tue, Nov 24, 10:30 AM');
    clock.set(START);
  });

  it('sends a member who wants rewards e-mail a receipt for a card reload', async () => {
    clock.set(new Date()); // tokens are checked against the server's clock
    try {
      const member = await signUpMember(server.baseUrl, 'reload');
      const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
        server.graphql<T>(query, variables, member.token);
      await call('mutation ($i: MemberAccountInput!) { updateAccount(input: $i) { message } }', {
        i: { email: member.email, phone: '3127360145', ewardSubscription: true },
      });
      const card = (await call<{ memberCards: { cardNumber: string }[] }>('{ memberCards { cardNumber } }'))
        .data?.memberCards[0]?.cardNumber;
      if (!card) throw new Error('no card');
      const intent = (
        await call<{ createStripePaymentIntent: { id: string; clientSecret: string } }>(
          `mutation ($card: String!) { createStripePaymentIntent(amount: 1000, currency: "usd", description: "Brewline Card Balance Reload", giftCardNumber: $card) { id clientSecret } }`,
          { card },
        )
      ).data?.createStripePaymentIntent;
      if (!intent) throw new Error('no intent');
      await confirmCard(server, intent, TEST_CARDS.succeeds);
      const added = await call<{ upsertAddBalance: { added: boolean } }>(
        'mutation ($id: String!, $card: String!) { upsertAddBalance(paymentIntentId: $id, giftCardNumber: $card, balanceToAdd: 1000) { added } }',
        { id: intent.id, card },
      );
      expect(added.data?.upsertAddBalance.added).toBe(true);
      const subject = `$10.00 added to your Brewline Card •••• ${card.slice(-4)}`;
      expect(await until(() => smtp.received.some((m) => m.subject === subject))).toBe(true);
      const receipt = smtp.received.find((m) => m.subject === subject);
      expect(receipt?.to).toEqual([member.email.toLowerCase()]);
      expect(receipt?.text).toContain(`Added to Brewline Card •••• ${card.slice(-4)}: $10.00`);
      expect(receipt?.text).toContain('Paid with Visa •••• 4242: $10.00');
      expect(receipt?.text).toContain(`See your cards: ${PUBLIC_URL}/account/cards`);
    } finally {
      clock.set(START);
    }
  });

  it("a permanent 550 sets the member's bad-email flag; a new address clears it; order e-mails can be turned off", async () => {
    // Tokens are checked against the server's clock: this test runs on the real one.
    clock.set(new Date());
    const member = await signUpMember(server.baseUrl, 'mail', { email: `bounce.${Date.now()}@example.com` });
    const profile = async () =>
      (
        await server.graphql<{ session: { profile: { badEmail: boolean; orderUpdatesEmail: boolean } } }>(
          '{ session { profile { badEmail orderUpdatesEmail } } }',
          {},
          member.token,
        )
      ).data?.session.profile;
    expect(await profile()).toEqual({ badEmail: false, orderUpdatesEmail: true });
    const order = { ...(await paidOrder(server, STORE)), guestEmail: '' };
    const placed = await server.graphql<{ sendCustomerOrder: { id: string } }>(
      'mutation ($order: CustomerOrderInput!, $storeId: Int!) { sendCustomerOrder(order: $order, storeId: $storeId) { id } }',
      { order, storeId: STORE },
      member.token,
    );
    expect(placed.errors).toBeUndefined();
    expect(await until(async () => (await profile())?.badEmail === true)).toBe(true);
    expect(smtp.refused).toContain(member.email.toLowerCase());
    const [row] = await server.database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, placed.data?.sendCustomerOrder.id ?? ''));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, recipient: member.email.toLowerCase() });

    const update =
      'mutation ($i: MemberAccountInput!) { updateAccount(input: $i) { profile { badEmail orderUpdatesEmail } } }';
    const fixed = await server.graphql<{
      updateAccount: { profile: { badEmail: boolean; orderUpdatesEmail: boolean } };
    }>(
      update,
      {
        i: {
          email: `grace.${Date.now()}@example.com`,
          phone: '3127360145',
          ewardSubscription: false,
          orderUpdatesEmail: false,
        },
      },
      member.token,
    );
    expect(fixed.data?.updateAccount.profile).toEqual({ badEmail: false, orderUpdatesEmail: false });

    const quiet = await server.graphql<{ sendCustomerOrder: { id: string } }>(
      'mutation ($order: CustomerOrderInput!, $storeId: Int!) { sendCustomerOrder(order: $order, storeId: $storeId) { id } }',
      { order: { ...(await paidOrder(server, STORE)), guestEmail: '' }, storeId: STORE },
      member.token,
    );
    const quietId = quiet.data?.sendCustomerOrder.id ?? '';
    const status = async () =>
      (
        await server.database.handle.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.orderId, quietId))
      )[0]?.status;
    expect(await until(async () => (await status()) === 'SKIPPED')).toBe(true);
    expect(mailsAbout(smtp, quietId)).toHaveLength(0);
    clock.set(START);
  });
});

describe.each(kinds)('the outbox across crashes on $name', (kind) => {
  let smtp: TestSmtp;
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  const clock = clockAt(START);

  beforeAll(async () => {
    smtp = await startTestSmtp(SMTP_PORTS[kind.name] + 10);
    const database = await kind.open();
    handle = database.handle;
    dispose = () => database.dispose();
  });
  afterAll(async () => {
    await dispose();
    await smtp.close();
  });

  it('a server that dies between the commit and the send: the next one sends the e-mail once', async () => {
    // No sender runs on this server: it commits the order and its outbox row, then goes away.
    const first = await serveOn(handle, clock.now, null);
    const { id } = await placeGuestOrder(first.client);
    await first.close();
    expect(smtp.received).toHaveLength(0);

    const second = await serveOn(handle, clock.now, mailOptions(smtp));
    try {
      expect(await until(() => mailsAbout(smtp, id).length > 0)).toBe(true);
      await pause(300);
      expect(mailsAbout(smtp, id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a sender that dies holding a message: another sends it once its lease runs out', async () => {
    const first = await serveOn(handle, clock.now, null);
    const { id } = await placeGuestOrder(first.client);
    await first.close();
    // A sender claimed the receipt (lease of a minute) and died before sending it.
    await handle.db
      .update(outboxMessages)
      .set({ lockedUntil: new Date(START.getTime() + 60_000), attempts: 1 })
      .where(and(eq(outboxMessages.orderId, id), eq(outboxMessages.kind, 'ORDER_PLACED')));

    const second = await serveOn(handle, clock.now, mailOptions(smtp));
    try {
      await pause(300);
      expect(mailsAbout(smtp, id)).toHaveLength(0);
      clock.set(new Date(START.getTime() + 61_000));
      expect(await until(() => mailsAbout(smtp, id).length > 0)).toBe(true);
      await pause(300);
      expect(mailsAbout(smtp, id)).toHaveLength(1);
    } finally {
      await second.close();
      clock.set(START);
    }
  });

  it('without an SMTP server the e-mail is kept and shown at /dev/mail, which production does not have', async () => {
    const server = await serveOn(handle, clock.now, mailOptions(null));
    try {
      const { id } = await placeGuestOrder(server.client);
      const row = async () =>
        (await handle.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, id)))[0];
      expect(await until(async () => (await row())?.status === 'KEPT')).toBe(true);
      const list = await fetch(`${server.client.baseUrl}/dev/mail`);
      expect(list.status).toBe(200);
      const page = await list.text();
      expect(page).toContain(`Your Brewline order #${numberOf(id)}`);
      expect(page).toContain('to ada@example.com · KEPT');
      const html = await (await fetch(`${server.client.baseUrl}/dev/mail/${(await row())?.id}`)).text();
      expect(html).toContain(`href="${PUBLIC_URL}/orders/${id}"`);
      const text = await (await fetch(`${server.client.baseUrl}/dev/mail/${(await row())?.id}/text`)).text();
      expect(text).toMatch(/^To: ada@example.com\nSubject: Your Brewline order #/);
    } finally {
      await server.close();
    }
    const { app } = await buildServer({
      database: handle,
      webDistDir: null,
      logLevel: 'silent',
      production: true,
      mail: null,
    });
    try {
      expect((await app.inject('/dev/mail')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('an SMTP server that is down: the e-mail waits, retried with backoff, and goes once it is back', async () => {
    await smtp.close();
    const server = await serveOn(handle, clock.now, mailOptions(smtp));
    try {
      const { id } = await placeGuestOrder(server.client);
      const row = async () =>
        (await handle.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, id)))[0];
      expect(await until(async () => ((await row())?.lastError ?? null) !== null)).toBe(true);
      const waiting = await row();
      expect(waiting?.status).toBe('PENDING');
      expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(waiting?.nextAttemptAt.getTime()).toBe(START.getTime() + 100);
      smtp = await startTestSmtp(SMTP_PORTS[kind.name] + 10);
      clock.set(new Date(START.getTime() + 1000));
      expect(await until(async () => (await row())?.status === 'SENT')).toBe(true);
      expect(mailsAbout(smtp, id)).toHaveLength(1);
    } finally {
      await server.close();
      clock.set(START);
    }
  });
});
