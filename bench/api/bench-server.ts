// A server process the API bench forks, so the load generator and the server under test never share
// an event loop: `pglite` or `postgres` builds the real Brewline server over a seeded database;
// `baseline` is a plain node:http server that answers fixed bytes, the ceiling the real one is measured against.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { orders } from '../../apps/api/src/db/schema.ts';
import { buildServer } from '../../apps/api/src/server.ts';
import { openBenchDatabase } from './bench-databases.ts';
import type { BaselineRoute, FromServer, ToServer } from './bench-messages.ts';
import { prepareOrders } from './order-fixtures.ts';
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
  server.listen(0, '127.0.0.1', () => send({ type: 'ready', port: (server.address() as AddressInfo).port }));
}

async function runBrewline(kind: 'pglite' | 'postgres'): Promise<void> {
  if (kind === 'postgres') countPostgresStatements();
  const database = await openBenchDatabase(kind);
  // The bench sends thousands of orders a minute from one address, as no customer does: no rate limits.
  const { app } = await buildServer({
    database: database.handle,
    webDistDir: null,
    logLevel: 'warn',
    rateLimits: null,
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
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port });
}

const mode = process.argv[2];
if (mode === 'baseline') runBaseline();
else if (mode === 'pglite' || mode === 'postgres') await runBrewline(mode);
else throw new Error(`Unknown bench server mode: ${mode ?? '(none)'}`);
