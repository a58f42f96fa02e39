// npm run bench:admin: the back office's budgets (docs/performance.md, "Budgets"): every list and report answers in under
// 300 ms (p95) at the 10× menu and stores with a million stored orders. One forked server over a fresh
// PostgreSQL database grown by the API bench's seeders (bench/admin/admin-bench-server.ts); each
// request is timed one at a time, turn about with a baseline request on the same server (the
// cheapest signed-in back-office call, staffSession: what any admin request costs on this machine at
// this moment), so a figure can be read as a ratio to that baseline on any machine. Everything runs
// twice: on the machine as it is (idle when nothing else runs), then busy, with a CPU-spinning
// thread per core. Prints a table; timings never fail the process, an error in an answer does.
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AdminFromServer, AdminSetup, AdminToServer } from './admin/admin-messages.ts';
import { postgresAnswers, BENCH_POSTGRES_URL } from './api/bench-databases.ts';
import { median } from './median.ts';
import { timePublishing, type PublishTiming } from './admin/publish-timing.ts';
import { busyMachine } from './busy-machine.ts';

const SETUP: AdminSetup = {
  scale: Number(process.env['BENCH_SCALE'] ?? 10),
  orders: Number(process.env['BENCH_SEEDED_ORDERS'] ?? 1_000_000),
  analyticsEvents: Number(process.env['BENCH_ANALYTICS_EVENTS'] ?? 1_000_000),
  auditEntries: Number(process.env['BENCH_AUDIT_ENTRIES'] ?? 200_000),
};
const REQUESTS = Number(process.env['BENCH_ADMIN_REQUESTS'] ?? 40);
/** Only the scenarios whose name contains this (while working on one report). */
const ONLY = process.env['BENCH_ADMIN_ONLY'] ?? '';
const PUBLISHES = Number(process.env['BENCH_ADMIN_PUBLISHES'] ?? 3);
const PUBLISH_GOAL_MS = 5000;
const BUSY_THREADS = Number(process.env['BENCH_BUSY_THREADS'] ?? availableParallelism());
const GOAL_MS = 300;
/** The store the bench's store manager runs (a demo store, open to online orders). */
const MANAGER_STORE = 101;

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const LAST_30 = { from: day(-30), to: day(-1) };
const LAST_365 = { from: day(-365), to: day(-1) };

const FIGURES = '{ orders sales salesCents averageTicketCents refunds refundedCents failed }';
const PAGE = `query Page($from: String!, $to: String!, $storeIds: [Int!]) {
  salesReport(from: $from, to: $to, storeIds: $storeIds) {
    totals ${FIGURES}
    byStore { storeId storeName figures ${FIGURES} }
    byDay { date figures ${FIGURES} }
    byHour { hour figures ${FIGURES} }
    pickupMethods { pickupMethod label figures ${FIGURES} }
    topProducts { productId productName quantity salesCents }
    topModifiers { modifierId modifierName quantity salesCents }
    funnel { label count conversion }
  }
}`;
const part = (selection: string): string =>
  `query Part($from: String!, $to: String!, $storeIds: [Int!]) { salesReport(from: $from, to: $to, storeIds: $storeIds) { ${selection} } }`;
const CSV = `query Csv($from: String!, $to: String!, $part: ReportPart!) {
  salesReportCsv(from: $from, to: $to, part: $part) { fileName csv }
}`;
const AUDIT = `query Audit($action: String, $storeId: Int, $after: Int) {
  auditLog(action: $action, storeId: $storeId, first: 25, after: $after) {
    total nextCursor entries { id at actorEmail action entityType entityId storeId before after }
  }
}`;
const BASELINE = '{ staffSession { email role storeIds } }';

interface Scenario {
  name: string;
  who: 'admin' | 'manager';
  query: string;
  variables: Record<string, unknown>;
}

