// One run of the live-status bench: place the customers' orders, open one order-status subscription
// per customer (alternating servers), tap the orders along at the rate through the other server,
// optionally restart one server half-way, wait until every screen settles, then check each phone's
// sequence against the database and time each push from its tap.
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import type { ApiServer, RestartFigures } from './api-servers.ts';
import { paidOrderBodies, storedOrders, type PricedCart } from './live-database.ts';
import { checkSequences, type SequenceFigures } from './sequence-check.ts';
import { CustomerPhone, type StoreBoard } from './status-clients.ts';
import { BOARD_STEPS, tapAtRate, type Tap, type TapFigures } from './taps.ts';

const PLACING_IN_FLIGHT = 16;
const OPENING_IN_FLIGHT = 200;
/** How long screens get to show the last taps (and phones to reconnect) before the check. */
const SETTLE_MS = 60_000;

export interface ScenarioOptions {
  customers: number;
  rate: number;
  seconds: number;
  restart: boolean;
}

export interface ScenarioSetup {
  handle: DatabaseHandle;
  servers: readonly [ApiServer, ApiServer];
  /** A priced cart per store that has a board. */
  carts: readonly PricedCart[];
  boards: readonly StoreBoard[];
  /** Where pushes to customers and boards are reported (the bench times them against the taps). */
  pushes: PushLog;
}

/** Pushes heard during the tapping, by customer or board. */
export class PushLog {
  readonly customer: { key: string; at: number }[] = [];
  readonly board: { key: string; at: number }[] = [];
  recording = false;

  customerPush = (orderId: string, status: string, at: number): void => {
    if (this.recording) this.customer.push({ key: `${orderId} ${status}`, at });
  };

  boardPush = (orderId: string, status: string, at: number): void => {
    if (this.recording) this.board.push({ key: `${orderId} ${status}`, at });
  };
}

export interface ScenarioFigures {
  ordersPlaced: number;
  /** Orders refused with STORE_NOT_ACCEPTING although the store's boards were connected. */
  storeOfflineRefusals: number;
  placingPerSecond: number;
  subscriptionsOpen: number;
  openSeconds: number;
  /** RSS growth of both servers for the subscriptions, per subscription, in bytes (null when restarted before). */
  bytesPerSubscription: number;
  taps: TapFigures;
  /** Tap start → customer's push arrival, one per push timed. */
  customerMs: number[];
  /** Tap start → board's push arrival. */
  boardMs: number[];
  /** Pushes the boards should have heard (each tapped change × the boards of its store) and did not. */
  boardMissing: number;
  boardDuplicated: number;
  sequences: SequenceFigures;
  restart: ({ atSecond: number } & RestartFigures) | null;
  /** Tap → customer push times of the taps started in each stretch of a restart (empty without one). */
  customerMsByPhase: Record<RestartPhase, number[]>;
  /** Phones that reconnected at least once, and the most connects any made. */
  reconnected: number;
  /** Phones and boards whose connection the stopping server handed over ("Service Restart"). */
  handedOver: number;
  /** Phones and boards without a live connection at the end (every one should have reconnected). */
  disconnected: number;
  settleMs: number;
  /** CPU the bench process itself used while tapping, in % of one core (its clients share one event loop). */
  benchCpuPercent: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function inBatches<T, R>(
  items: readonly T[],
  inFlight: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, worker));
  return results;
}

/** Retries of an order refused because its store looked offline (see `storeOfflineRefusals`). */
const OFFLINE_RETRIES = 10;

async function placeOrders(
  setup: ScenarioSetup,
  count: number,
): Promise<{ ids: string[]; viewerKeys: string[]; stores: number[]; storeOfflineRefusals: number }> {
  const carts = Array.from({ length: count }, (_, i) => setup.carts[i % setup.carts.length] as PricedCart);
  const bodies = await paidOrderBodies(setup.handle, carts);
  let storeOfflineRefusals = 0;
  const placed = await inBatches(bodies, PLACING_IN_FLIGHT, async (first, i) => {
    const server = setup.servers[i % 2] as ApiServer;
    let body = first;
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const answer = (await response.json()) as {
        data?: { sendCustomerOrder: { id: string; viewerKey: string } };
        errors?: { extensions?: { code?: string } }[];
      };
      const sent = answer.data?.sendCustomerOrder;
      if (sent) return sent;
      // Every store has a board connected all along; a refusal for being offline is a presence
      // defect the bench counts (and reports), then tries again with a new payment, as a customer would.
      const offline = answer.errors?.[0]?.extensions?.code === 'STORE_NOT_ACCEPTING';
      if (!offline || attempt >= OFFLINE_RETRIES)
        throw new Error(`placing an order failed: ${JSON.stringify(answer)}`);
      storeOfflineRefusals += 1;
      await sleep(1000);
      body = (await paidOrderBodies(setup.handle, [carts[i] as PricedCart]))[0] ?? body;
    }
  });
  return {
    ids: placed.map((order) => order.id),
    // The placing browser's secret: a phone watches its order with it (an id alone shows nothing).
    viewerKeys: placed.map((order) => order.viewerKey),
    stores: carts.map((cart) => cart.storeId),
    storeOfflineRefusals,
  };
}

