// npm run bench:api: autocannon on loopback against the real server (forked, over a seeded PGlite and,
// when 127.0.0.1:5432 answers, a fresh PostgreSQL database) and a plain node:http baseline that sends
// the very same bytes, measured in the same run. Prints the table; timings never fail the process.
import { postgresAnswers, BENCH_POSTGRES_URL } from './api/bench-databases.ts';
import type { DatabaseKind } from './api/bench-messages.ts';
import { printTable, type BenchRow } from './api/bench-table.ts';
import { capture } from './api/capture.ts';
import { compare, CONNECTIONS, load, RUN_SECONDS, RUNS, type LoadTarget } from './api/load.ts';
import { fireOrders } from './api/order-load.ts';
import { startServerProcess, type ServerProcess } from './api/server-process.ts';

const STORE_AND_PRICES = `{
  store(storeId: 101) { storeId name nickname address1 address2 city state phone timeZone latitude longitude
    taxRateMicros status statusLabel pickupMethods monThruThursOpen monThruThursClose friOpen friClose
    satOpen satClose sunOpen sunClose inStorePickup driveThru parkingLotPickup }
  menuPrices(storeId: 101) { storeId taxRateMicros items { productId sizeId priceCents } modifiers { modifierId priceCents } }
}`;
const ORDERS: Record<DatabaseKind, number> = {
  pglite: Number(process.env['BENCH_ORDERS_PGLITE'] ?? 1500),
  postgres: Number(process.env['BENCH_ORDERS_POSTGRES'] ?? 5000),
};
const ORDER_GOALS: Record<DatabaseKind, BenchRow['goal']> = {
  pglite: { kind: 'min', value: 150, unit: '/s' },
  postgres: { kind: 'min', value: 500, unit: '/s' },
};
const WARM_UP_ORDERS = 200;

const at = (origin: string, path: string): string => `${origin}${path}`;
// BENCH_CPU_PROF=dir profiles the server (not the load generator) during the measured orders, and
// during one extra, unreported run of each GraphQL and menu-file load.
const profileDir = process.env['BENCH_CPU_PROF'];

async function profiled<T>(server: ServerProcess, name: string, work: () => Promise<T>): Promise<T> {
  if (!profileDir) return work();
  await server.request({ type: 'profile-start' }, 'profiling');
  const result = await work();
  const { file } = await server.request({ type: 'profile-stop', dir: profileDir, name }, 'profile-written');
  console.log(`Server CPU profile: ${file} (summarise with node bench/profile-summary.ts ${file})`);
  return result;
}

/** One more run of the real server alone, under the profiler; nothing of it is reported. */
async function profileLoad(server: ServerProcess, name: string, target: LoadTarget): Promise<void> {
  if (profileDir) await profiled(server, name, () => load(target));
}

async function benchGraphQL(
  kind: DatabaseKind,
  server: ServerProcess,
  baseline: ServerProcess,
): Promise<BenchRow[]> {
  const post = {
    method: 'POST' as const,
    body: JSON.stringify({ query: STORE_AND_PRICES }),
    headers: { 'content-type': 'application/json' },
  };
  const answer = await capture(at(server.baseUrl, '/graphql'), post);
  if (Buffer.from(answer.bodyBase64, 'base64').includes('"errors"'))
    throw new Error('the store query failed');
  await baseline.request({ type: 'routes', routes: [answer] }, 'routes-set');
  const { baseline: base, target } = await compare(
    { url: at(baseline.baseUrl, '/graphql'), ...post },
    { url: at(server.baseUrl, '/graphql'), ...post },
  );
  await profileLoad(server, `graphql-${kind}`, { url: at(server.baseUrl, '/graphql'), ...post });
  const detail = `${Math.round(target.requestsPerSecond)} vs ${Math.round(base.requestsPerSecond)} req/s, ${target.errors} errors`;
  return [
    {
      measure: `GraphQL store + menuPrices, ${kind}: rate ÷ baseline`,
      goal: { kind: 'min', value: 0.35, unit: '' },
      value: target.requestsPerSecond / base.requestsPerSecond,
      unit: '',
      detail,
    },
    {
      measure: `GraphQL store + menuPrices, ${kind}: p99`,
      goal: { kind: 'max', value: 25, unit: ' ms' },
      value: target.p99Ms,
      unit: ' ms',
      detail: `baseline ${base.p99Ms} ms`,
    },
  ];
}

