// kill -9 of a real API process (on PostgreSQL) at random points while it is submitting orders,
// recording card reloads and combining cards, then the client's retry against the restarted process.
// After every trial, and once more after the payment recovery job, the books must hold:
// - no committed order is lost: every order id a client was given is stored, with its items,
//   statuses and payment;
// - the client's retry of the same submission converges on one order (the id it was first given);
// - no payment without its order, its reload or its refund (abandoned ones are settled by recovery);
// - every card's ledger adds up to its balance, and each reload payment is on the ledger once.
// Reload and combine trials run when the schema has upsertAddBalance and combineCards.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { DEMO_CARDS } from '../src/db/seed/demo-cards.ts';
import { cardLedger, memberCards } from '../src/db/schema/cards.ts';
import { orders } from '../src/db/schema/orders.ts';
import { paymentIntents } from '../src/db/schema/payments.ts';
import { startApiProcess, type ApiProcess } from '../test/support/api-process.ts';
import { freePort } from '../test/support/free-port.ts';
import { createFreshPostgres, type FreshPostgres } from '../test/support/fresh-postgres.ts';
import { signIn, signUp } from '../test/support/oidc-browser.ts';
import {
  confirmCard,
  paidOrder,
  sendOrder,
  TEST_CARDS,
  type OrderDraft,
} from '../test/support/order-flow.ts';

const STORE = 118; // Las Vegas, open 24 hours
const SCHEMA = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');
/** The card operations exist once the schema has them (they were built alongside this harness). */
export const CARD_OPERATIONS = SCHEMA.includes('upsertAddBalance(') && SCHEMA.includes('combineCards(');

export interface ChaosReport {
  trials: number;
  /** Trials whose kill cut at least one operation before its answer arrived. */
  cutMidOperation: number;
  /** Trials whose kill came before the submission's answer. */
  submissionsCut: number;
  submissions: number;
  reloads: number;
  combines: number;
  retries: number;
  /** Payments the client abandoned and the recovery job settled at the end. */
  recovered: number;
  failures: string[];
  ms: number;
}

type Outcome<T> = { kind: 'answered'; value: T } | { kind: 'cut' };

async function settle<T>(work: Promise<T>): Promise<Outcome<T>> {
  try {
    return { kind: 'answered', value: await work };
  } catch {
    return { kind: 'cut' };
  }
}

interface GraphQLReply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function memberCall<T>(
  baseUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLReply<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLReply<T>;
}

const RELOAD_INTENT = `mutation ($amount: Int!, $n: String!) {
  createStripePaymentIntent(amount: $amount, currency: "usd", giftCardNumber: $n) { id clientSecret amount } }`;
const RECORD_RELOAD = `mutation ($id: String!, $n: String!, $amount: Int!) {
  upsertAddBalance(paymentIntentId: $id, giftCardNumber: $n, balanceToAdd: $amount) { added card { balanceCents } } }`;
const COMBINE = `mutation ($f: String!, $t: String!) {
  combineCards(fromCardNumber: $f, toCardNumber: $t) { message } }`;

