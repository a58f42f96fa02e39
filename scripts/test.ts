// npm test: first the static checks, two at a time (lint, type-check, formatting, the dependency
// rules, migrations against the schema, the GraphQL client types); then the unit/component/integration
// tests (PGlite and PostgreSQL), the web size budget and the browser journeys, in that order, ending
// with one line of counts for the whole run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './ensure-web-build.ts';
import { runTwoAtATime } from './run-two-at-a-time.ts';
import { typeCheckedProjects } from './typecheck.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'brewline-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = root): boolean {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name: string, ok: boolean): void {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

console.log(`Node ${process.version}`);

// Lint first: it is the longest, and the type-checks fill the other core meanwhile.
const staticChecks = await runTwoAtATime(
  [
    { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
    ...typeCheckedProjects.map((project) => ({
      name: `type-check ${project}`,
      command: 'npx',
      args: ['tsc', '-p', project],
    })),
    { name: 'formatting (prettier)', command: 'npx', args: ['prettier', '--check', '.'] },
    {
      name: 'dependency rules (.dependency-cruiser.ts)',
      command: 'node',
      args: ['scripts/check-boundaries.ts'],
    },
    { name: 'migrations hold db/schema/', command: 'node', args: ['scripts/check-migrations.ts'] },
    {
      name: 'graphql client types match schema.graphql',
      command: 'node',
      args: ['scripts/check-graphql-types.ts'],
    },
  ],
  root,
);
for (const { name, ok } of staticChecks) check(name, ok);

const vitestReport = join(reports, 'vitest.json');
const vitestOk = run('npx', [
  'vitest',
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0))
  check('vitest (coverage threshold or collection)', false);

let built = true;
try {
  ensureWebBuild();
} catch {
  built = false;
}
check('web app builds', built);
check('web size budgets', built && run('node', ['bench/web-size.ts', '--check']));

if (built) {
  const playwrightReport = join(reports, 'playwright.json');
  const serverLog = join(reports, 'journeys-server.log');
  const e2eOk = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    E2E_SERVER_LOG: serverLog,
  });
  check(
    'no card numbers in the journeys server log',
    run('node', ['scripts/scan-card-numbers.ts', serverLog]),
  );
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
    playwrightReport,
  );
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
  }
  if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) check('browser journeys (start-up)', false);
}

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
