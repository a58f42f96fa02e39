// npm test, in two stages (`--stage gate`, `--stage rest`; both, one after the other, by default):
// 1. the fast gate: the static checks two at a time (lint, type-check, formatting, the dependency
//    rules, migrations against the schema, the GraphQL client types), then the domain's, the
//    scripts' and the API's tests on PGlite. A failed gate stops the run there.
// 2. the rest, one lane after the other: the API's tests on PostgreSQL and the browser apps'
//    component tests; then the browser apps' build, the web size budget and the browser journeys.
//    Then the domain's coverage over both stages.
// It ends with one line of counts for what ran. CI (.ci/run) runs the stages as two commands with
// one reports folder (BREWLINE_TEST_REPORTS), so the coverage reads both.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAnswers } from './postgres-answers.ts';
import { runTwoAtATime } from './run-two-at-a-time.ts';
import { apiTestFiles } from './test-api-files.ts';
import { browserLane } from './test-browser.ts';
import { newTally, type Tally } from './test-tally.ts';
import { mergedCoverage, runVitest, type VitestRun } from './test-vitest.ts';
import { TYPE_CHECKER, typeCheckedProjects } from './typecheck.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const stageArg = process.argv.indexOf('--stage');
const stage = stageArg >= 0 ? process.argv[stageArg + 1] : 'all';
const ownReports = !process.env['BREWLINE_TEST_REPORTS'];
const reports = process.env['BREWLINE_TEST_REPORTS'] ?? mkdtempSync(join(tmpdir(), 'brewline-test-'));
mkdirSync(join(reports, 'blobs'), { recursive: true });
/** The API's files split by database only where PostgreSQL answers; without it they all run first. */
const split = await postgresAnswers();
const apiFiles = apiTestFiles(root);

const STATIC_CHECKS = [
  // Lint first: it is the longest, and the type-checks fill the other core meanwhile.
  { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  ...typeCheckedProjects.map((project) => ({
    name: `type-check ${project}`,
    command: 'node',
    args: [TYPE_CHECKER, '-p', project],
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
];

// Files are chosen by path, never with --project: Vitest collects no coverage for a run limited to
// projects by name.
const GATE_VITEST: VitestRun = {
  name: 'gate',
  args: split
    ? ['packages/domain/test/', 'scripts/test/', 'bench/test/', ...apiFiles.first]
    : ['packages/domain/test/', 'scripts/test/', 'bench/test/', 'apps/api/test/'],
  env: split ? { TEST_DATABASES: 'pglite' } : {},
};

const REST_VITEST: readonly VitestRun[] = [
  ...(split
    ? [
        { name: 'api-postgres', args: [...apiFiles.second], env: { TEST_DATABASES: 'postgres' } },
        { name: 'api-whole', args: [...apiFiles.whole] },
      ]
    : []),
  { name: 'browser-apps', args: ['apps/web/', 'packages/web-auth/', 'apps/board/', 'apps/admin/'] },
];

async function vitestChecks(tally: Tally, run: VitestRun, lane?: string): Promise<void> {
  const { counts, ok } = await runVitest(run, reports, { cwd: root, ...(lane ? { lane } : {}) });
  if (counts) tally.add(counts);
  if (!ok) tally.check(`vitest ${run.name} (collection or a file's own error)`, false);
}

async function gate(tally: Tally): Promise<void> {
  for (const { name, ok } of await runTwoAtATime(STATIC_CHECKS, root)) tally.check(name, ok);
  await vitestChecks(tally, GATE_VITEST);
}

async function rest(tally: Tally): Promise<void> {
  const unitLane = async () => {
    for (const run of REST_VITEST) await vitestChecks(tally, run, 'vitest');
  };
  // One lane after the other: run beside the journeys, the API's concurrency tests on PostgreSQL lost
  // answers to the machine's load (500 racing payments: 426 answers of 480) and a phone journey's tap
  // timed out; each passes on its own.
  await unitLane();
  await browserLane(tally, reports, { cwd: root, lane: 'browser' });
  tally.check('domain coverage over every stage', await mergedCoverage(reports, { cwd: root }));
}

const tally = newTally();
console.log(`Node ${process.version}`);
if (stage !== 'rest') await gate(tally);
const gateFailed = stage === 'all' && tally.counts().failed > 0;
if (gateFailed) console.log('\nThe fast gate failed: the rest does not run.');
if (stage !== 'gate' && !gateFailed) await rest(tally);
if (ownReports) rmSync(reports, { recursive: true, force: true });
console.log(tally.report());
process.exit(tally.counts().failed > 0 ? 1 : 0);
