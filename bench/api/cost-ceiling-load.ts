// The cost ceiling under load (issue 16): 50 clients send the heaviest query the ceiling admits (13
// aliases of the whole store list, each store's finder fields: cost just under 50,000) against a
// running API, while one client sends a light query; its p99 is what the ceiling protects.
// Usage: start the API (`npm start`, RATE_LIMITS=off so no per-address limit interferes), then
// `node bench/api/cost-ceiling-load.ts http://127.0.0.1:3000 [seconds]`.
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const seconds = Number(process.argv[3] ?? 20);
const FIELDS = 'storeId nickname address1 address2 city state zipCode oLOEnabled status statusLabel';
const HEAVY = `{ ${Array.from({ length: 13 }, (_, i) => `s${i}: stores { ${FIELDS} }`).join(' ')} }`;
const LIGHT = '{ paymentConfig { provider } }';

const post = (query: string) => ({
  url: `${base}/graphql`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});

const admitted = await fetch(`${base}/graphql`, post(HEAVY));
const bytes = (await admitted.text()).length;
if (admitted.status !== 200) throw new Error(`The heavy query was refused: ${admitted.status}`);

const [heavy, light] = await Promise.all([
  autocannon({ ...post(HEAVY), connections: 50, duration: seconds }),
  autocannon({ ...post(LIGHT), connections: 1, duration: seconds }),
]);
console.log(
  JSON.stringify(
    {
      heavyAnswerBytes: bytes,
      heavy: { requestsPerSecond: heavy.requests.average, p99Ms: heavy.latency.p99, non2xx: heavy.non2xx },
      light: {
        requestsPerSecond: light.requests.average,
        p50Ms: light.latency.p50,
        p99Ms: light.latency.p99,
        non2xx: light.non2xx,
      },
    },
    null,
    2,
  ),
);
