// npm run bench:api: autocannon on loopback against the real server (forked, over a seeded PGlite and,
// when 127.0.0.1:5432 answers, a fresh PostgreSQL database) and a plain node:http baseline that sends
// the very same bytes, measured in the same run. Prints the table; timings never fail the process.
// Cost as work grows: the same figures over a database with a 10× menu and 10× stores, each row beside
// its normal one, and (opt-in, BENCH_ONLY=stored-orders) orders with 0 and with a million stored.
import { postgresAnswers, BENCH_POSTGRES_URL } from './api/bench-databases.ts';
import type { BaselineRoute, DatabaseKind } from './api/bench-messages.ts';
import { beside, printTable, type BenchRow } from './api/bench-table.ts';
import { capture } from './api/capture.ts';
import { compare, CONNECTIONS, load, RUN_SECONDS, RUNS, type LoadTarget } from './api/load.ts';
import {
  firePacedRound,
  fireRound,
  medianP99,
  medianRate,
  orderRows,
  startOrders,
  type OrderSession,
} from './api/order-bench.ts';
import { PLAIN_SEED, startServerProcess, type ServerProcess } from './api/server-process.ts';

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
const P99_GOAL: BenchRow['goal'] = { kind: 'max', value: 50, unit: ' ms' };
/** Orders stored before the stored-orders run (BENCH_ONLY=stored-orders). */
const SEEDED_ORDERS = Number(process.env['BENCH_SEEDED_ORDERS'] ?? 1_000_000);

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

/** How the rows name a database: `postgres`, or `postgres 10×` for the scaled one. */
const where = (kind: DatabaseKind, scale: number): string => (scale === 1 ? kind : `${kind} ${scale}×`);

async function benchGraphQL(
  kind: DatabaseKind,
  scale: number,
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
  await profileLoad(server, `graphql-${kind}-${scale}x`, { url: at(server.baseUrl, '/graphql'), ...post });
  const detail = `${Math.round(target.requestsPerSecond)} vs ${Math.round(base.requestsPerSecond)} req/s, ${target.errors} errors, ${kib(answer)} answer`;
  return [
    {
      measure: `GraphQL store + menuPrices, ${where(kind, scale)}: rate ÷ baseline`,
      goal: { kind: 'min', value: 0.35, unit: '' },
      value: target.requestsPerSecond / base.requestsPerSecond,
      unit: '',
      detail,
    },
    {
      measure: `GraphQL store + menuPrices, ${where(kind, scale)}: p99`,
      goal: { kind: 'max', value: 25, unit: ' ms' },
      value: target.p99Ms,
      unit: ' ms',
      detail: `baseline ${base.p99Ms} ms`,
    },
  ];
}

const kib = (route: BaselineRoute): string =>
  `${(Buffer.byteLength(route.bodyBase64, 'base64') / 1024).toFixed(1)} KiB`;

/** Every menu table a first visit downloads, in each encoding: the bytes the scaled menu adds. */
async function menuDownload(origin: string, index: { fileName: string }[], scale: number): Promise<BenchRow> {
  const bytes = async (encoding: string): Promise<number> => {
    const files = await Promise.all(
      index.map((entry) =>
        capture(at(origin, `/product-data/${entry.fileName}`), { headers: { 'accept-encoding': encoding } }),
      ),
    );
    return files.reduce((sum, file) => sum + Buffer.byteLength(file.bodyBase64, 'base64'), 0);
  };
  const [gzip, brotli, identity] = [await bytes('gzip'), await bytes('br'), await bytes('identity')];
  return {
    measure: `menu tables (${index.length} files)${scale === 1 ? '' : `, ${scale}× menu`}: gzip`,
    goal: null,
    value: gzip / 1024,
    unit: ' KiB',
    detail: `brotli ${(brotli / 1024).toFixed(1)} KiB, uncompressed ${(identity / 1024).toFixed(0)} KiB`,
  };
}

