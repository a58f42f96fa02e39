// npm test's Vitest runs. Each run writes its results as a blob (for the coverage of all runs
// together) and as JSON (for the counts); `mergedCoverage` then reads every blob of the test run at
// once, so the domain's coverage threshold holds over all stages as it did over one run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand, type CommandOptions } from './run-command.ts';
import type { Counts } from './test-tally.ts';

export interface VitestRun {
  /** The blob's and report's name, and what a failure is called. */
  readonly name: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
}

interface VitestReport {
  readonly numPassedTests: number;
  readonly numFailedTests: number;
  readonly numPendingTests: number;
  readonly numTodoTests: number;
}

function readReport(path: string): VitestReport | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as VitestReport;
  } catch {
    return null;
  }
}

/** The run's counts, and whether it ended well besides its tests (collection, a file's own error). */
export async function runVitest(
  run: VitestRun,
  reports: string,
  options: CommandOptions,
): Promise<{ counts: Counts | null; ok: boolean }> {
  const json = join(reports, `${run.name}.json`);
  const ok = await runCommand(
    'npx',
    [
      'vitest',
      'run',
      ...run.args,
      // The threshold is judged once, over every run's coverage (mergedCoverage).
      '--coverage',
      '--coverage.thresholds.lines=0',
      `--coverage.reportsDirectory=${join(reports, 'coverage', run.name)}`,
      '--reporter=default',
      '--reporter=json',
      '--reporter=blob',
      `--outputFile.json=${json}`,
      `--outputFile.blob=${join(reports, 'blobs', `${run.name}.json`)}`,
    ],
    { ...options, env: { ...options.env, ...run.env } },
  );
  const report = readReport(json);
  const counts = report && {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  return { counts, ok: ok || (counts !== null && counts.failed > 0) };
}

/** The coverage of every Vitest run so far, against the threshold in vitest.config.ts. */
export function mergedCoverage(reports: string, options: CommandOptions): Promise<boolean> {
  return runCommand(
    'npx',
    ['vitest', '--merge-reports', join(reports, 'blobs'), '--coverage', '--reporter=dot'],
    options,
  );
}
