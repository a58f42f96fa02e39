// The back-office bench's server, forked so the load and the server never share an event loop: the
// real Brewline server over a scratch PostgreSQL database grown to the 10× menu and stores with a
// million stored orders (the API bench's seeders), a year of browsing events and a long audit log.
// It answers `staff` with fresh access tokens of a chain admin and a store manager (signed up through
// the embedded provider, as people are), since a token lives only five minutes.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadIdentityConfig } from '../../apps/api/src/identity/identity-config.ts';
import { allTables } from '../../apps/api/src/db/client.ts';
import { rebuildReportRollups } from '../../apps/api/src/modules/reports/report-rollup.ts';
import { saveStaff } from '../../apps/api/src/modules/staff/staff-repository.ts';
import { buildServer } from '../../apps/api/src/server.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { freePort } from '../../apps/api/test/support/free-port.ts';
import { dropRedisPrefix, redisAnswers } from '../../apps/api/test/support/test-redis.ts';
import { signUpMember } from '../../apps/api/test/support/signed-in-server.ts';
import { scaleSeed } from '../api/scale-seed.ts';
import { seedOrders } from '../api/seed-orders.ts';
import { openAdminBenchDatabase } from './admin-bench-database.ts';
import { seedAdminHistory } from './admin-seed.ts';
import type { AdminFromServer, AdminSetup, AdminToServer } from './admin-messages.ts';

const BENCH_REDIS_URL = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

const send = (message: AdminFromServer): void => {
  process.send?.(message);
};
const thousands = (n: number): string => n.toLocaleString('en-US');

const setup = JSON.parse(process.argv[2] ?? '{}') as AdminSetup;
const database = await openAdminBenchDatabase(setup);
const url = database.url;
const started = performance.now();
const parts: string[] = [];
try {
  if (!database.needsSeed) {
    parts.push(`reused the kept database ${new URL(url).pathname.slice(1)}`);
    if (database.migrated)
      parts.push(`report rollups: ${thousands(await rebuildRollups())} store days rebuilt`);
  }
  if (database.needsSeed && setup.scale > 1) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const counts = await scaleSeed(drizzle({ client }), setup.scale).finally(() => client.end());
    parts.push(`${setup.scale}× menu and stores: ${counts.products} products, ${counts.stores} stores`);
  }
  if (database.needsSeed) await seedEverything();
} catch (error) {
  await database.dispose();
  throw error;
}

async function rebuildRollups(): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return rebuildReportRollups(drizzle({ client, schema: allTables })).finally(() => client.end());
}

async function seedEverything(): Promise<void> {
  const seeded = await seedOrders(url, setup.orders);
  parts.push(
    `${thousands(seeded.orders)} orders, ${thousands(seeded.items)} items in ${seeded.insertSeconds.toFixed(0)} s + VACUUM ${seeded.vacuumSeconds.toFixed(0)} s`,
  );
  // The seed loads with triggers off: the report rollups are computed from all its orders at once,
  // on a connection of its own (no query timeout).
  const rollupStarted = performance.now();
  const folded = await rebuildRollups();
  parts.push(
    `report rollups: ${thousands(folded)} store days in ${((performance.now() - rollupStarted) / 1000).toFixed(0)} s`,
  );
  const history = await seedAdminHistory(url, setup.analyticsEvents, setup.auditEntries);
  parts.push(
    `${thousands(history.analyticsEvents)} browsing events, ${thousands(history.auditEntries)} audit entries in ${history.seconds.toFixed(0)} s`,
  );
  await database.markSeeded();
}
const seconds = (performance.now() - started) / 1000;

// BENCH_ADMIN_PORT pins the ports (on a shared machine each user has a range: this one and the next);
// otherwise any free ones.
const pinned = process.env['BENCH_ADMIN_PORT'] ? Number(process.env['BENCH_ADMIN_PORT']) : null;
const port = pinned ?? (await freePort());
const secondPort = pinned ? pinned + 1 : await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
// Two servers on the database, as behind a load balancer, hearing each other through Redis when it
// answers: the bench times a publication through the first until the second serves the new menu.
const redisUp = await redisAnswers(BENCH_REDIS_URL);
const realtimePrefix = `brewline-bench-admin-${process.pid}`;
const identity = loadIdentityConfig({ PUBLIC_URL: baseUrl }, port);
async function startOne(listenOn: number) {
  const handle = listenOn === port ? database.handle : await openDatabase({ kind: 'postgres', url });
  const { app } = await buildServer({
    database: handle,
    webDistDir: null,
    logLevel: 'warn',
    identity,
    rateLimits: null,
    mail: null,
    schedulerPollMs: null,
    lateOrderMs: 86_400_000,
    ...(redisUp ? { realtime: { redisUrl: BENCH_REDIS_URL, prefix: realtimePrefix } } : {}),
  });
  await app.listen({ port: listenOn, host: '127.0.0.1' });
  return {
    close: async () => {
      await app.close();
      if (handle !== database.handle) await handle.close();
    },
  };
}
const first = await startOne(port);
const second = redisUp ? await startOne(secondPort) : null;

async function staffToken(role: 'CHAIN_ADMIN' | 'STORE_MANAGER', storeIds: number[]): Promise<string> {
  // A name takes letters only; the e-mail address is made unique by the helper.
  const person = await signUpMember(baseUrl, role === 'CHAIN_ADMIN' ? 'admin' : 'manager');
  await saveStaff(database.handle.db, {
    memberId: person.memberId,
    email: person.email,
    role,
    storeIds,
    invitedBy: null,
    createdAt: new Date(),
  });
  return person.token;
}

process.on('message', (message: AdminToServer) => {
  const answer = async (): Promise<void> => {
    if (message.type === 'staff') {
      send({
        type: 'staff',
        admin: await staffToken('CHAIN_ADMIN', []),
        manager: await staffToken('STORE_MANAGER', message.managerStoreIds),
      });
    } else {
      await second?.close();
      await first.close();
      await database.dispose();
      if (redisUp) await dropRedisPrefix(realtimePrefix, BENCH_REDIS_URL);
      process.exit(0);
    }
  };
  answer().catch((error: unknown) => send({ type: 'failed', message: String(error) }));
});
send({
  type: 'ready',
  port,
  secondPort: second ? secondPort : null,
  seconds,
  summary: parts.join('; '),
});