/** Menu files come from memory whatever the database, so they are measured once per menu. */
async function benchMenuFiles(
  scale: number,
  server: ServerProcess,
  baseline: ServerProcess,
): Promise<BenchRow[]> {
  const index = (await (await fetch(at(server.baseUrl, '/product-data/tableNames.json'))).json()) as {
    tableName: string;
    fileName: string;
  }[];
  const table = index.find((entry) => entry.tableName === 'products') ?? index[0];
  if (!table) throw new Error('the menu has no tables');
  // A browser asks for brotli; both servers send the same precompressed bytes.
  const headers = { 'accept-encoding': 'br, gzip' };
  const scaled = scale === 1 ? '' : `, ${scale}× menu`;
  const paths = ['/product-data/tableNames.json', `/product-data/${table.fileName}`];
  const routes = await Promise.all(paths.map((path) => capture(at(server.baseUrl, path), { headers })));
  await baseline.request({ type: 'routes', routes }, 'routes-set');
  const rows: BenchRow[] = [await menuDownload(server.baseUrl, index, scale)];
  for (const [position, path] of paths.entries()) {
    const target = (origin: string): LoadTarget => ({ url: at(origin, path), headers });
    const { baseline: base, target: real } = await compare(target(baseline.baseUrl), target(server.baseUrl));
    await profileLoad(
      server,
      `menu-${path.split('/').pop()?.split('.')[0] ?? 'file'}-${scale}x`,
      target(server.baseUrl),
    );
    const route = routes[position];
    rows.push({
      measure: `menu file ${path.replace('/product-data/', '')}${scaled}: rate ÷ baseline`,
      goal: { kind: 'min', value: 0.8, unit: '' },
      value: real.requestsPerSecond / base.requestsPerSecond,
      unit: '',
      detail: `${Math.round(real.requestsPerSecond)} vs ${Math.round(base.requestsPerSecond)} req/s, p99 ${real.p99Ms} ms${route ? `, ${kib(route)} br` : ''}`,
    });
  }
  return rows;
}

async function benchOrders(kind: DatabaseKind, scale: number, server: ServerProcess): Promise<BenchRow[]> {
  // One round flat out (the rate), then as many orders again offered at the goal's rate (the p99).
  const session = await startOrders(server, 2, ORDERS[kind]);
  await fireRound(session, ORDERS[kind], (work) => profiled(server, `orders-${kind}-${scale}x`, work));
  const goal = ORDER_GOALS[kind];
  if (goal) await firePacedRound(session, ORDERS[kind], goal.value);
  return orderRows(session, `sendCustomerOrder, ${where(kind, scale)}`, {
    rate: goal,
    p99: kind === 'postgres' ? P99_GOAL : null,
  });
}

/**
 * Time per order with a million orders stored against none, on PostgreSQL: two servers over two fresh
 * databases, one of them seeded first (bench/api/seed-orders.ts), measured turn about round by round.
 */
