// The databases the API bench runs on: a seeded in-memory PGlite, and a fresh PostgreSQL database on
// loopback created for the run and dropped after it, so the bench never touches anyone's data.
import {
  openScratchPostgres,
  openSeededPglite,
  postgresAnswersAt,
  type ScratchDatabase,
} from '../../apps/api/test/support/scratch-databases.ts';
import type { DatabaseKind } from './bench-messages.ts';

export const BENCH_POSTGRES_URL =
  process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase extends ScratchDatabase {
  /** The scratch PostgreSQL database's own URL (null on PGlite), for work outside the server's pool. */
  url: string | null;
}

export function postgresAnswers(): Promise<boolean> {
  return postgresAnswersAt(BENCH_POSTGRES_URL);
}

export async function openBenchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite') return { ...(await openSeededPglite()), url: null };
  return openScratchPostgres(BENCH_POSTGRES_URL, 'bench');
}
