// The databases the API bench runs on: a seeded in-memory PGlite, and a fresh PostgreSQL database on
// loopback created for the run and dropped after it, so the bench never touches anyone's data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { seedDemoData } from '../../apps/api/src/db/seed/seed-demo-data.ts';
import type { DatabaseKind } from './bench-messages.ts';

export const BENCH_POSTGRES_URL =
  process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function postgresAnswers(): Promise<boolean> {
  try {
    await adminQuery('select 1');
    return true;
  } catch {
    return false;
  }
}

export async function openBenchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    await seedDemoData(handle.db);
    return { handle, dispose: () => handle.close() };
  }
  const name = `brewline_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  await seedDemoData(handle.db);
  return {
    handle,
    async dispose() {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
