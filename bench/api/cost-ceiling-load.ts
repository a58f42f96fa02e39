// npm run bench:cost: the cost ceiling under load (docs/reliability.md). Fifty clients, each from its own address,
// send the heaviest query the ceiling admits back to back, while a customer's light query arrives at a
// steady rate from another address; the goal is the light query's p99 under 100 ms. Runs the real
// server (forked, with the production per-address limits behind one trusted proxy) on PostgreSQL when
// 127.0.0.1:5432 answers, then on PGlite; prints each figure with the machine's load, and exits 1 if
// a run misses the goal. BENCH_COST_SECONDS sets a run's length (15), BENCH_COST_DATABASES the
// databases ("postgres,pglite"), BENCH_CPU_PROF a folder for the server's CPU profile of each run.
import { fork } from 'node:child_process';
import { request, Agent } from 'node:http';
import { loadavg } from 'node:os';
import { parse } from 'graphql';
import { buildGraphQLSchema } from '../../apps/api/src/build-schema.ts';
import { HEAVY_QUERY_COST } from '../../apps/api/src/graphql/heavy-query-gate.ts';
import { MAX_QUERY_COST, queryCost } from '../../apps/api/src/graphql/query-cost.ts';
import { postgresAnswers } from './bench-databases.ts';
import type { DatabaseKind } from './bench-messages.ts';
import type { HeavyClientsResult, HeavyClientsSetup } from './cost-heavy-clients.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const SECONDS = Number(process.env['BENCH_COST_SECONDS'] ?? 15);
const BASELINE_SECONDS = 5;
/** The attack runs this long before the light client starts and after it ends. */
const RAMP_SECONDS = 1;
const ATTACKERS = 50;
const LIGHT_PER_SECOND = 10;
const GOAL_P99_MS = 100;
const PROFILE_DIR = process.env['BENCH_CPU_PROF'];

/** 13 aliases of the whole store list with the finder's fields: the heaviest store query admitted. */
const FIELDS = 'storeId nickname address1 address2 city state zipCode oLOEnabled status statusLabel';
const HEAVY = `{ ${Array.from({ length: 13 }, (_, i) => `s${i}: stores { ${FIELDS} }`).join(' ')} }`;
/** The customer's store picker. */
const LIGHT = '{ stores { storeId status } }';
const LIGHT_ADDRESS = '192.0.2.10';

const loadNow = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

function post(url: string, query: string, address: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query });
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': address,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

interface LightResult {
  latenciesMs: number[];
  statuses: Record<string, number>;
}

/**
 * Open loop: a light query is sent every 1/LIGHT_PER_SECOND s whether or not the last one was
 * answered, and each is timed from the moment it was due, so a stalled server cannot hide its stall
 * by delaying the next request (coordinated omission).
 */
