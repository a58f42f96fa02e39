// The API's test files by the database they need, read from the files themselves, so npm test can
// run them on PGlite in its fast first stage and on PostgreSQL in its second, each test once:
// - split: every top-level suite is `describe.each(kinds)` over availableTestDatabases, so each test is one
//   database's: PGlite first, PostgreSQL second (TEST_DATABASES);
// - whole: it uses the kinds but also has suites of its own (a pure unit, one chosen database, a
//   suite only for PostgreSQL), or needs a PostgreSQL server of its own (several servers, faults,
//   races): second, on both databases, once;
// - neither (configuration, pure modules, PGlite alone): first.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ApiTestFiles {
  /** Run first, on PGlite (TEST_DATABASES=pglite). */
  readonly first: readonly string[];
  /** Run second, on PostgreSQL (TEST_DATABASES=postgres): the PostgreSQL half of the split files. */
  readonly second: readonly string[];
  /** Run second, whole, on both databases. */
  readonly whole: readonly string[];
}

const USES_KINDS = /\bavailableTestDatabases\b/;
const POSTGRES_ONLY =
  /\b(?:createFreshPostgres|FreshPostgres|postgresAnswers|hasPostgres|TEST_DATABASE_URL)\b/;
/** A top-level suite or test that is not one per database kind. */
const SUITE_OF_ITS_OWN = /^(?:describe|it|test)(?:\.(?!each\b)\w+)*\s*\(/m;

export function apiTestFiles(root: string): ApiTestFiles {
  const dir = join(root, 'apps/api/test');
  const files = readdirSync(dir).filter((name) => name.endsWith('.test.ts'));
  const first: string[] = [];
  const second: string[] = [];
  const whole: string[] = [];
  for (const name of files) {
    const text = readFileSync(join(dir, name), 'utf8');
    const path = `apps/api/test/${name}`;
    const split = USES_KINDS.test(text) && !POSTGRES_ONLY.test(text) && !SUITE_OF_ITS_OWN.test(text);
    if (split) {
      first.push(path);
      second.push(path);
    } else if (USES_KINDS.test(text) || POSTGRES_ONLY.test(text)) whole.push(path);
    else first.push(path);
  }
  return { first, second, whole };
}
