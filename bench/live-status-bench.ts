// npm run bench:live: live order status for thousands (docs/performance.md). Two real API server processes on
// one fresh PostgreSQL database and one Redis prefix; thousands of customers' phones each watching
// their order (graphql-ws orderStatus) and hundreds of store boards on their stores' feeds, spread
// over both servers; baristas' taps (advanceOrder over HTTP) through the server the phone is not on,
// at a steady rate. Measures tap → screen time, memory per subscription, and checks every phone's
// sequence against the database; then the same with one server restarted half-way. Timings are
// reported against their goals but never fail the command (a shared machine is too noisy); a lost,
// duplicated or wrong status does.
//
// Knobs: BENCH_LIVE_CUSTOMERS (5000), BENCH_LIVE_BOARDS (500), BENCH_LIVE_RATE (taps/s, 100),
// BENCH_LIVE_SECONDS (60), BENCH_LIVE_SCENARIOS (steady,restart), BENCH_LIVE_PORT (3700: the two
// servers listen on it and the next), BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_DATABASE_URL,
// BENCH_CPU_PROF (a folder: each API server process writes its CPU profile there on exit),
// BENCH_LIVE_TIMELINE (prints the slowest push of each second's taps), LIVE_HANDOVER_PER_SECOND and
// LIVE_HANDOVER_MAX_MS (passed to the servers).
// A run at the default scale writes its table into docs/performance.md; a smaller one only prints.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { openScratchPostgres } from '../apps/api/test/support/scratch-databases.ts';
import { dropRedisPrefix, redisAnswers } from '../apps/api/test/support/test-redis.ts';
import { BENCH_POSTGRES_URL, postgresAnswers } from './api/bench-databases.ts';
import { printTable, type BenchRow } from './api/bench-table.ts';
import { startApiServer, type ApiServer } from './live/api-servers.ts';
import { growAndOpenStores, pairBoards, type PricedCart } from './live/live-database.ts';
import { machineLine, scenarioRows, writeSection } from './live/live-report.ts';
import { PushLog, runScenario, type ScenarioFigures } from './live/live-scenario.ts';
import { StoreBoard } from './live/status-clients.ts';

const DEFAULTS = { customers: 5000, boards: 500, rate: 100, seconds: 60 };
const knob = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
};
const customers = knob('BENCH_LIVE_CUSTOMERS', DEFAULTS.customers);
const boardCount = knob('BENCH_LIVE_BOARDS', DEFAULTS.boards);
const rate = knob('BENCH_LIVE_RATE', DEFAULTS.rate);
const seconds = knob('BENCH_LIVE_SECONDS', DEFAULTS.seconds);
const port = knob('BENCH_LIVE_PORT', 3700);
const scenarios = (process.env['BENCH_LIVE_SCENARIOS'] ?? 'steady,restart').split(',');
const redisUrl = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const fullScale =
  customers === DEFAULTS.customers &&
  boardCount === DEFAULTS.boards &&
  rate === DEFAULTS.rate &&
  seconds === DEFAULTS.seconds;
const DOCS = fileURLToPath(new URL('../docs/performance.md', import.meta.url));
/** The demo seed has about 20 stores; past that the boards need the 10× seed's stores. */
const DEMO_STORES = 20;
const CART_ITEMS = [{ lineId: 'line-1', productId: 301, sizeId: 3, quantity: 1, modifiers: [] }];

/** What each figure means, kept under the table in docs/performance.md. */
const METHOD = `How it is measured (\`bench/live-status-bench.ts\`, \`bench/live/\`): a fresh PostgreSQL database
(10× seed when the boards outnumber the demo's stores; every store opened around the clock so the run
does not depend on the hour) and two \`node apps/api/src/main.ts\` processes on ports 3700 and 3701
sharing it and one Redis prefix (DEMO_TERMINALS=off, RATE_LIMITS=off, LOG_LEVEL=warn). Each customer's
order is placed through the real \`sendCustomerOrder\` (its payment made succeeded in
\`payment_intents\`, as the card form leaves it), then the phone opens one graphql-ws connection
(\`orderStatus\`), alternating servers; the boards are paired with a pairing code and listen to
\`boardEvents\`. The taps are \`advanceOrder\` over HTTP with the store's board token, through the
server the phone is not on, open loop at the rate: the first rate × seconds ÷ 3 orders go through
Received, Ready and Complete, a third of the run apart; the others stay Sent, still subscribed. A
push's time is from the tap's request start to the message's arrival at the phone (or board), all
clients in the bench process on one clock. Memory per subscription is the growth of both servers'
RSS while the phones subscribed, divided by their number. At the end each phone's sequence is
checked against the order's stored history: per subscription, every status stored after its first
one must arrive once, in order (up to where a restart cut it), and the status on screen at the end
must be the stored one. In the restart run the first server gets SIGTERM half-way and is started
again; it hands its phones and boards over in turns (closed with 1012 "Service Restart", decision
021), and they reconnect at once as the web app does (the other server first, then either; after any
other drop the first retry is spread over 5 s) and subscribe again, whose first answer is the stored
status (no separate read); taps refused by the stopping server go to the other one. A
lost, duplicated, out-of-order or wrong final status, or a client left without a connection, fails
the command; timings never do (a shared machine is too noisy).`;

const log = (line: string): void => console.log(`[bench:live] ${line}`);