/**
 * Every order advanced through the board's three steps would take 3 × customers taps; the run has
 * rate × seconds. So the first rate × seconds ÷ 3 orders go all the way (one step each per round,
 * a third of the run apart) and the rest stay sent, their phones still subscribed and checked.
 */
function planTaps(
  ids: readonly string[],
  stores: readonly number[],
  options: ScenarioOptions,
  setup: ScenarioSetup,
): Tap[] {
  const tokenOf = new Map<number, string>();
  for (const board of setup.boards) if (!tokenOf.has(board.storeId)) tokenOf.set(board.storeId, board.token);
  const advanced = Math.min(ids.length, Math.floor((options.rate * options.seconds) / BOARD_STEPS.length));
  const [a, b] = setup.servers;
  const taps: Tap[] = [];
  for (const status of BOARD_STEPS) {
    for (let i = 0; i < advanced; i += 1) {
      // The phone of order i holds its connection on server i % 2: the tap goes through the other.
      const other = i % 2 === 0 ? b : a;
      const own = i % 2 === 0 ? a : b;
      taps.push({
        orderId: ids[i] ?? '',
        status,
        token: tokenOf.get(stores[i] ?? 0) ?? '',
        addresses: [other.baseUrl, own.baseUrl],
      });
    }
  }
  return taps;
}

