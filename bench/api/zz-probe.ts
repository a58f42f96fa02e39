import { startServerProcess } from './server-process.ts';
const server = await startServerProcess('postgres');
const FIELDS = 'storeId nickname address1 address2 city state zipCode oLOEnabled status statusLabel';
const HEAVY = `{ ${Array.from({ length: 13 }, (_, i) => `s${i}: stores { ${FIELDS} }`).join(' ')} }`;
const post = (q: string) => fetch(`${server.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q }) });
for (let i = 0; i < 5; i++) { const t0 = performance.now(); await (await post(HEAVY)).text(); console.log((performance.now()-t0).toFixed(1)); }
await server.close();