/** The books, read straight from the database. Each string is one broken promise. */
async function auditBooks(
  handle: DatabaseHandle,
  given: Map<string, string>,
  settledIntents: Set<string>,
): Promise<string[]> {
  const db = handle.db;
  const problems: string[] = [];
  const [allOrders, intents, cards, ledger] = await Promise.all([
    db.select().from(orders),
    db.select().from(paymentIntents),
    db.select().from(memberCards),
    db.select().from(cardLedger).orderBy(asc(cardLedger.id)),
  ]);
  const byId = new Map(allOrders.map((order) => [order.id, order]));
  for (const [cartId, orderId] of given) {
    const order = byId.get(orderId);
    if (!order) problems.push(`order ${orderId} (cart ${cartId}) was acknowledged but is not stored`);
    else if (order.cartId !== cartId)
      problems.push(`order ${orderId} belongs to cart ${order.cartId}, not ${cartId}`);
  }
  const intentById = new Map(intents.map((intent) => [intent.id, intent]));
  for (const order of allOrders) {
    const intent = order.paymentIntentId ? intentById.get(order.paymentIntentId) : undefined;
    if (!intent || intent.orderId !== order.id) problems.push(`order ${order.id} has no claimed payment`);
  }
  const incomplete = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      sql`not exists (select 1 from order_items i where i.order_id = ${orders.id})
       or not exists (select 1 from order_status_events e where e.order_id = ${orders.id})`,
    );
  for (const { id } of incomplete) problems.push(`order ${id} is missing its items or its status history`);

  const reloadRows = new Map<string, number>();
  for (const row of ledger) {
    if (row.kind === 'RELOAD' && row.paymentIntentId)
      reloadRows.set(row.paymentIntentId, (reloadRows.get(row.paymentIntentId) ?? 0) + 1);
  }
  for (const intent of intents) {
    const reloads = reloadRows.get(intent.id) ?? 0;
    if (reloads > 1) problems.push(`reload ${intent.id} is on the ledger ${reloads} times`);
    if (reloads === 1 && intent.status !== 'succeeded')
      problems.push(`reload ${intent.id} credited but ${intent.status}`);
    const heldForNothing = intent.status === 'succeeded' && intent.orderId === null && reloads === 0;
    if (heldForNothing && settledIntents.has(intent.id))
      problems.push(
        `payment ${intent.id} was settled by the client but is held with no order, reload or refund`,
      );
  }
  const sums = new Map<string, { sum: number; last: number }>();
  for (const row of ledger) {
    const entry = sums.get(row.cardNumber) ?? { sum: 0, last: 0 };
    sums.set(row.cardNumber, { sum: entry.sum + row.amountCents, last: row.balanceAfterCents });
  }
  for (const card of cards) {
    const entry = sums.get(card.cardNumber) ?? { sum: 0, last: 0 };
    if (entry.sum !== card.balanceCents || entry.last !== card.balanceCents)
      problems.push(
        `card ${card.cardNumber}: balance ${card.balanceCents}, ledger sum ${entry.sum}, last ${entry.last}`,
      );
  }
  return problems;
}

export interface ChaosOptions {
  trials: number;
  log?: (line: string) => void;
}

