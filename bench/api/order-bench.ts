// The sendCustomerOrder measurement: prepared orders fired at a server in one or more rounds (after a
// warm-up), and the rows they make. Rounds let two servers be measured turn about, so both see the
// same machine noise (0 against a million orders stored).
import type { BenchRow } from './bench-table.ts';
import { median } from '../median.ts';
import { fireOrders, type OrderFigures } from './order-load.ts';
import { firePacedOrders } from './paced-orders.ts';
import type { ServerProcess } from './server-process.ts';

const WARM_UP_ORDERS = 200;

interface OrderRound {
  run: OrderFigures;
  /** Statements sent to PostgreSQL during the round (null on PGlite). */
  statements: number | null;
}

export interface OrderSession {
  server: ServerProcess;
  bodies: string[];
  next: number;
  /** Orders in the database before the warm-up (the seeded ones). */
  storedBefore: number;
  warmUp: OrderFigures;
  rounds: OrderRound[];
  /** A round sent at a fixed rate (firePacedRound), reported on rows of its own. */
  paced: { rate: number; run: OrderFigures } | null;
}

const graphqlUrl = (server: ServerProcess): string => `${server.baseUrl}/graphql`;

/** Prepares `rounds × perRound` orders (and the warm-up's) and sends the warm-up. */
export async function startOrders(
  server: ServerProcess,
  rounds: number,
  perRound: number,
): Promise<OrderSession> {
  const { count: storedBefore } = await server.request({ type: 'count-orders' }, 'order-count');
  const { bodies } = await server.request(
    { type: 'prepare-orders', count: WARM_UP_ORDERS + rounds * perRound },
    'orders',
  );
  const warmUp = await fireOrders(graphqlUrl(server), bodies.slice(0, WARM_UP_ORDERS));
  return { server, bodies, next: WARM_UP_ORDERS, storedBefore, warmUp, rounds: [], paced: null };
}

/** Sends the next `count` prepared orders; `wrap` may run them under the profiler. */
export async function fireRound(
  session: OrderSession,
  count: number,
  wrap: (work: () => Promise<OrderFigures>) => Promise<OrderFigures> = (work) => work(),
): Promise<void> {
  const { server } = session;
  const slice = session.bodies.slice(session.next, session.next + count);
  session.next += slice.length;
  const before = await server.request({ type: 'count-statements' }, 'statement-count');
  const run = await wrap(() => fireOrders(graphqlUrl(server), slice));
  const after = await server.request({ type: 'count-statements' }, 'statement-count');
  const statements = before.count !== null && after.count !== null ? after.count - before.count : null;
  session.rounds.push({ run, statements });
}

/**
 * Sends the next `count` prepared orders at `rate` per second over up to 100 connections. With
 * every connection sending as fast as answers come (fireRound), each request queues behind the 99
 * others, so its latency is 100 ÷ the rate (Little's law: 200 ms at 500/s) whatever the server does;
 * at the goal's rate, p99 says how long one order takes when the server keeps up.
 */
export async function firePacedRound(session: OrderSession, count: number, rate: number): Promise<void> {
  const slice = session.bodies.slice(session.next, session.next + count);
  session.next += slice.length;
  session.paced = { rate, run: await firePacedOrders(graphqlUrl(session.server), slice, rate) };
}

export interface OrderGoals {
  rate: BenchRow['goal'];
  /** For the paced round's p99 (the flat-out rounds' p99 is queueing: reported without a goal). */
  p99: BenchRow['goal'];
}

/** Median orders/s of the session's rounds (0 without any). */
export function medianRate(session: OrderSession): number {
  return median(session.rounds.map((round) => round.run.ordersPerSecond));
}

export function medianP99(session: OrderSession): number {
  return median(session.rounds.map((round) => round.run.p99Ms));
}

/** The rows of one session, named `${label}: orders/s` and so on. */
export async function orderRows(
  session: OrderSession,
  label: string,
  goals: OrderGoals,
): Promise<BenchRow[]> {
  const { rounds, warmUp, paced } = session;
  const runs = rounds.map((round) => round.run);
  const everyRun = [warmUp, ...runs, ...(paced ? [paced.run] : [])];
  const sum = (pick: (run: OrderFigures) => number): number =>
    everyRun.reduce((total, run) => total + pick(run), 0);
  const { count } = await session.server.request({ type: 'count-orders' }, 'order-count');
  const stored = count - session.storedBefore;
  const answered = sum((run) => run.ok);
  const errors = sum((run) => run.errors);
  const firstError = everyRun.find((run) => run.firstError)?.firstError ?? null;
  if (firstError) console.error(`First order error (${label}): ${firstError}`);
  const each = (values: number[], unit: string): string =>
    values.length > 1 ? `; rounds ${values.map((v) => `${Math.round(v)}${unit}`).join(', ')}` : '';
  const fired = runs.reduce((total, run) => total + run.ok + run.errors, 0);
  const statements = rounds.every((round) => round.statements !== null)
    ? rounds.reduce((total, round) => total + (round.statements ?? 0), 0)
    : null;
  return [
    {
      measure: `${label}: orders/s`,
      goal: goals.rate,
      value: medianRate(session),
      unit: '/s',
      detail: `${runs.reduce((total, run) => total + run.ok, 0)} orders${each(
        runs.map((run) => run.ordersPerSecond),
        '/s',
      )}`,
    },
    {
      measure: `${label}: p99 flat out`,
      goal: null,
      value: medianP99(session),
      unit: ' ms',
      detail: `queueing behind 99 connections${each(
        runs.map((run) => run.p99Ms),
        ' ms',
      )}`,
    },
    ...(paced
      ? [
          {
            measure: `${label}: p99 at ${paced.rate}/s offered`,
            goal: goals.p99,
            value: paced.run.p99Ms,
            unit: ' ms',
            detail: `median ${paced.run.p50Ms ?? '?'} ms; ${paced.run.ok} orders at ${Math.round(paced.run.ordersPerSecond)}/s achieved`,
          },
        ]
      : []),
    ...(statements !== null && fired > 0
      ? [
          {
            measure: `${label}: statements per order`,
            goal: null,
            value: statements / fired,
            unit: '',
            detail: 'round trips to PostgreSQL, BEGIN and COMMIT included',
          },
        ]
      : []),
    {
      measure: `${label}: errors; orders stored − 200 answers`,
      goal: { kind: 'max', value: 0, unit: '' },
      value: errors + Math.abs(stored - answered),
      unit: '',
      detail: `${errors} errors (${sum((run) => run.timeouts)} timeouts), ${stored} stored, ${answered} answered`,
    },
  ];
}
