// The back-office bench's database. By default a scratch PostgreSQL database seeded for the run and
// dropped after it. With BENCH_ADMIN_DATABASE=<name> the seeded database is kept under that name and
// the next run with the same setup reuses it (the seed takes about ten minutes): it is migrated, and
// its report rollups are rebuilt only when a migration was applied (a rollup's shape may have
// changed). The setup a database was seeded with is written in its comment, so a run with another
// scale or order count never reads a database grown for a different one.
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedDemoData } from '../../apps/api/src/db/seed/seed-demo-data.ts';
import { openBenchDatabase, BENCH_POSTGRES_URL, type BenchDatabase } from '../api/bench-databases.ts';
import type { AdminSetup } from './admin-messages.ts';

export interface AdminBenchDatabase extends BenchDatabase {
  url: string;
  /** Whether the database still has to be seeded (false: a kept database grown with this setup). */
  needsSeed: boolean;
  /** Whether opening it applied migrations (the rollups must then be recomputed). */
  migrated: boolean;
  /** Marks a kept database as seeded with `setup` (nothing for a scratch one). */
  markSeeded(): Promise<void>;
}

const KEPT_NAME = process.env['BENCH_ADMIN_DATABASE'];

async function withServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{ n: string }>(
      `select count(*)::text as n from drizzle.__drizzle_migrations`,
    );
    return Number(found.rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

export async function openAdminBenchDatabase(setup: AdminSetup): Promise<AdminBenchDatabase> {
  if (!KEPT_NAME) {
    const scratch = await openBenchDatabase('postgres');
    if (!scratch.url) throw new Error('the admin bench runs on PostgreSQL');
    return { ...scratch, url: scratch.url, needsSeed: true, migrated: false, markSeeded: async () => {} };
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(KEPT_NAME))
    throw new Error(`BENCH_ADMIN_DATABASE must be a plain lower-case name, not "${KEPT_NAME}"`);
  const wanted = JSON.stringify(setup);
  const comment = await withServer(async (client) => {
    const found = await client.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [KEPT_NAME],
    );
    const existing = found.rows[0];
    // A kept database without its comment is one whose seeding never finished: it starts over.
    if (existing && existing.comment === null) await client.query(`drop database ${KEPT_NAME} with (force)`);
    if (!existing || existing.comment === null) await client.query(`create database ${KEPT_NAME}`);
    return existing?.comment ?? null;
  });
  const parsed = new URL(BENCH_POSTGRES_URL);
  parsed.pathname = `/${KEPT_NAME}`;
  const url = parsed.toString();
  const reusable = comment === wanted;
  if (!reusable && comment !== null)
    throw new Error(
      `${KEPT_NAME} was seeded with ${comment}, not ${wanted}: drop it or name another database`,
    );
  const before = await appliedMigrations(url);
  const handle = await openDatabase({ kind: 'postgres', url });
  await handle.migrate();
  const migrated = reusable && (await appliedMigrations(url)) !== before;
  if (!reusable) await seedDemoData(handle.db);
  return {
    handle,
    url,
    needsSeed: !reusable,
    migrated,
    // A kept database outlives the run: closing the pool is all.
    dispose: () => handle.close(),
    markSeeded: () =>
      withServer(async (client) => {
        await client.query(`comment on database ${KEPT_NAME} is '${wanted.replaceAll("'", "''")}'`);
      }),
  };
}
