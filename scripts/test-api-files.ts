// The API's test files by the database they need, read from the files themselves, so npm test can
// run them on PGlite in its fast first stage and on PostgreSQL in its second, each test once:
// - both kinds (availableTestDatabases): PGlite first, PostgreSQL second (TEST_DATABASES);
// - PostgreSQL only (a fresh PostgreSQL database of their own: several servers, faults, races): second;
// - neither (configuration, pure modules, PGlite alone): first.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ApiTestFiles {
  /** Run first, on PGlite (TEST_DATABASES=pglite). */
  readonly first: readonly string[];
  /** Run second, on PostgreSQL (TEST_DATABASES=postgres). */
  readonly second: readonly string[];
}

const BOTH_KINDS = /\bavailableTestDatabases\b/;
const POSTGRES_ONLY =
  /\b(?:createFreshPostgres|FreshPostgres|postgresAnswers|hasPostgres|TEST_DATABASE_URL)\b/;

export function apiTestFiles(root: string): ApiTestFiles {
  const dir = join(root, 'apps/api/test');
  const files = readdirSync(dir).filter((name) => name.endsWith('.test.ts'));
  const first: string[] = [];
  const second: string[] = [];
  for (const name of files) {
    const text = readFileSync(join(dir, name), 'utf8');
    const path = `apps/api/test/${name}`;
    if (BOTH_KINDS.test(text)) {
      first.push(path);
      second.push(path);
    } else if (POSTGRES_ONLY.test(text)) second.push(path);
    else first.push(path);
  }
  return { first, second };
}
