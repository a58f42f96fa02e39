// Opens the database the configuration names: PGlite (PostgreSQL in WebAssembly, files in a folder)
// when no URL is given, PostgreSQL through node-postgres otherwise. Both speak the same SQL, so the
// rest of the server sees one Drizzle type and never asks which one it has.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as analyticsTables from './schema/analytics.ts';
import * as auditTables from './schema/audit.ts';
import * as cardsTables from './schema/cards.ts';
import * as favoritesTables from './schema/favorites.ts';
import * as identityTables from './schema/identity.ts';
import * as membersTables from './schema/members.ts';
import * as menuTables from './schema/menu.ts';
import * as ordersTables from './schema/orders.ts';
import * as outboxTables from './schema/outbox.ts';
import * as paymentsTables from './schema/payments.ts';
import * as pricingTables from './schema/pricing.ts';
import * as reportsTables from './schema/reports.ts';
import * as rewardsTables from './schema/rewards.ts';
import * as staffTables from './schema/staff.ts';
import * as storesTables from './schema/stores.ts';
import * as terminalsTables from './schema/terminals.ts';

/** The committed drizzle-kit migrations; the same SQL files run on PGlite and PostgreSQL. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Every table, for Drizzle's client: its relational queries (`db.query.<table>`) and the one `Db` type
 * every server shares. Code that reads or writes a table imports it from its own `schema/<context>.ts`.
 */
export const allTables = {
  ...analyticsTables,
  ...auditTables,
  ...cardsTables,
  ...favoritesTables,
  ...identityTables,
  ...membersTables,
  ...menuTables,
  ...ordersTables,
  ...outboxTables,
  ...paymentsTables,
  ...pricingTables,
  ...reportsTables,
  ...rewardsTables,
  ...staffTables,
  ...storesTables,
  ...terminalsTables,
};

export type Schema = typeof allTables;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(...)`: what a function that must join a caller's transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  /** Applies every committed migration not yet applied. */
  migrate(): Promise<void>;
  /** PostgreSQL only: the connection pool's connections, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data folder as a tarball, to open copies of it (the tests' template). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `fromSnapshot` starts from another PGlite's snapshot() instead of an empty database. */
  | { kind: 'pglite'; dataDir: string | null; fromSnapshot?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 20,
      // While the database is unreachable a request fails within seconds (generic message, /readyz
      // not ready) instead of hanging; connections are made again by themselves once it is back.
      connectionTimeoutMillis: 5000,
      // A connection that stops answering (a network partition, no reset) fails its query instead of
      // holding the request forever; no query of ours runs anywhere near this long.
      query_timeout: 20_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // node-postgres closes a connection idle for 10 s by default; under a bursty load that meant
      // new PostgreSQL backends (a fork, cold caches, our prepared statements parsed again) every
      // 10–15 s, each wave a stall of up to a second for every request (docs/performance.md,
      // round 5). A connection is closed only after five idle minutes.
      idleTimeoutMillis: 300_000,
    });
    // An idle connection that the server drops (restart, failover, admin) is discarded by the pool;
    // without a listener node-postgres would turn that into an uncaught exception.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema: allTables });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: () => migratePg(db, { migrationsFolder }),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  // A null data dir keeps the database in memory (tests); otherwise it lives in files.
  const client = new PGlite({
    ...(target.dataDir === null ? {} : { dataDir: target.dataDir }),
    ...(target.fromSnapshot ? { loadDataDir: target.fromSnapshot } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema: allTables });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
