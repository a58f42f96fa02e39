// A server process the API bench forks, so the load generator and the server under test never share
// an event loop: `pglite` or `postgres` builds the real Brewline server over a seeded database;
// `baseline` is a plain node:http server that answers fixed bytes, the ceiling the real one is measured against.
// The second argument (JSON, `ServerSetup`) grows the database before the server starts: menu and
// stores scaled up, past orders stored.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { orders } from '../../apps/api/src/db/schema/orders.ts';
import { loadIdentityConfig } from '../../apps/api/src/identity/identity-config.ts';
import { buildServer } from '../../apps/api/src/server.ts';
import { openBenchDatabase, type BenchDatabase } from './bench-databases.ts';
import type { BaselineRoute, FromServer, ServerSetup, SetupReport, ToServer } from './bench-messages.ts';
import { prepareOrders } from './order-fixtures.ts';
import { scaleSeed, type ScaledCounts } from './scale-seed.ts';
import { seedOrders } from './seed-orders.ts';
import { startProfile, stopProfile } from './server-profiler.ts';
import { countPostgresStatements, statementsSoFar } from './statement-counter.ts';

const send = (message: FromServer): void => {
  process.send?.(message);
};

function onMessage(handler: (message: ToServer) => Promise<void> | void): void {
  process.on('message', (message: ToServer) => {
    Promise.resolve()
      .then(() => handler(message))
      .catch((error: unknown) => send({ type: 'failed', message: String(error) }));
  });
}

function runBaseline(): void {
  let routes = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  const server = createServer((request, response) => {
    // Drain the body (the GraphQL POST) before answering, as any real server must.
    request.resume();
    request.on('end', () => {
      const route = routes.get(request.url ?? '');
      if (!route) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { ...route.headers, 'content-length': route.body.length });
      response.end(route.body);
    });
  });
  onMessage((message) => {
    if (message.type === 'routes') {
      routes = new Map(
        message.routes.map((r: BaselineRoute) => [
          r.path,
          { body: Buffer.from(r.bodyBase64, 'base64'), headers: r.headers },
        ]),
      );
      send({ type: 'routes-set' });
    } else if (message.type === 'close') {
      server.close();
      process.exit(0);
    }
  });
  server.listen(0, '127.0.0.1', () =>
    send({ type: 'ready', port: (server.address() as AddressInfo).port, setup: null }),
  );
}

const seconds = (since: number): number => (performance.now() - since) / 1000;
const thousands = (n: number): string => n.toLocaleString('en-US');

async function scaleOneConnection(database: BenchDatabase, factor: number): Promise<ScaledCounts> {
  if (!database.url) return scaleSeed(database.handle.db, factor);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await scaleSeed(drizzle({ client }), factor);
  } finally {
    await client.end();
  }
}

/** Grows the seeded database as `setup` asks; null when it asks for nothing. */
async function grow(database: BenchDatabase, setup: ServerSetup): Promise<SetupReport | null> {
  const started = performance.now();
  const parts: string[] = [];
  if (setup.scale > 1) {
    const counts = await scaleOneConnection(database, setup.scale);
    parts.push(
      `${setup.scale}× menu and stores in ${seconds(started).toFixed(1)} s: ${counts.products} products, ` +
        `${counts.stores} stores, ${thousands(counts.sizePrices)} size prices, ${thousands(counts.modifierPrices)} modifier prices`,
    );
  }
  if (setup.seededOrders > 0) {
    if (!database.url) throw new Error('stored orders are seeded on PostgreSQL only');
    const seeded = await seedOrders(database.url, setup.seededOrders);
    parts.push(
      `${thousands(seeded.orders)} orders, ${thousands(seeded.items)} items, ${thousands(seeded.statusEvents)} status events ` +
        `in ${seeded.insertSeconds.toFixed(0)} s + VACUUM ANALYZE ${seeded.vacuumSeconds.toFixed(0)} s`,
    );
  }
  return parts.length > 0 ? { seconds: seconds(started), summary: parts.join('; ') } : null;
}

async function runBrewline(kind: 'pglite' | 'postgres', setup: ServerSetup): Promise<void> {
  if (kind === 'postgres') countPostgresStatements();
  const database = await openBenchDatabase(kind);
  const report = await grow(database, setup).catch(async (error: unknown) => {
    // The scratch database would outlive this process otherwise.
    await database.dispose();
    throw error;
  });
  const { app } = await buildServer({
    database: database.handle,
    webDistDir: null,
    logLevel: 'warn',
    // The bench sends thousands of orders a minute from one address, as no customer does: no rate
    // limits, unless the run is about the limits themselves (clients with their own addresses).
    ...(setup.limits === 'production'
      ? { identity: loadIdentityConfig({ TRUST_PROXY: '1' }, 3000) }
      : { rateLimits: null }),
    // Its orders wait for a terminal that never comes: without this, a run longer than the default
    // 5 minutes would measure the watchdog failing and refunding the first ones as well.
    lateOrderMs: 86_400_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const db = database.handle.db;
  onMessage(async (message) => {
    if (message.type === 'prepare-orders') {
      send({ type: 'orders', bodies: await prepareOrders(app, db, message.count) });
    } else if (message.type === 'count-orders') {
      const [row] = await db.select({ n: count() }).from(orders);
      send({ type: 'order-count', count: row?.n ?? 0 });
    } else if (message.type === 'count-statements') {
      send({ type: 'statement-count', count: kind === 'postgres' ? statementsSoFar() : null });
    } else if (message.type === 'profile-start') {
      await startProfile();
      send({ type: 'profiling' });
    } else if (message.type === 'profile-stop') {
      send({ type: 'profile-written', file: await stopProfile(message.dir, message.name) });
    } else if (message.type === 'close') {
      await app.close();
      await database.dispose();
      // Stray timers (presence, watchdog) must not keep the process alive after the bench.
      process.exit(0);
    }
  });
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port, setup: report });
}

const mode = process.argv[2];
if (mode === 'baseline') runBaseline();
else if (mode === 'pglite' || mode === 'postgres')
  await runBrewline(mode, JSON.parse(process.argv[3] ?? '{"scale":1,"seededOrders":0}') as ServerSetup);
else throw new Error(`Unknown bench server mode: ${mode ?? '(none)'}`);