async function lightClient(url: string, seconds: number): Promise<LightResult> {
  const agent = new Agent({ keepAlive: true });
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const total = seconds * LIGHT_PER_SECOND;
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / LIGHT_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      post(url, LIGHT, LIGHT_ADDRESS, agent).then(
        (status) => {
          latenciesMs.push(performance.now() - due);
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
        () => {
          statuses['error'] = (statuses['error'] ?? 0) + 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return { latenciesMs, statuses };
}

/** Starts the attackers; resolves once they are sending, with their result to come. */
function heavyClients(setup: HeavyClientsSetup): Promise<{ result: Promise<HeavyClientsResult> }> {
  const child = fork(new URL('./cost-heavy-clients.ts', import.meta.url), [JSON.stringify(setup)]);
  return new Promise((started, failed) => {
    const result = new Promise<HeavyClientsResult>((resolve, reject) => {
      child.on('message', (message: 'started' | HeavyClientsResult) => {
        if (message === 'started') started({ result });
        else resolve(message);
      });
      child.once('exit', (code) => {
        const error = new Error(`the heavy clients exited with ${code}`);
        reject(error);
        failed(error);
      });
    });
  });
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function run(kind: DatabaseKind): Promise<boolean> {
  const server: ServerProcess = await startServerProcess(kind, {
    scale: 1,
    seededOrders: 0,
    limits: 'production',
  });
  try {
    const url = `${server.baseUrl}/graphql`;
    const agent = new Agent({ keepAlive: true });
    if ((await post(url, HEAVY, '192.0.2.99', agent)) !== 200)
      throw new Error('the heavy query was refused alone');
    for (let i = 0; i < 5; i += 1) await post(url, LIGHT, '192.0.2.98', agent);
    agent.destroy();
    // The same light client alone first: what this machine gives the light query with no attack.
    const quietLoad = loadNow();
    const quiet = [...(await lightClient(url, BASELINE_SECONDS)).latenciesMs].sort((a, b) => a - b);
    if (PROFILE_DIR) await server.request({ type: 'profile-start' }, 'profiling');
    const loadBefore = loadNow();
    const attack = await heavyClients({
      url,
      query: HEAVY,
      connections: ATTACKERS,
      seconds: SECONDS + 2 * RAMP_SECONDS,
    });
    await new Promise((resolve) => setTimeout(resolve, RAMP_SECONDS * 1000));
    const light = await lightClient(url, SECONDS);
    const heavy = await attack.result;
    const loadAfter = loadNow();
    if (PROFILE_DIR) {
      const { file } = await server.request(
        { type: 'profile-stop', dir: PROFILE_DIR, name: `cost-ceiling-${kind}` },
        'profile-written',
      );
      console.log(`server CPU profile: ${file} (node bench/profile-summary.ts ${file})`);
    }
    const sorted = [...light.latenciesMs].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const heavyTotal = Object.values(heavy.statuses).reduce((sum, n) => sum + n, 0);
    const attackSeconds = SECONDS + 2 * RAMP_SECONDS;
    const share = (status: string): string =>
      `${(((heavy.statuses[status] ?? 0) / Math.max(1, heavyTotal)) * 100).toFixed(1)} %`;
    const lightRefused = Object.entries(light.statuses).filter(([status]) => status !== '200');
    const met = p99 < GOAL_P99_MS && lightRefused.length === 0;
    console.log(
      `\n${kind}: ${ATTACKERS} heavy clients (own addresses) for ${SECONDS} s, light ${LIGHT_PER_SECOND}/s`,
    );
    console.log(
      `  baseline, light alone for ${BASELINE_SECONDS} s (load ${quietLoad}): p50 ${percentile(quiet, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(quiet, 99).toFixed(1)} ms, max ${(quiet.at(-1) ?? Number.NaN).toFixed(1)} ms`,
    );
    console.log(`  under attack: load average before ${loadBefore}; after ${loadAfter}`);
    console.log(
      `  light ${LIGHT}: ${sorted.length} answers, p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms, statuses ${JSON.stringify(light.statuses)}`,
    );
    console.log(
      `  heavy: ${((heavy.statuses['200'] ?? 0) / attackSeconds).toFixed(1)} answered/s of ${(heavyTotal / attackSeconds).toFixed(0)} sent/s; ` +
        `503 ${share('503')}, 429 ${share('429')}; p50 ${heavy.p50Ms} ms, p99 ${heavy.p99Ms} ms; ` +
        `statuses ${JSON.stringify(heavy.statuses)}, errors ${heavy.errors}, timeouts ${heavy.timeouts}`,
    );
    console.log(
      `  light p99 under attack / alone: ${(p99 / percentile(quiet, 99)).toFixed(1)}×; ` +
        `goal: light p99 < ${GOAL_P99_MS} ms, every light query answered: ${met ? 'PASS' : 'FAIL'}`,
    );
    return met;
  } finally {
    await server.close();
  }
}

const verdict = queryCost(buildGraphQLSchema(), parse(HEAVY), {}, null);
if (!verdict.ok || verdict.cost <= HEAVY_QUERY_COST || verdict.cost > MAX_QUERY_COST) {
  throw new Error(`the heavy query must be admitted and heavy: ${JSON.stringify(verdict)}`);
}
console.log(`heavy query: cost ${verdict.cost} (ceiling ${MAX_QUERY_COST}, heavy above ${HEAVY_QUERY_COST})`);
const wanted = (process.env['BENCH_COST_DATABASES'] ?? 'postgres,pglite').split(',') as DatabaseKind[];
let allMet = true;
for (const kind of wanted) {
  if (kind === 'postgres' && !(await postgresAnswers())) {
    console.log('postgres: 127.0.0.1:5432 does not answer; skipped');
    continue;
  }
  allMet = (await run(kind)) && allMet;
}
process.exitCode = allMet ? 0 : 1;
