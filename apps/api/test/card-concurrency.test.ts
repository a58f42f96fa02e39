// The proof that no interleaving overspends a Brewline Card, on PostgreSQL with two real API
// processes (`node apps/api/src/main.ts`, as production runs them) sharing one database: 500
// concurrent orders of one price each, split across both servers, all paid from one card holding
// exactly 20 times that price, while the same member's other two cards are combined back and forth
// on both servers with the cards work's combineCards mutation (each combine locks every card of the
// member, the paying card included). Exactly 20
// orders are taken, the card ends at 0, no money appears or vanishes, and every card's ledger adds up
// to its balance. PostgreSQL only: PGlite is one process and cannot interleave anything.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { cardLedger, memberCards } from '../src/db/schema/cards.ts';
import { orders } from '../src/db/schema/orders.ts';
import { GRANDE, LATTE } from './support/order-flow.ts';
import { freePort } from './support/free-port.ts';
import { graphqlOver } from './support/graphql-post.ts';
import { openScratchPostgres, type ScratchPostgres } from './support/scratch-databases.ts';
import { signUpMember } from './support/signed-in-server.ts';
import { TEST_DATABASE_URL } from './support/test-database-url.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();
const hasPostgres = kinds.some((kind) => kind.name === 'postgres');

const root = fileURLToPath(new URL('../../..', import.meta.url));
const LAS_VEGAS = 118; // open 24 hours
const PAYMENTS = 500;
const AFFORDABLE = 20;
/** Combines alternate direction and server, one leaving every 100 ms while the payments race. */
const MAX_COMBINES = 60;

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the API server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} did not become ready`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const cardNumber = () =>
  `6${String(randomInt(0, 10 ** 6)).padStart(6, '0')}${String(randomInt(0, 10 ** 7)).padStart(7, '0')}`;

describe.skipIf(!hasPostgres)('Brewline Card payments racing on two API servers over PostgreSQL', () => {
  const servers: { baseUrl: string; child: ChildProcess }[] = [];
  let scratch: ScratchPostgres;
  let database: DatabaseHandle;

  beforeAll(async () => {
    scratch = await openScratchPostgres(TEST_DATABASE_URL, 'race');
    database = scratch.handle;
    const ports = [await freePort(), await freePort()];
    // One issuer for both: a token the first server's provider signs is good on the second, as
    // behind a load balancer. The signing keys are in the shared database (made once, race-safe).
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    for (const port of ports) {
      const child = spawn(process.execPath, ['apps/api/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: scratch.url,
          PUBLIC_URL: publicUrl,
          WEB_DIST_DIR: '/nonexistent-web-dist',
          DEMO_TERMINALS: 'off',
          RATE_LIMITS: 'off',
          LOG_LEVEL: 'error',
          NODE_ENV: 'test',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push({ baseUrl: `http://127.0.0.1:${port}`, child });
    }
    // Both start together: the database is migrated and seeded already.
    await Promise.all(servers.map((server) => waitUntilReady(server.baseUrl, server.child)));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => stop(server.child)));
    await scratch.dispose();
  });

  it('500 payments racing combines on two servers: exactly 20 orders, balance 0, ledger = balance', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers did not start');
    const { token } = await signUpMember(first.baseUrl, 'race');
    const session = await graphqlOver<{ session: { id: string } }>(
      second.baseUrl,
      '{ session { id } }',
      {},
      token,
    );
    const memberId = session.data?.session.id;
    if (!memberId) throw new Error(`the second server did not accept the token: ${JSON.stringify(session)}`);

    const items = [
      { lineId: randomUUID(), productId: LATTE, sizeId: GRANDE, quantity: 1, modifiers: [] as unknown[] },
    ];
    const priced = await graphqlOver<{
      priceCart: { subtotalCents: number; taxCents: number; totalCents: number };
    }>(
      first.baseUrl,
      'query ($s: Int!, $i: [CartLineInput!]!) { priceCart(storeId: $s, items: $i) { subtotalCents taxCents totalCents } }',
      { s: LAS_VEGAS, i: items },
      token,
    );
    const cart = priced.data?.priceCart;
    if (!cart) throw new Error(JSON.stringify(priced.errors));
    const price = cart.totalCents;

    // The paying card holds exactly 20 orders; the two others only take part in the combines.
    const paying = cardNumber();
    const left = cardNumber();
    const right = cardNumber();
    const opening = new Map([
      [paying, AFFORDABLE * price],
      [left, 1234],
      [right, 5678],
    ]);
    const at = new Date();
    for (const [number, balanceCents] of opening) {
      await database.db
        .insert(memberCards)
        .values({ cardNumber: number, memberId, balanceCents, createdAt: at, registeredAt: at });
      await database.db.insert(cardLedger).values({
        cardNumber: number,
        kind: 'ISSUE',
        amountCents: balanceCents,
        balanceAfterCents: balanceCents,
        at,
      });
    }

    const send = (index: number) =>
      graphqlOver<{ sendCustomerOrder: { id: string } }>(
        (index % 2 === 0 ? first : second).baseUrl,
        'mutation ($order: CustomerOrderInput!, $storeId: Int!) { sendCustomerOrder(order: $order, storeId: $storeId) { id } }',
        {
          storeId: LAS_VEGAS,
          order: {
            cartId: randomUUID(),
            pickupLocation: 'IN_STORE',
            items,
            subtotal: cart.subtotalCents,
            taxAmount: cart.taxCents,
            total: price,
            payment: { giftCardPayments: [{ cardNumber: paying, amount: price }] },
            pickupName: 'Ada',
            phone: '7025550134',
          },
        },
        token,
      );
    // The cards work's combine mutation: it locks all of the member's cards, the paying one included.
    const combine = (index: number) =>
      graphqlOver<{ combineCards: { message: string } }>(
        (index % 2 === 0 ? second : first).baseUrl,
        'mutation ($from: String!, $to: String!) { combineCards(fromCardNumber: $from, toCardNumber: $to) { message } }',
        index % 2 === 0 ? { from: left, to: right } : { from: right, to: left },
        token,
      );

    const started = Date.now();
    let racing = true;
    const paymentsDone = Promise.all(Array.from({ length: PAYMENTS }, (_, i) => send(i))).finally(() => {
      racing = false;
    });
    // A combine leaves every 100 ms while the payments are in flight, so they queue among them.
    const combinesDone = (async () => {
      const pending: ReturnType<typeof combine>[] = [];
      for (let i = 0; racing && i < MAX_COMBINES; i++) {
        pending.push(combine(i));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return Promise.all(pending);
    })();
    const [payments, combines] = await Promise.all([paymentsDone, combinesDone]);
    const elapsedMs = Date.now() - started;

    const taken = payments.filter((answer) => answer.data?.sendCustomerOrder.id);
    const refused = payments.filter(
      (answer) => answer.errors?.[0]?.extensions?.['code'] === 'CARD_PAYMENT_REFUSED',
    );
    // Every answer is an order or the clear refusal naming the card: nothing failed some other way.
    const otherwise = payments.filter((answer) => !taken.includes(answer) && !refused.includes(answer));
    const otherAnswers = JSON.stringify(otherwise.slice(0, 3).map((answer) => answer.errors ?? answer));
    expect(taken).toHaveLength(AFFORDABLE);
    expect(refused, `${otherwise.length} other answers, such as ${otherAnswers}`).toHaveLength(
      PAYMENTS - AFFORDABLE,
    );
    expect(refused[0]?.errors?.[0]?.message).toBe(
      `Your Brewline Card ending in ${paying.slice(-4)} no longer has enough balance for this payment. Please select your cards again.`,
    );
    expect(new Set(taken.map((answer) => answer.data?.sendCustomerOrder.id)).size).toBe(AFFORDABLE);
    // Each combine either moved a whole balance or found nothing to move; none failed otherwise.
    const combined = combines.filter((answer) => answer.data?.combineCards);
    const combineRefusals = combines.filter(
      (answer) => answer.errors?.[0]?.extensions?.['code'] === 'COMBINE_REFUSED',
    );
    expect(combined.length + combineRefusals.length).toBe(combines.length);
    expect(combined.length).toBeGreaterThan(0);

    const cards = await database.db
      .select()
      .from(memberCards)
      .where(inArray(memberCards.cardNumber, [...opening.keys()]));
    const balance = (number: string) => cards.find((card) => card.cardNumber === number)?.balanceCents;
    expect(balance(paying)).toBe(0);
    expect((balance(left) ?? 0) + (balance(right) ?? 0)).toBe(1234 + 5678);
    const sums = await database.db
      .select({ cardNumber: cardLedger.cardNumber, sum: sql<string>`sum(${cardLedger.amountCents})` })
      .from(cardLedger)
      .where(inArray(cardLedger.cardNumber, [...opening.keys()]))
      .groupBy(cardLedger.cardNumber);
    for (const card of cards) {
      expect(Number(sums.find((row) => row.cardNumber === card.cardNumber)?.sum), card.cardNumber).toBe(
        card.balanceCents,
      );
    }
    const debits = await database.db.select().from(cardLedger).where(eq(cardLedger.cardNumber, paying));
    expect(debits.filter((row) => row.kind === 'PAYMENT')).toHaveLength(AFFORDABLE);
    expect(debits.every((row) => row.balanceAfterCents >= 0)).toBe(true);
    const memberOrders = await database.db.select().from(orders).where(eq(orders.appUserId, memberId));
    expect(memberOrders).toHaveLength(AFFORDABLE);
    expect(memberOrders.every((order) => order.paymentIntentId === null && order.totalCents === price)).toBe(
      true,
    );

    console.info(
      `card race: ${PAYMENTS} payments and ${combines.length} combines on 2 servers in ${elapsedMs} ms; ${taken.length} orders taken, ${combined.length} combines moved money`,
    );
  });
});
