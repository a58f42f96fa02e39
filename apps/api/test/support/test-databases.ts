// The databases every API integration test runs against: embedded PGlite, and a PostgreSQL database
// of its own on the server named by TEST_DATABASE_URL, created for the test file and dropped after.
// Without a PostgreSQL server the PostgreSQL tests are skipped loudly; in CI (CI=true) that is a failure.
// Each opens a copy of the run's seeded template (database-templates.ts) rather than seeding anew.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import {
  openScratchPostgres,
  openSeededPglite,
  postgresAnswersAt,
  type ScratchDatabase,
} from './scratch-databases.ts';
import { TEST_DATABASE_URL } from './test-database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite snapshot's file. */
    pgliteTemplatePath: string;
    /** The seeded PostgreSQL template database's name ('' without a PostgreSQL server). */
    postgresTemplate: string;
  }
}

export type TestDatabase = ScratchDatabase;

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

let pgliteTemplate: Blob | null = null;

export const pglite: TestDatabaseKind = {
  name: 'pglite',
  open: () => {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    return openSeededPglite(pgliteTemplate);
  },
};

export const postgres: TestDatabaseKind = {
  name: 'postgres',
  open: () => openScratchPostgres(TEST_DATABASE_URL, 'test', inject('postgresTemplate') || undefined),
};

/**
 * `npm test` runs the API's files on PGlite in its fast first stage and on PostgreSQL in its second
 * (scripts/test-api-files.ts): TEST_DATABASES=pglite or postgres keeps one kind; unset, both.
 */
const ONLY = process.env['TEST_DATABASES'];

/** The kinds to run against in this environment, decided once per test file. */
export async function availableTestDatabases(): Promise<TestDatabaseKind[]> {
  if (ONLY === 'pglite') return [pglite];
  if (ONLY === 'postgres') return [postgres];
  if (await postgresAnswersAt(TEST_DATABASE_URL)) return [pglite, postgres];
  const message = `PostgreSQL at ${TEST_DATABASE_URL} does not answer: PostgreSQL integration tests are SKIPPED.`;
  if (process.env['CI'] === 'true') throw new Error(`${message} In CI this is a failure.`);
  console.warn(`\n${'!'.repeat(80)}\n${message}\n${'!'.repeat(80)}\n`);
  return [pglite];
}
