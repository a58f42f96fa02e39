// The databases every API integration test runs against: embedded PGlite, and a PostgreSQL database
// of its own on the server named by TEST_DATABASE_URL, created for the test file and dropped after.
// Without a PostgreSQL server the PostgreSQL tests are skipped loudly; in CI (CI=true) that is a failure.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/db/seed/seed-demo-data.ts';

export const TEST_DATABASE_URL =
  process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const pglite: TestDatabaseKind = {
  name: 'pglite',
  async open() {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    await seedDemoData(handle.db);
    return { handle, dispose: () => handle.close() };
  },
};

const postgres: TestDatabaseKind = {
  name: 'postgres',
  async open() {
    const name = `brewline_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(TEST_DATABASE_URL, name) });
    await handle.migrate();
    await seedDemoData(handle.db);
    return {
      handle,
      async dispose() {
        await handle.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  },
};

/** The kinds to run against in this environment, decided once per test file. */
export async function availableTestDatabases(): Promise<TestDatabaseKind[]> {
  if (await postgresAnswers()) return [pglite, postgres];
  const message = `PostgreSQL at ${TEST_DATABASE_URL} does not answer: PostgreSQL integration tests are SKIPPED.`;
  if (process.env['CI'] === 'true') throw new Error(`${message} In CI this is a failure.`);
  console.warn(`\n${'!'.repeat(80)}\n${message}\n${'!'.repeat(80)}\n`);
  return [pglite];
}