/** Menu files come from memory whatever the database, so they are measured once. */
async function benchMenuFiles(server: ServerProcess, baseline: ServerProcess): Promise<BenchRow[]> {
  const index = (await (await fetch(at(server.baseUrl, '/product-data/tableNames.json'))).json()) as {
    tableName: string;
    fileName: string;
  }[];
  const table = index.find((entry) => entry.tableName === 'products') ?? index[0];
  if (!table) throw new Error('the menu has no tables');
  // A browser asks for brotli; both servers send the same precompressed bytes.
  const headers = { 'accept-encoding': 'br, gzip' };
  const paths = ['/product-data/tableNames.json', `/product-data/${table.fileName}`];
  const routes = await Promise.all(paths.map((path) => capture(at(server.baseUrl, path), { headers })));
  await baseline.request({ type: 'routes', routes }, 'routes-set');
  const rows: BenchRow[] = [];
  for (const path of paths) {
    const target = (origin: string): LoadTarget => ({ url: at(origin, path), headers });
    const { baseline: base, target: real } = await compare(target(baseline.baseUrl), target(server.baseUrl));
    await profileLoad(
      server,
      `menu-${path.split('/').pop()?.split('.')[0] ?? 'file'}`,
      target(server.baseUrl),
    );
    rows.push({
      measure: `menu file ${path.replace('/product-data/', '')}: rate ÷ baseline`,
      goal: { kind: 'min', value: 0.8, unit: '' },
      value: real.requestsPerSecond / base.requestsPerSecond,
      unit: '',
      detail: `${Math.round(real.requestsPerSecond)} vs ${Math.round(base.requestsPerSecond)} req/s, p99 ${real.p99Ms} ms`,
    });
  }
  return rows;
}

async function benchOrders(kind: DatabaseKind, server: ServerProcess): Promise<BenchRow[]> {
  const url = at(server.baseUrl, '/graphql');
  const { bodies } = await server.request(
    { type: 'prepare-orders', count: WARM_UP_ORDERS + ORDERS[kind] },
    'orders',
  );
  const warmUp = await fireOrders(url, bodies.slice(0, WARM_UP_ORDERS));
  const before = await server.request({ type: 'count-statements' }, 'statement-count');
  const run = await profiled(server, `orders-${kind}`, () => fireOrders(url, bodies.slice(WARM_UP_ORDERS)));
  const after = await server.request({ type: 'count-statements' }, 'statement-count');
  const { count } = await server.request({ type: 'count-orders' }, 'order-count');
  const answered = warmUp.ok + run.ok;
  if (run.firstError ?? warmUp.firstError)
    console.error(`First order error on ${kind}: ${run.firstError ?? warmUp.firstError}`);
  return [
    {
      measure: `sendCustomerOrder, ${kind}: orders/s`,
      goal: ORDER_GOALS[kind],
      value: run.ordersPerSecond,
      unit: '/s',
      detail: `${run.ok} orders`,
    },
    {
      measure: `sendCustomerOrder, ${kind}: p99`,
      goal: kind === 'postgres' ? { kind: 'max', value: 50, unit: ' ms' } : null,
      value: run.p99Ms,
      unit: ' ms',
    },
    ...(before.count !== null && after.count !== null && run.ok + run.errors > 0
      ? [
          {
            measure: `sendCustomerOrder, ${kind}: statements per order`,
            goal: null,
            value: (after.count - before.count) / (run.ok + run.errors),
            unit: '',
            detail: 'round trips to PostgreSQL, BEGIN and COMMIT included',
          },
        ]
      : []),
    {
      measure: `sendCustomerOrder, ${kind}: errors; orders stored − 200 answers`,
      goal: { kind: 'max', value: 0, unit: '' },
      value: run.errors + warmUp.errors + Math.abs(count - answered),
      unit: '',
      detail: `${run.errors + warmUp.errors} errors (${run.timeouts + warmUp.timeouts} timeouts), ${count} stored, ${answered} answered`,
    },
  ];
}

// BENCH_ONLY=graphql,menu,orders and BENCH_DATABASES=pglite,postgres run a part of the bench (all by default).
const listed = (name: string, all: readonly string[]): Set<string> =>
  new Set((process.env[name] ?? all.join(',')).split(',').map((part) => part.trim()));
const parts = listed('BENCH_ONLY', ['graphql', 'menu', 'orders']);
const databases = listed('BENCH_DATABASES', ['pglite', 'postgres']);
const postgres = databases.has('postgres') && (await postgresAnswers());
if (databases.has('postgres') && !postgres)
  console.warn(`PostgreSQL at ${BENCH_POSTGRES_URL} does not answer: PostgreSQL rows are skipped.`);
const kinds: DatabaseKind[] = [
  ...(databases.has('pglite') ? (['pglite'] as const) : []),
  ...(postgres ? (['postgres'] as const) : []),
];
console.log(
  `API bench: ${CONNECTIONS} connections, ${RUNS} runs of ${RUN_SECONDS} s, medians; node ${process.version}`,
);
const rows: BenchRow[] = [];
const baseline = await startServerProcess('baseline');
try {
  for (const kind of kinds) {
    const server = await startServerProcess(kind);
    try {
      if (parts.has('graphql')) rows.push(...(await benchGraphQL(kind, server, baseline)));
      // Menu files come from memory whatever the database: measured on the first database only.
      if (parts.has('menu') && kind === kinds[0]) rows.push(...(await benchMenuFiles(server, baseline)));
      if (parts.has('orders')) rows.push(...(await benchOrders(kind, server)));
    } finally {
      await server.close();
    }
  }
} finally {
  await baseline.close();
}
printTable(rows);