async function benchStoredOrders(): Promise<BenchRow[]> {
  const label = (stored: number): string =>
    `sendCustomerOrder, postgres, ${stored.toLocaleString('en-US')} orders stored`;
  console.log(`Seeding ${SEEDED_ORDERS.toLocaleString('en-US')} orders on PostgreSQL…`);
  const seeded = await startServerProcess('postgres', { scale: 1, seededOrders: SEEDED_ORDERS });
  const empty = await startServerProcess('postgres', PLAIN_SEED);
  try {
    console.log(`Seeded: ${seeded.setup?.summary ?? 'nothing'}`);
    const sessions = [
      await startOrders(empty, RUNS, ORDERS.postgres),
      await startOrders(seeded, RUNS, ORDERS.postgres),
    ] as const;
    // Turn about, the first server alternating, so neither is always the one measured after a pause.
    for (let round = 0; round < RUNS; round += 1) {
      const order = round % 2 === 0 ? sessions : ([sessions[1], sessions[0]] as const);
      for (const session of order) await fireRound(session, ORDERS.postgres);
    }
    const [none, many] = sessions;
    const goals = { rate: ORDER_GOALS.postgres, p99: P99_GOAL };
    const perRound = (pick: (session: OrderSession, round: number) => number): string =>
      none.rounds.map((_, round) => (pick(many, round) / pick(none, round)).toFixed(2)).join(', ');
    return [
      {
        measure: `stored orders, postgres: seeding ${SEEDED_ORDERS.toLocaleString('en-US')}`,
        goal: null,
        value: seeded.setup?.seconds ?? 0,
        unit: ' s',
        detail: seeded.setup?.summary ?? '',
      },
      ...beside([await orderRows(none, label(0), goals), await orderRows(many, label(SEEDED_ORDERS), goals)]),
      {
        measure: `sendCustomerOrder, postgres: time per order, ${SEEDED_ORDERS.toLocaleString('en-US')} stored ÷ 0 stored`,
        goal: null,
        value: medianRate(none) / medianRate(many),
        unit: '',
        detail: `orders/s with 0 stored ÷ with ${SEEDED_ORDERS.toLocaleString('en-US')}; per round ${perRound((s, r) => 1 / (s.rounds[r]?.run.ordersPerSecond ?? 0))}`,
      },
      {
        measure: `sendCustomerOrder, postgres: p99, ${SEEDED_ORDERS.toLocaleString('en-US')} stored ÷ 0 stored`,
        goal: null,
        value: medianP99(many) / medianP99(none),
        unit: '',
        detail: `per round ${perRound((s, r) => s.rounds[r]?.run.p99Ms ?? 0)}`,
      },
    ];
  } finally {
    await empty.close();
    await seeded.close();
  }
}

// BENCH_ONLY=graphql,menu,orders (the default), stored-orders (opt-in: seeds a million orders first);
// BENCH_DATABASES=pglite,postgres; BENCH_SCALES=1,10 (menu and stores × each factor).
const listed = (name: string, all: readonly string[]): Set<string> =>
  new Set((process.env[name] ?? all.join(',')).split(',').map((part) => part.trim()));
const parts = listed('BENCH_ONLY', ['graphql', 'menu', 'orders']);
const databases = listed('BENCH_DATABASES', ['pglite', 'postgres']);
const scales = [...listed('BENCH_SCALES', ['1', '10'])].map(Number);
if (scales.some((scale) => !Number.isInteger(scale) || scale < 1))
  throw new Error(`BENCH_SCALES takes whole factors ≥ 1: ${scales.join(',')}`);
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
const setups: BenchRow[] = [];

/** The graphql, menu and orders parts on one database, at each scale, each scaled row beside its normal one. */
async function benchDatabase(kind: DatabaseKind, baseline: ServerProcess): Promise<BenchRow[]> {
  const variants: BenchRow[][] = [];
  for (const scale of scales) {
    const server = await startServerProcess(kind, { scale, seededOrders: 0 });
    const variant: BenchRow[] = [];
    try {
      if (server.setup)
        setups.push({
          measure: `${where(kind, scale)}: growing the seed`,
          goal: null,
          value: server.setup.seconds,
          unit: ' s',
          detail: server.setup.summary,
        });
      if (parts.has('graphql')) variant.push(...(await benchGraphQL(kind, scale, server, baseline)));
      // Menu files come from memory whatever the database: measured on the first database only.
      if (parts.has('menu') && kind === kinds[0])
        variant.push(...(await benchMenuFiles(scale, server, baseline)));
      if (parts.has('orders')) variant.push(...(await benchOrders(kind, scale, server)));
    } finally {
      await server.close();
    }
    variants.push(variant);
  }
  return beside(variants);
}

if (['graphql', 'menu', 'orders'].some((part) => parts.has(part))) {
  const baseline = await startServerProcess('baseline');
  try {
    for (const kind of kinds) rows.push(...(await benchDatabase(kind, baseline)));
  } finally {
    await baseline.close();
  }
}
if (parts.has('stored-orders')) {
  if (postgres) rows.push(...(await benchStoredOrders()));
  else console.warn('stored-orders runs on PostgreSQL only: skipped.');
}
printTable([...rows, ...setups]);
