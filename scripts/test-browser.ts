// npm test's browser lane: the browser apps built, the web size budgets, then the journeys in
// Debian's Chromium (counted test by test) and the scan of their server's log for card numbers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand, type CommandOptions } from './run-command.ts';
import type { Tally } from './test-tally.ts';

interface PlaywrightReport {
  readonly stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function readReport(path: string): PlaywrightReport | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as PlaywrightReport;
  } catch {
    return null;
  }
}

export async function browserLane(tally: Tally, reports: string, options: CommandOptions): Promise<void> {
  const built = await runCommand('node', ['scripts/ensure-web-build.ts'], options);
  tally.check('web app builds', built);
  tally.check(
    'web size budgets',
    built && (await runCommand('node', ['bench/web-size.ts', '--check'], options)),
  );
  if (!built) return;

  const report = join(reports, 'playwright.json');
  const serverLog = join(reports, 'journeys-server.log');
  const journeysOk = await runCommand('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    ...options,
    env: { ...options.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_SERVER_LOG: serverLog },
  });
  tally.check(
    'no card numbers in the journeys server log',
    await runCommand('node', ['scripts/scan-card-numbers.ts', serverLog], options),
  );
  const e2e = readReport(report);
  if (e2e) {
    tally.add({
      passed: e2e.stats.expected + e2e.stats.flaky,
      failed: e2e.stats.unexpected,
      skipped: e2e.stats.skipped,
    });
  }
  if (!journeysOk && (!e2e || e2e.stats.unexpected === 0)) tally.check('browser journeys (start-up)', false);
}
