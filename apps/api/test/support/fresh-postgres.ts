// A PostgreSQL database of its own, migrated and seeded, for tests that run several API servers (or
// real API processes) on one database: each opens its own pool on `url`. Created fresh per run under a
// random name and dropped after.
import { openScratchPostgres, postgresAnswersAt } from './scratch-databases.ts';
import { TEST_DATABASE_URL } from './test-database-url.ts';

export interface FreshPostgres {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function postgresAnswers(): Promise<boolean> {
  return postgresAnswersAt(TEST_DATABASE_URL);
}

export async function createFreshPostgres(label: string): Promise<FreshPostgres> {
  const scratch = await openScratchPostgres(TEST_DATABASE_URL, label);
  await scratch.handle.close();
  return { name: scratch.name, url: scratch.url, drop: () => scratch.drop() };
}