/** The stopping server's log lines (pino JSON), each message once with how often it came. */
function summariseLog(output: string): string {
  const counts = new Map<string, number>();
  for (const line of output.split('\n')) {
    if (!line.trim()) continue;
    let message = line.slice(0, 300);
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      message = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`.slice(0, 300);
    } catch {
      // Not JSON: kept as written.
    }
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].map(([message, n]) => `  ${n} × ${message}`).join('\n');
}

async function priceCarts(server: ApiServer, storeIds: readonly number[]): Promise<PricedCart[]> {
  const carts: PricedCart[] = [];
  for (const storeId of storeIds) {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query ($s: Int!, $i: [CartLineInput!]!) { priceCart(storeId: $s, items: $i) { subtotalCents taxCents totalCents } }',
        variables: { s: storeId, i: CART_ITEMS },
      }),
    });
    const answer = (await response.json()) as {
      data?: { priceCart: { subtotalCents: number; taxCents: number; totalCents: number } };
    };
    const cart = answer.data?.priceCart;
    // A store that does not sell the latte (no price there) simply gets no board.
    if (cart) carts.push({ storeId, items: CART_ITEMS, ...cart });
  }
  return carts;
}

async function main(): Promise<number> {
  if (!(await postgresAnswers()) || !(await redisAnswers(redisUrl))) {
    log(`needs PostgreSQL (${BENCH_POSTGRES_URL}) and Redis (${redisUrl}): skipped`);
    return 0;
  }
  const started = performance.now();
  const scale = boardCount > DEMO_STORES ? 10 : 1;
  const database = await openScratchPostgres(BENCH_POSTGRES_URL, 'live');
  const redisPrefix = `brewline-bench-live-${process.pid}-${randomBytes(4).toString('hex')}`;
  const servers: ApiServer[] = [];
  const boards: StoreBoard[] = [];
  const rows: BenchRow[] = [];
  const results: { name: string; figures: ScenarioFigures }[] = [];
  try {
    const storeIds = await growAndOpenStores(database.url, scale);
    log(`database ${database.name}: ${storeIds.length} stores (${scale}× seed), all open around the clock`);
    const environment = { databaseUrl: database.url, redisUrl, redisPrefix };
    servers.push(
      ...(await Promise.all([startApiServer(port, environment), startApiServer(port + 1, environment)])),
    );
    const [a, b] = servers as [ApiServer, ApiServer];
    const carts = await priceCarts(a, storeIds.slice(0, boardCount));
    const boardStores = Array.from({ length: boardCount }, (_, i) => carts[i % carts.length]?.storeId ?? 0);
    const paired = await pairBoards(database.handle, b.baseUrl, boardStores);
    const pushes = new PushLog();
    paired.forEach((board, i) => {
      const [own, other] = i % 2 === 0 ? [a, b] : [b, a];
      boards.push(new StoreBoard(board.storeId, board.token, [own.baseUrl, other.baseUrl], pushes.boardPush));
    });
    await Promise.all(boards.map((board) => board.socket.open()));
    log(
      `servers ${a.baseUrl} and ${b.baseUrl} ready; ${boards.length} boards on ${carts.length} stores ` +
        `(${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    for (const name of scenarios) {
      if (name !== 'steady' && name !== 'restart') throw new Error(`unknown scenario ${name}`);
      log(
        `${name}: ${customers} customers, taps at ${rate}/s for ${seconds} s${name === 'restart' ? ', one server restarted half-way' : ''}`,
      );
      const figures = await runScenario(
        { handle: database.handle, servers: [a, b], carts, boards, pushes },
        { customers, rate, seconds, restart: name === 'restart' },
      );
      log(
        `${name}: placed ${figures.ordersPlaced} orders at ${figures.placingPerSecond.toFixed(0)}/s, ` +
          `${figures.subscriptionsOpen} subscriptions open in ${figures.openSeconds.toFixed(1)} s`,
      );
      for (const example of figures.sequences.examples) log(`${name}: ${example}`);
      const stopped = figures.restart?.output.trim();
      if (stopped) log(`${name}: the restarted server logged:\n${summariseLog(stopped)}`);
      results.push({ name, figures });
      rows.push(...scenarioRows(name, figures));
    }
  } finally {
    await Promise.all(boards.map((board) => board.socket.close()));
    await Promise.all(servers.map((server) => server.stop()));
    await database.dispose();
    await dropRedisPrefix(redisPrefix, redisUrl);
  }
  const machine = machineLine();
  console.log(
    `\nLive status for thousands: ${customers} customers, ${boardCount} boards, ${rate} taps/s for ${seconds} s; ${machine}\n`,
  );
  printTable(rows);
  if (fullScale) {
    await writeSection(
      DOCS,
      `\`npm run bench:live\` (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${machine}): ` +
        `${customers.toLocaleString('en-US')} customers' phones and ${boardCount} store boards on two API servers ` +
        `(PostgreSQL, Redis), taps at ${rate}/s for ${seconds} s; then the same with one server restarted half-way.`,
      rows,
      METHOD,
    );
    log(`figures written to ${DOCS}`);
  } else log('smaller than the default scale: docs/performance.md left as it is');
  // A status lost, duplicated, out of order or wrong at the end is a defect, whatever the machine.
  const defects = results.reduce(
    (sum, { figures }) =>
      sum +
      figures.disconnected +
      figures.sequences.lost +
      figures.sequences.duplicated +
      figures.sequences.outOfOrder +
      figures.sequences.wrongFinal,
    0,
  );
  return defects > 0 ? 1 : 0;
}

process.exitCode = await main();
