// Databases of their own, migrated and seeded, for the tests and the API bench: an in-memory PGlite,
// or a PostgreSQL database created on a given server under a random name and dropped after, so
// neither ever touches anyone's data. Depends on nothing but the API's database code, so the bench
// imports it too.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/db/seed/seed-demo-data.ts';

export interface ScratchDatabase {
  handle: DatabaseHandle;
  /** Closes the handle and, for PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

export interface ScratchPostgres extends ScratchDatabase {
  name: string;
  url: string;
  /** Drops the database only (for callers that closed the handle and ran servers of their own). */
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at `serverUrl` (tests and the bench skip PostgreSQL if not). */
export async function postgresAnswersAt(serverUrl: string): Promise<boolean> {
  try {
    await adminQuery(serverUrl, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** An in-memory PGlite, migrated and seeded: a copy of `template` (a seeded snapshot) when given. */
export async function openSeededPglite(template?: Blob): Promise<ScratchDatabase> {
  if (template) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, fromSnapshot: template });
    return { handle, dispose: () => handle.close() };
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  await seedDemoData(handle.db);
  return { handle, dispose: () => handle.close() };
}

/**
 * Creates `brewline_<label>_<pid>_<random>` on the server at `serverUrl`, migrated and seeded: a copy
 * of the `template` database on that server when given (no connection may be open to it meanwhile).
 */
export async function openScratchPostgres(
  serverUrl: string,
  label: string,
  template?: string,
): Promise<ScratchPostgres> {
  const name = `brewline_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();
  const drop = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  const handle = await openDatabase({ kind: 'postgres', url });
  const dispose = async () => {
    await handle.close();
    await drop();
  };
  try {
    if (!template) {
      await handle.migrate();
      await seedDemoData(handle.db);
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { name, url, handle, dispose, drop };
}
