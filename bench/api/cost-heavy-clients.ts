// The attackers of the cost-ceiling bench (cost-ceiling-load.ts), in their own process so that reading
// their answers never delays the light client's clock (not a worker thread: autocannon takes one for
// one of its own workers and answers raw histograms): `connections` clients send the heavy query
// back to back, each from its own address (X-Forwarded-For, as the proxy in front of the server
// appends it), so that no per-address limit alone can stop them.
import autocannon from 'autocannon';

export interface HeavyClientsSetup {
  url: string;
  query: string;
  connections: number;
  seconds: number;
}

export interface HeavyClientsResult {
  type: 'result';
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
}

/** The n-th attacker's address: 198.18.0.0/15 is set aside for benchmarks (RFC 2544). */
export const attackerAddress = (n: number): string => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

const setup = JSON.parse(process.argv[2] ?? '{}') as HeavyClientsSetup;
let next = 0;
const running = autocannon({
  url: setup.url,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: setup.query }),
  connections: setup.connections,
  duration: setup.seconds,
  timeout: 30,
  setupClient: (client) => {
    client.setHeaders({ 'content-type': 'application/json', 'x-forwarded-for': attackerAddress(next) });
    next += 1;
  },
});
// Started: the light client's clock may start once the attack is under way, not while this process loads.
process.send?.('started');
const result = await running;
const statuses: Record<string, number> = {};
for (const [status, stats] of Object.entries(result.statusCodeStats ?? {}))
  statuses[status] = stats.count ?? 0;
process.send?.({
  type: 'result',
  statuses,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors,
  timeouts: result.timeouts,
} satisfies HeavyClientsResult);
