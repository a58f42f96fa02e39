// The databases every API integration test runs against: embedded PGlite, and a PostgreSQL database
// of its own on the server named by TEST_DATABASE_URL, created for the test file and dropped after.
// Without a PostgreSQL server the PostgreSQL tests are skipped loudly; in CI (CI=true) that is a failure.
import {
  openScratchPostgres,
  openSeededPglite,
  postgresAnswersAt,
  type ScratchDatabase,
} from './scratch-databases.ts';

export const TEST_DATABASE_URL =
  process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = ScratchDatabase;

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

const pglite: TestDatabaseKind = { name: 'pglite', open: openSeededPglite };

const postgres: TestDatabaseKind = {
  name: 'postgres',
  open: () => openScratchPostgres(TEST_DATABASE_URL, 'test'),
};

/** The kinds to run against in this environment, decided once per test file. */
export async function availableTestDatabases(): Promise<TestDatabaseKind[]> {
  if (await postgresAnswersAt(TEST_DATABASE_URL)) return [pglite, postgres];
  const message = `PostgreSQL at ${TEST_DATABASE_URL} does not answer: PostgreSQL integration tests are SKIPPED.`;
  if (process.env['CI'] === 'true') throw new Error(`${message} In CI this is a failure.`);
  console.warn(`\n${'!'.repeat(80)}\n${message}\n${'!'.repeat(80)}\n`);
  return [pglite];
}