const SCENARIOS: Scenario[] = [
  { name: 'reports page, chain, last 30 days', who: 'admin', query: PAGE, variables: LAST_30 },
  {
    name: 'reports page, one store (manager), last 365 days',
    who: 'manager',
    query: PAGE,
    variables: LAST_365,
  },
  { name: 'reports page, chain, last 365 days', who: 'admin', query: PAGE, variables: LAST_365 },
  { name: 'totals, chain, 30 days', who: 'admin', query: part(`totals ${FIGURES}`), variables: LAST_30 },
  {
    name: 'by store, chain, 30 days',
    who: 'admin',
    query: part(`byStore { storeId figures ${FIGURES} }`),
    variables: LAST_30,
  },
  {
    name: 'by day, chain, 30 days',
    who: 'admin',
    query: part(`byDay { date figures ${FIGURES} }`),
    variables: LAST_30,
  },
  {
    name: 'by hour, chain, 30 days',
    who: 'admin',
    query: part(`byHour { hour figures ${FIGURES} }`),
    variables: LAST_30,
  },
  {
    name: 'pickup methods, chain, 30 days',
    who: 'admin',
    query: part(`pickupMethods { pickupMethod figures ${FIGURES} }`),
    variables: LAST_30,
  },
  {
    name: 'top products, chain, 30 days',
    who: 'admin',
    query: part('topProducts { productId quantity salesCents }'),
    variables: LAST_30,
  },
  {
    name: 'top modifiers, chain, 30 days',
    who: 'admin',
    query: part('topModifiers { modifierId quantity salesCents }'),
    variables: LAST_30,
  },
  { name: 'funnel, chain, 30 days', who: 'admin', query: part('funnel { label count }'), variables: LAST_30 },
  { name: 'CSV by day, chain, 30 days', who: 'admin', query: CSV, variables: { ...LAST_30, part: 'BY_DAY' } },
  { name: 'audit log, first page', who: 'admin', query: AUDIT, variables: {} },
  {
    name: 'audit log, one store and action',
    who: 'admin',
    query: AUDIT,
    variables: { action: 'store', storeId: 105 },
  },
];

