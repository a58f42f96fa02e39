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
import { freePort } from '../../apps/api/test/support/free-port.ts';
import { signUpMember } from '../../apps/api/test/support/signed-in-server.ts';
import { openBenchDatabase } from '../api/bench-databases.ts';
import { scaleSeed } from '../api/scale-seed.ts';
import { seedOrders } from '../api/seed-orders.ts';
import { seedAdminHistory } from './admin-seed.ts';
import type { AdminFromServer, AdminSetup, AdminToServer } from './admin-messages.ts';

const send = (message: AdminFromServer): void => {
  process.send?.(message);
};
const thousands = (n: number): string => n.toLocaleString('en-US');

const setup = JSON.parse(process.argv[2] ?? '{}') as AdminSetup;
const database = await openBenchDatabase('postgres');
const url = database.url;
if (!url) throw new Error('the admin bench runs on PostgreSQL');
const started = performance.now();
const parts: string[] = [];
try {
  if (setup.scale > 1) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const counts = await scaleSeed(drizzle({ client }), setup.scale).finally(() => client.end());
    parts.push(`${setup.scale}× menu and stores: ${counts.products} products, ${counts.stores} stores`);
  }
  const seeded = await seedOrders(url, setup.orders);
  parts.push(
    `${thousands(seeded.orders)} orders, ${thousands(seeded.items)} items in ${seeded.insertSeconds.toFixed(0)} s + VACUUM ${seeded.vacuumSeconds.toFixed(0)} s`,
  );
  // The seed loads with triggers off: the report rollups are computed from all its orders at once,
  // on a connection of its own (no query timeout).
  const rollupStarted = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const folded = await (async () => {
    const direct = drizzle({ client, schema: allTables });
    return rebuildReportRollups(direct);
  })().finally(() => client.end());
  parts.push(
    `report rollups: ${thousands(folded)} store days in ${((performance.now() - rollupStarted) / 1000).toFixed(0)} s`,
  );
  const history = await seedAdminHistory(url, setup.analyticsEvents, setup.auditEntries);
  parts.push(
    `${thousands(history.analyticsEvents)} browsing events, ${thousands(history.auditEntries)} audit entries in ${history.seconds.toFixed(0)} s`,
  );
} catch (error) {
  await database.dispose();
  throw error;
}
const seconds = (performance.now() - started) / 1000;

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const { app } = await buildServer({
  database: database.handle,
  webDistDir: null,
  logLevel: 'warn',
  identity: loadIdentityConfig({ PUBLIC_URL: baseUrl }, port),
  rateLimits: null,
  mail: null,
  schedulerPollMs: null,
  lateOrderMs: 86_400_000,
});
await app.listen({ port, host: '127.0.0.1' });

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
      await app.close();
      await database.dispose();
      process.exit(0);
    }
  };
  answer().catch((error: unknown) => send({ type: 'failed', message: String(error) }));
});
send({ type: 'ready', port, seconds, summary: parts.join('; ') });
