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

export type BenchDatabase = ScratchDatabase;

export function postgresAnswers(): Promise<boolean> {
  return postgresAnswersAt(BENCH_POSTGRES_URL);
}

export function openBenchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  return kind === 'pglite' ? openSeededPglite() : openScratchPostgres(BENCH_POSTGRES_URL, 'bench');
}
