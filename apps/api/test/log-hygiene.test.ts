// Card numbers never reach our logs or our database. The whole server runs at the most talkative log
// level with its lines captured, through the sandbox payments (every test card, declines, bad
// numbers, malformed bodies), a card number sent where it does not belong (a GraphQL variable of the
// wrong type, whose error message quotes it and which Mercurius logs), and a member's journey with
// Brewline Cards (add a card, add balance, pay an order with it). Payment card numbers (13-19 digits
// passing Luhn) and Brewline Card numbers (14 digits) may appear only as their last four digits.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passesLuhn } from '@brewline/domain/validation/payment-card';
import { findCardNumbers, isCardNumber, maskCardNumbers } from '../src/http/log-redaction.ts';
import { confirmCard, createIntent, draftOrder, sendOrder, TEST_CARDS } from './support/order-flow.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import type { RunningServer } from './support/test-server.ts';

const [pglite] = await availableTestDatabases();
if (!pglite) throw new Error('no embedded database');

const LAS_VEGAS = 118;
const SANDBOX_CARDS = [
  TEST_CARDS.succeeds,
  TEST_CARDS.declined,
  TEST_CARDS.insufficient,
  '5555555555554444',
  '378282246310005',
  '4242 4242 4242 4242',
  '4242424242424241', // fails Luhn
];
const BREWLINE_CARD = '70001000000023';
/** node-postgres and PGlite both answer raw SQL with { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('the card number mask', () => {
  it('keeps the last four digits of payment card and Brewline Card numbers, in any grouping', () => {
    expect(maskCardNumbers('"msg":"card 4242424242424242 declined"')).toBe(
      '"msg":"card [card ••••4242] declined"',
    );
    expect(maskCardNumbers('"msg":"4242 4242 4242 4242 and 4000-0000-0000-0002"')).toBe(
      '"msg":"[card ••••4242] and [card ••••0002]"',
    );
    expect(maskCardNumbers('"msg":"Brewline 70001000000023"')).toBe('"msg":"Brewline [card ••••0023]"');
    expect(maskCardNumbers('"msg":"amex 378282246310005"')).toBe('"msg":"amex [card ••••0005]"');
    // A query string as Fastify logs it, quotes URL-encoded.
    expect(maskCardNumbers('"url":"/graphql?query=addCard(cardNumber%3A%2270001000000023%22)"')).toBe(
      '"url":"/graphql?query=addCard(cardNumber%3A%22[card ••••0023]%22)"',
    );
  });

  it('leaves timestamps, short numbers and digit runs that are no card alone', () => {
    const line = '{"level":30,"time":1795294183615,"reqId":"req-1","amount":4250,"id":"1234567890123456"}';
    expect(passesLuhn('1234567890123456')).toBe(false);
    expect(maskCardNumbers(line)).toBe(line);
    expect(findCardNumbers(line)).toEqual([]);
    expect(maskCardNumbers('"v":"3.14159265358979"')).toBe('"v":"3.14159265358979"');
    // Digits inside a longer token: a payment intent id or a client secret.
    expect(maskCardNumbers('"id":"pi_ab6240128754044440","s":"x6240128754044440y"')).toBe(
      '"id":"pi_ab6240128754044440","s":"x6240128754044440y"',
    );
  });

  it('keeps a log line valid JSON when a card number was a bare number', () => {
    const masked = maskCardNumbers(
      '{"time":1795294183615,"card":4242424242424242,"text":"x 4000000000000002"}',
    );
    expect(JSON.parse(masked)).toEqual({
      time: 1795294183615,
      card: '[card ••••4242]',
      text: 'x [card ••••0002]',
    });
  });

  it('knows a card number when it sees one', () => {
    expect(isCardNumber('4242424242424242')).toBe(true);
    expect(isCardNumber('70001000000023')).toBe(true);
    expect(isCardNumber('424242424242')).toBe(false);
    expect(findCardNumbers('"a":"4242-4242-4242-4242","b":"70001000000015"')).toEqual([
      '4242424242424242',
      '70001000000015',
    ]);
  });
});

describe('logs and database after payments and a member journey', () => {
  const lines: string[] = [];
  let server: SecuredServer;

  beforeAll(async () => {
    server = await startSecuredServer(pglite, {
      logLevel: 'trace',
      logStream: { write: (line) => void lines.push(line) },
    });
    const guest: RunningServer = {
      ...server,
      graphql: <T>(query: string, variables?: Record<string, unknown>) => server.graphql<T>(query, variables),
    };

    // Sandbox payments with every test card, and numbers that are refused.
    for (const card of SANDBOX_CARDS) {
      const order = await draftOrder(guest, LAS_VEGAS);
      const intent = (await createIntent(guest, LAS_VEGAS, order)).data?.createStripeOrderPaymentIntent;
      if (!intent) throw new Error('no intent');
      await confirmCard(guest, intent, card);
      order.payment.creditCardPayment.token = intent.id;
      await sendOrder(guest, LAS_VEGAS, order);
    }
    // A malformed body and a wrongly typed one, both carrying a card number.
    await fetch(`${server.baseUrl}/sandbox/v1/payment_intents/pi_x/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"client_secret":"x","card":{"number":"${TEST_CARDS.succeeds}","cvc":"123"`,
    });
    await fetch(`${server.baseUrl}/sandbox/v1/payment_intents/pi_x/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"client_secret":"x","card":{"number":${TEST_CARDS.succeeds},"exp_month":12,"exp_year":2031,"cvc":"123"}}`,
    });
    // A card number in a query string (Fastify logs every URL): refused, as mutations are POST only.
    await fetch(
      `${server.baseUrl}/graphql?query=${encodeURIComponent(`mutation { addCard(cardNumber: "${BREWLINE_CARD}") { message } }`)}`,
    );
    // A card number where it does not belong: a variable of the wrong type, which Mercurius refuses.
    await server.graphql('query ($s: Int!) { store(storeId: $s) { city } }', {
      s: Number(TEST_CARDS.succeeds),
    });
    await server.graphql('query ($s: Int!) { store(storeId: $s) { city } }', { s: BREWLINE_CARD });

    // A member: add a Brewline Card, add balance to it, pay an order with it, read the history.
    const member = await server.signUp('logs');
    const token = member.tokens.access_token;
    const asMember: RunningServer = {
      ...server,
      graphql: <T>(query: string, variables?: Record<string, unknown>) =>
        server.graphql<T>(query, variables, { token }),
    };
    const added = await server.graphql(
      `mutation { addCard(cardNumber: "${BREWLINE_CARD}") { cards { cardNumber } } }`,
      {},
      { token },
    );
    expect(added.errors, added.text).toBeUndefined();
    await server.graphql(
      `mutation { addCard(cardNumber: "${TEST_CARDS.succeeds}") { message } }`,
      {},
      { token },
    );
    const reload = await server.graphql<{ createStripePaymentIntent: { id: string; clientSecret: string } }>(
      `mutation { createStripePaymentIntent(amount: 2000, currency: "usd", giftCardNumber: "${BREWLINE_CARD}") { id clientSecret } }`,
      {},
      { token },
    );
    const reloadIntent = reload.data?.createStripePaymentIntent;
    expect(reloadIntent, reload.text).toBeDefined();
    if (reloadIntent) {
      await confirmCard(asMember, reloadIntent, TEST_CARDS.succeeds);
      const upsert = await server.graphql(
        `mutation { upsertAddBalance(balanceToAdd: 2000, giftCardNumber: "${BREWLINE_CARD}", paymentIntentId: "${reloadIntent.id}") { message } }`,
        {},
        { token },
      );
      expect(upsert.errors, upsert.text).toBeUndefined();
    }
    const order = await draftOrder(asMember, LAS_VEGAS);
    const paidWithCard = await sendOrder(asMember, LAS_VEGAS, {
      ...order,
      payment: { giftCardPayments: [{ cardNumber: BREWLINE_CARD, amount: order.total }] },
    } as unknown as typeof order);
    expect(paidWithCard.errors, JSON.stringify(paidWithCard.errors)).toBeUndefined();
    await server.graphql(
      '{ orderHistory { orders { id } } memberCards { cardNumber balanceCents } }',
      {},
      { token },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it('captured the server talking (the scan has something to scan)', () => {
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.some((line) => line.includes('sandbox card confirm'))).toBe(true);
    expect(lines.some((line) => line.includes('Graphql validation error'))).toBe(true);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });

  it('logs no card number, only last fours, also where one was quoted back', () => {
    const text = lines.join('');
    expect(findCardNumbers(text)).toEqual([]);
    for (const card of [...SANDBOX_CARDS, BREWLINE_CARD]) expect(text).not.toContain(card);
    // The refused GET's URL did carry a card number: the mask is what kept it out.
    expect(text).toContain('cardNumber%3A%20%22[card ••••0023]%22');
  });

  it("masks whatever the server's own logger is handed, at every level", () => {
    const before = lines.length;
    server.app.log.warn(
      { card: Number(TEST_CARDS.succeeds), typed: `my card ${BREWLINE_CARD}` },
      `paid with ${TEST_CARDS.declined}`,
    );
    const line = lines.slice(before).join('');
    expect(JSON.parse(line)).toMatchObject({
      card: '[card ••••4242]',
      typed: 'my card [card ••••0023]',
      msg: 'paid with [card ••••0002]',
    });
  });

  it('stores no payment card number anywhere in the database', async () => {
    const db = server.database.handle.db;
    const tables = rowsOf<{ table_name: string }>(
      await db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    ).map((row) => row.table_name);
    expect(tables.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const table of tables) {
      const rows = rowsOf<{ row: string }>(
        await db.execute(sql.raw(`select t::text as row from "${table}" t`)),
      );
      // Brewline Card numbers (14 digits) live in the card registry by design; payment cards nowhere.
      for (const { row } of rows) {
        for (const digits of findCardNumbers(row))
          if (digits.length !== 14) found.push(`${table}: ${digits}`);
      }
    }
    expect(found).toEqual([]);
  });
});