async function serversRss(servers: readonly ApiServer[]): Promise<number> {
  const sizes = await Promise.all(servers.map((server) => server.rss()));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Each push whose tap was timed: when the tap started and how long until the push arrived. */
function* timedPushes(
  pushes: readonly { key: string; at: number }[],
  startedAt: ReadonlyMap<string, number>,
): Generator<{ tapped: number; ms: number }> {
  for (const push of pushes) {
    const tapped = startedAt.get(push.key);
    if (tapped !== undefined) yield { tapped, ms: push.at - tapped };
  }
}

function latencies(
  pushes: readonly { key: string; at: number }[],
  startedAt: ReadonlyMap<string, number>,
): number[] {
  return Array.from(timedPushes(pushes, startedAt), ({ ms }) => ms);
}

/**
 * BENCH_LIVE_TIMELINE: the slowest tap → customer push of the taps started in each second of the run
 * (`second:ms`), to tell a stall of the whole machine (a few seconds slow at once) from a slow tail.
 */
function printTimeline(
  pushes: readonly { key: string; at: number }[],
  startedAt: ReadonlyMap<string, number>,
  tapsStarted: number,
): void {
  const slowest = new Map<number, number>();
  for (const { tapped, ms } of timedPushes(pushes, startedAt)) {
    const second = Math.floor((tapped - tapsStarted) / 1000);
    slowest.set(second, Math.max(slowest.get(second) ?? 0, ms));
  }
  const seconds = [...slowest].sort((x, y) => x[0] - y[0]);
  console.log(seconds.map(([second, ms]) => `${second}:${Math.round(ms)}`).join(' '));
}

/** The stretches of a restart, by when a tap started: which one the slow pushes come from. */
export type RestartPhase = 'before' | 'handOver' | 'starting' | 'after';

function latenciesByPhase(
  pushes: readonly { key: string; at: number }[],
  startedAt: ReadonlyMap<string, number>,
  restart: RestartFigures | null,
): Record<RestartPhase, number[]> {
  const phases: Record<RestartPhase, number[]> = { before: [], handOver: [], starting: [], after: [] };
  if (!restart) return phases;
  for (const { tapped, ms } of timedPushes(pushes, startedAt)) {
    const phase =
      tapped < restart.signalledAt
        ? 'before'
        : tapped < restart.exitedAt
          ? 'handOver'
          : tapped < restart.readyAt
            ? 'starting'
            : 'after';
    phases[phase].push(ms);
  }
  return phases;
}

function boardCounts(
  setup: ScenarioSetup,
  taps: readonly Tap[],
  okKeys: ReadonlySet<string>,
): { missing: number; duplicated: number } {
  const storeOfToken = new Map(setup.boards.map((board) => [board.token, board.storeId]));
  let missing = 0;
  let duplicated = 0;
  for (const tap of taps) {
    const key = `${tap.orderId} ${tap.status}`;
    if (!okKeys.has(key)) continue;
    const storeId = storeOfToken.get(tap.token);
    for (const board of setup.boards) {
      if (board.storeId !== storeId) continue;
      const heard = board.heard.get(key)?.length ?? 0;
      if (heard === 0) missing += 1;
      else duplicated += heard - 1;
    }
  }
  return { missing, duplicated };
}

export async function runScenario(setup: ScenarioSetup, options: ScenarioOptions): Promise<ScenarioFigures> {
  const placingStarted = performance.now();
  const { ids, viewerKeys, stores, storeOfflineRefusals } = await placeOrders(setup, options.customers);
  const placingSeconds = (performance.now() - placingStarted) / 1000;

  const rssBefore = await serversRss(setup.servers);
  const openStarted = performance.now();
  const [a, b] = setup.servers;
  const phones = ids.map((id, i) => {
    const own = i % 2 === 0 ? a : b;
    const other = i % 2 === 0 ? b : a;
    return new CustomerPhone(
      id,
      viewerKeys[i] ?? '',
      [own.baseUrl, other.baseUrl],
      setup.pushes.customerPush,
    );
  });
  await inBatches(phones, OPENING_IN_FLIGHT, (phone) => phone.socket.open());
  // The first status of each subscription is its stored one: wait until every phone shows it.
  const openDeadline = performance.now() + 60_000;
  while (phones.some((phone) => phone.shown() === null) && performance.now() < openDeadline) await sleep(50);
  const openSeconds = (performance.now() - openStarted) / 1000;
  // Let the servers' allocations settle before reading their size.
  await sleep(1000);
  const rssAfter = await serversRss(setup.servers);

  const taps = planTaps(ids, stores, options, setup);
  setup.pushes.recording = true;
  let restart: ScenarioFigures['restart'] = null;
  const restarting = options.restart
    ? sleep((options.seconds * 1000) / 2).then(async () => {
        const atSecond = options.seconds / 2;
        restart = { atSecond, ...(await a.restart()) };
      })
    : Promise.resolve();
  const cpuBefore = process.cpuUsage();
  const tapsStarted = performance.now();
  const tapFigures = await tapAtRate(taps, options.rate);
  const cpu = process.cpuUsage(cpuBefore);
  const benchCpuPercent = ((cpu.user + cpu.system) / 1000 / (performance.now() - tapsStarted)) * 100;
  await restarting;

  // Wait until every phone shows its stored status (bounded), then check against the database.
  const settleStarted = performance.now();
  const expected = new Map<string, string>();
  for (const tap of taps) expected.set(tap.orderId, tap.status);
  const settled = (): boolean =>
    phones.every(
      (phone) => phone.socket.connected && phone.shown() === (expected.get(phone.orderId) ?? 'ORDER_SENT'),
    );
  while (!settled() && performance.now() - settleStarted < SETTLE_MS) await sleep(100);
  // Pushes still on their way to a board arrive well within this.
  await sleep(500);
  const settleMs = performance.now() - settleStarted;
  setup.pushes.recording = false;

  const stored = await storedOrders(setup.handle, ids);
  const sequences = checkSequences(phones, stored);
  const okKeys = new Set<string>();
  for (const tap of taps)
    if (stored.get(tap.orderId)?.history.includes(tap.status)) okKeys.add(`${tap.orderId} ${tap.status}`);
  const board = boardCounts(setup, taps, okKeys);
  const customerMs = latencies(setup.pushes.customer, tapFigures.startedAt);
  if (process.env['BENCH_LIVE_TIMELINE'])
    printTimeline(setup.pushes.customer, tapFigures.startedAt, tapsStarted);
  const customerMsByPhase = latenciesByPhase(setup.pushes.customer, tapFigures.startedAt, restart);
  const boardMs = latencies(setup.pushes.board, tapFigures.startedAt);
  setup.pushes.customer.length = 0;
  setup.pushes.board.length = 0;
  const reconnected = phones.filter((phone) => phone.socket.connections > 1).length;
  const handedOver = [...phones, ...setup.boards].filter((client) => client.socket.handedOver > 0).length;
  const disconnected = [...phones, ...setup.boards].filter((client) => !client.socket.connected).length;
  await inBatches(phones, OPENING_IN_FLIGHT, (phone) => phone.socket.close());

  return {
    ordersPlaced: ids.length,
    storeOfflineRefusals,
    placingPerSecond: ids.length / placingSeconds,
    subscriptionsOpen: phones.length,
    openSeconds,
    bytesPerSubscription: (rssAfter - rssBefore) / phones.length,
    taps: tapFigures,
    customerMs,
    boardMs,
    boardMissing: board.missing,
    boardDuplicated: board.duplicated,
    sequences,
    restart,
    customerMsByPhase,
    reconnected,
    handedOver,
    disconnected,
    settleMs,
    benchCpuPercent,
  };
}