interface Server {
  baseUrl: string;
  /** The second server on the same database and Redis (null without Redis). */
  secondUrl: string | null;
  summary: string;
  seconds: number;
  staff(): Promise<{ admin: string; manager: string }>;
  close(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const child = fork(
    fileURLToPath(new URL('./admin/admin-bench-server.ts', import.meta.url)),
    [JSON.stringify(SETUP)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const next = <T extends AdminFromServer['type']>(type: T): Promise<Extract<AdminFromServer, { type: T }>> =>
    new Promise((resolve, reject) => {
      const onExit = (code: number | null): void => reject(new Error(`bench server exited with ${code}`));
      const onMessage = (message: AdminFromServer): void => {
        if (message.type !== type && message.type !== 'failed') return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (message.type === 'failed') reject(new Error(message.message));
        else resolve(message as Extract<AdminFromServer, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = await next('ready');
  return {
    baseUrl: `http://127.0.0.1:${ready.port}`,
    secondUrl: ready.secondPort === null ? null : `http://127.0.0.1:${ready.secondPort}`,
    summary: ready.summary,
    seconds: ready.seconds,
    async staff() {
      const answer = next('staff');
      child.send({ type: 'staff', managerStoreIds: [MANAGER_STORE] } satisfies AdminToServer);
      return answer;
    },
    async close() {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ type: 'close' } satisfies AdminToServer);
      await exited;
    },
  };
}

/** One GraphQL POST, timed to its last byte; an answer with errors stops the bench. */
async function timed(
  baseUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200 || text.includes('"errors"'))
    throw new Error(`${query.slice(0, 60)}…: ${text.slice(0, 300)}`);
  return ms;
}

const p95 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};

interface Measured {
  p50: number;
  p95: number;
  baselineP95: number;
}

async function measure(server: Server, scenario: Scenario): Promise<Measured> {
  const tokens = await server.staff();
  const token = scenario.who === 'admin' ? tokens.admin : tokens.manager;
  // Two warm-ups: plans cached, pages in memory, as for a manager who opens the page twice.
  for (let i = 0; i < 2; i += 1) await timed(server.baseUrl, token, scenario.query, scenario.variables);
  const times: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    baseline.push(await timed(server.baseUrl, token, BASELINE, {}));
    times.push(await timed(server.baseUrl, token, scenario.query, scenario.variables));
  }
  return { p50: median(times), p95: p95(times), baselineP95: p95(baseline) };
}

const ms = (value: number): string => `${Math.round(value)} ms`;

if (!(await postgresAnswers())) {
  console.warn(
    `PostgreSQL at ${BENCH_POSTGRES_URL} does not answer: the back-office bench needs it; skipped.`,
  );
  process.exit(0);
}
console.log(
  `Back-office bench: ${SETUP.scale}× menu and stores, ${SETUP.orders.toLocaleString('en-US')} stored orders; ` +
    `${REQUESTS} requests per figure, one at a time, turn about with the baseline; node ${process.version}`,
);
const server = await startServer();
console.log(`Seeded in ${server.seconds.toFixed(0)} s: ${server.summary}`);
const results = new Map<string, { idle?: Measured; busy?: Measured }>();
const publishes: Record<'idle' | 'busy', PublishTiming[]> = { idle: [], busy: [] };
const scenarios = SCENARIOS.filter((scenario) => scenario.name.includes(ONLY));
try {
  for (const phase of ['idle', 'busy'] as const) {
    const stop = phase === 'busy' ? busyMachine(BUSY_THREADS) : () => Promise.resolve();
    try {
      if (server.secondUrl) {
        const { admin } = await server.staff();
        for (let run = 0; run < PUBLISHES; run += 1) {
          const timing = await timePublishing(server.baseUrl, server.secondUrl, admin, run);
          publishes[phase].push(timing);
          console.log(
            `${phase} · publish the ${SETUP.scale}× menu: answered in ${ms(timing.answeredMs)}, second server serves it after ${ms(timing.servedMs)}`,
          );
        }
      }
      for (const scenario of scenarios) {
        const figures = await measure(server, scenario);
        results.set(scenario.name, { ...results.get(scenario.name), [phase]: figures });
        console.log(
          `${phase} · ${scenario.name}: p95 ${ms(figures.p95)} (baseline ${ms(figures.baselineP95)})`,
        );
      }
    } finally {
      await stop();
    }
  }
} finally {
  await server.close();
}

console.log(
  `\n| measure (${SETUP.scale}× stores, ${SETUP.orders.toLocaleString('en-US')} orders) | goal | p95 as it is (p50) | ÷ baseline | p95 busy, ${BUSY_THREADS} spinning threads (p50) | ÷ baseline | meets goal |`,
);
console.log('|---|---|---|---|---|---|---|');
for (const scenario of scenarios) {
  const { idle, busy } = results.get(scenario.name) ?? {};
  if (!idle || !busy) continue;
  const ratio = (m: Measured): string => (m.p95 / Math.max(m.baselineP95, 0.1)).toFixed(1);
  const meets = idle.p95 <= GOAL_MS ? (busy.p95 <= GOAL_MS ? 'yes' : 'idle yes; busy no') : 'no';
  console.log(
    `| ${scenario.name} | ≤ ${GOAL_MS} ms | ${ms(idle.p95)} (${ms(idle.p50)}) | ${ratio(idle)} | ${ms(busy.p95)} (${ms(busy.p50)}) | ${ratio(busy)} | ${meets} |`,
  );
}
if (server.secondUrl && publishes.idle.length > 0 && publishes.busy.length > 0) {
  const slowest = (list: PublishTiming[]): number => Math.max(...list.map((t) => t.servedMs));
  const meets = slowest(publishes.idle) <= PUBLISH_GOAL_MS && slowest(publishes.busy) <= PUBLISH_GOAL_MS;
  console.log(
    `| publish the ${SETUP.scale}× menu, until the second server serves it (slowest of ${PUBLISHES}) | ≤ ${PUBLISH_GOAL_MS} ms | ${ms(slowest(publishes.idle))} | | ${ms(slowest(publishes.busy))} | | ${meets ? 'yes' : 'no'} |`,
  );
} else {
  console.log('\nPublishing not timed: it needs Redis for the second server (BENCH_REDIS_URL).');
}
const first = results.values().next().value;
if (first?.idle && first.busy)
  console.log(
    `\nBaseline (staffSession) p95: ${ms(first.idle.baselineP95)} as it is, ${ms(first.busy.baselineP95)} busy.`,
  );