export async function runKillTrials(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const report: ChaosReport = {
    trials: 0,
    cutMidOperation: 0,
    submissionsCut: 0,
    submissions: 0,
    reloads: 0,
    combines: 0,
    retries: 0,
    recovered: 0,
    failures: [],
    ms: 0,
  };
  const database: FreshPostgres = await createFreshPostgres('chaos');
  const direct = await openDatabase({ kind: 'postgres', url: database.url });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: database.url,
    PORT: String(port),
    // Every process is the same issuer, so the member's tokens outlive a restart.
    PUBLIC_URL: baseUrl,
    OIDC_ACCESS_TOKEN_TTL_SECONDS: '3600',
    RATE_LIMITS: 'off',
  };
  let running: ApiProcess | null = null;
  const start = async (extra: Record<string, string> = {}): Promise<ApiProcess> => {
    running = await startApiProcess({ ...env, ...extra }, 120_000);
    return running;
  };
  /** Acknowledged order per cart, and the payments whose client finished (retried to the end). */
  const given = new Map<string, string>();
  const settledIntents = new Set<string>();
  // The kill lands uniformly within this window after the operations are sent; it follows how long
  // they take here, so kills keep landing mid-operation on a fast or a loaded machine.
  let windowMs = 80;

  try {
    let current = await start();
    const email = `chaos.${Date.now()}@example.com`;
    let tokens = await signUp(baseUrl, {
      firstName: 'Kay',
      lastName: 'Chaos',
      email,
      phone: '3127360145',
      password: 'espresso-1',
    });
    let signedInAt = Date.now();
    let cards: string[] = [];
    if (CARD_OPERATIONS) {
      for (const demo of DEMO_CARDS.slice(0, 3)) {
        await memberCall(
          baseUrl,
          tokens.access_token,
          'mutation ($n: String!) { addCard(cardNumber: $n) { message } }',
          {
            n: demo.cardNumber,
          },
        );
      }
      const list = await memberCall<{ memberCards: { cardNumber: string }[] }>(
        baseUrl,
        tokens.access_token,
        '{ memberCards { cardNumber } }',
        {},
      );
      cards = (list.data?.memberCards ?? []).map((card) => card.cardNumber);
      if (cards.length < 2)
        throw new Error(`the chaos member has ${cards.length} cards: ${JSON.stringify(list)}`);
    }

    for (let trial = 1; trial <= options.trials; trial += 1) {
      if (Date.now() - signedInAt > 30 * 60_000) {
        tokens = await signIn(baseUrl, email, 'espresso-1');
        signedInAt = Date.now();
      }
      const token = tokens.access_token;
      // Ready everything the client does before the moment that matters.
      const order: OrderDraft = await paidOrder(current, STORE);
      let reload: { id: string; card: string; amount: number } | null = null;
      let combine: { from: string; to: string } | null = null;
      if (CARD_OPERATIONS) {
        const card = cards[randomInt(cards.length)] ?? '';
        const amount = 500 + 100 * randomInt(20);
        const intent = await memberCall<{ createStripePaymentIntent: { id: string; clientSecret: string } }>(
          baseUrl,
          token,
          RELOAD_INTENT,
          { amount, n: card },
        );
        const created = intent.data?.createStripePaymentIntent;
        if (!created) throw new Error(`reload intent refused: ${JSON.stringify(intent.errors)}`);
        await confirmCard(current, created, TEST_CARDS.succeeds);
        reload = { id: created.id, card, amount };
        const from = randomInt(cards.length);
        combine = {
          from: cards[from] ?? '',
          to: cards[(from + 1 + randomInt(cards.length - 1)) % cards.length] ?? '',
        };
      }

      // The moment that matters: the operations go out and the process dies somewhere in them.
      const sentAt = Date.now();
      const killAfter = randomInt(Math.max(1, Math.round(windowMs)));
      const submission = settle(sendOrder(current, STORE, order));
      const recorded = reload
        ? settle(
            memberCall<{ upsertAddBalance: { added: boolean } }>(baseUrl, token, RECORD_RELOAD, {
              id: reload.id,
              n: reload.card,
              amount: reload.amount,
            }),
          )
        : null;
      const combined = combine
        ? settle(memberCall(baseUrl, token, COMBINE, { f: combine.from, t: combine.to }))
        : null;
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      current.child.kill('SIGKILL');
      const [sent, record, merge] = await Promise.all([submission, recorded, combined]);
      await current.exited;
      report.trials += 1;
      report.submissions += 1;
      if (reload) report.reloads += 1;
      if (combine) report.combines += 1;
      const outcomes = [sent, record, merge].filter((o) => o !== null);
      const cut = outcomes.some((o) => o.kind === 'cut');
      if (cut) report.cutMidOperation += 1;
      // Aim for the kill to beat the submission about half the time: the kill points then spread over
      // the whole of the submission (before it arrives, mid-transaction, after the commit, answered).
      windowMs = sent.kind === 'cut' ? Math.min(5000, windowMs * 1.15) : Math.max(5, windowMs * 0.87);
      if (sent.kind === 'cut') report.submissionsCut += 1;

      const answeredId = sent.kind === 'answered' ? sent.value.data?.sendCustomerOrder.id : undefined;
      if (sent.kind === 'answered' && !answeredId)
        report.failures.push(
          `trial ${trial}: the submission was refused: ${JSON.stringify(sent.value.errors)}`,
        );
      if (answeredId) given.set(order.cartId, answeredId);

      current = await start();
      // The client retries what it did not hear back about (and, now and then, gives up instead).
      const retryOrder = answeredId === undefined ? randomInt(100) < 85 : randomInt(100) < 30;
      if (retryOrder) {
        report.retries += 1;
        const again = await sendOrder(current, STORE, order);
        const againId = again.data?.sendCustomerOrder.id;
        if (!againId)
          report.failures.push(
            `trial ${trial}: the retried submission failed: ${JSON.stringify(again.errors)}`,
          );
        else if (answeredId && againId !== answeredId)
          report.failures.push(
            `trial ${trial}: the retry made order ${againId}, the first answer was ${answeredId}`,
          );
        else {
          given.set(order.cartId, againId);
          settledIntents.add(order.payment.creditCardPayment.token);
        }
      } else if (answeredId) settledIntents.add(order.payment.creditCardPayment.token);

      if (reload) {
        const heard = record?.kind === 'answered' && record.value.data?.upsertAddBalance !== undefined;
        if (!heard ? randomInt(100) < 85 : randomInt(100) < 30) {
          report.retries += 1;
          const again = await memberCall<{ upsertAddBalance: { added: boolean } }>(
            baseUrl,
            token,
            RECORD_RELOAD,
            {
              id: reload.id,
              n: reload.card,
              amount: reload.amount,
            },
          );
          if (!again.data?.upsertAddBalance)
            report.failures.push(
              `trial ${trial}: the retried reload failed: ${JSON.stringify(again.errors)}`,
            );
          else settledIntents.add(reload.id);
        } else if (heard) settledIntents.add(reload.id);
      }
      if (combine && (merge?.kind !== 'answered' || randomInt(100) < 30)) {
        // A combine moves the whole balance: its retry moves what is left, or is told there is nothing.
        const again = await memberCall(baseUrl, token, COMBINE, { f: combine.from, t: combine.to });
        const refusal = again.errors?.[0]?.extensions?.['code'];
        if (again.errors && refusal !== 'COMBINE_REFUSED')
          report.failures.push(`trial ${trial}: the retried combine failed: ${JSON.stringify(again.errors)}`);
      }

      for (const problem of await auditBooks(direct, given, settledIntents))
        report.failures.push(`trial ${trial}: ${problem}`);
      log(
        `trial ${trial}/${options.trials}: kill after ${killAfter} ms (${Date.now() - sentAt} ms to answers), ` +
          `submission ${sent.kind}, ${cut ? 'some operation cut' : 'all answered'}; ` +
          `failures so far ${report.failures.length}`,
      );
    }

    // What clients abandoned is settled by the recovery job: one more process with a short delay.
    current.child.kill('SIGKILL');
    await current.exited;
    const abandoned = await direct.db
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(eq(paymentIntents.status, 'succeeded'));
    const waiting = abandoned.length;
    current = await start({ PAYMENT_RECOVERY_AFTER_MS: '1000' });
    const deadline = Date.now() + 30_000;
    let left: string[] = [];
    do {
      await new Promise((resolve) => setTimeout(resolve, 500));
      left = await heldForNothing(direct);
    } while (left.length > 0 && Date.now() < deadline);
    report.recovered =
      waiting -
      (
        await direct.db
          .select({ id: paymentIntents.id })
          .from(paymentIntents)
          .where(eq(paymentIntents.status, 'succeeded'))
      ).length;
    for (const id of left)
      report.failures.push(`after recovery: payment ${id} is held with no order, reload or refund`);
    for (const problem of await auditBooks(direct, given, settledIntents))
      report.failures.push(`after recovery: ${problem}`);
  } catch (error) {
    report.failures.push(`the harness stopped: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    const last = running as ApiProcess | null;
    if (last && last.child.exitCode === null && last.child.signalCode === null) {
      last.child.kill('SIGKILL');
      await last.exited;
    }
    await direct.close();
    await database.drop();
    report.ms = Date.now() - started;
  }
  return report;
}

/** Succeeded payments with no order and no reload on the ledger. */
async function heldForNothing(handle: DatabaseHandle): Promise<string[]> {
  const [intents, ledger] = await Promise.all([
    handle.db.select().from(paymentIntents).where(eq(paymentIntents.status, 'succeeded')),
    handle.db.select().from(cardLedger).where(eq(cardLedger.kind, 'RELOAD')),
  ]);
  const reloaded = new Set(ledger.map((row) => row.paymentIntentId));
  return intents
    .filter((intent) => intent.orderId === null && !reloaded.has(intent.id))
    .map((intent) => intent.id);
}
