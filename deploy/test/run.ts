// npm run test:deploy: brings the production setup up (deploy/up.sh), runs its browser journey
// through nginx, and takes the setup down again whatever happened; ends with one line of counts and
// exits non-zero on any failure. On a failure the API servers' and nginx's logs are shown first.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { readDeployment } from './deployment.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function showLogs(runDir: string): void {
  const logs = join(runDir, 'logs');
  for (const name of readdirSync(logs).filter((file) => file !== 'access.log')) {
    const lines = readFileSync(join(logs, name), 'utf8').trim().split('\n');
    console.log(`\n--- ${name} (last 30 lines) ---\n${lines.slice(-30).join('\n')}`);
  }
}

interface PlaywrightSuite {
  readonly title: string;
  readonly suites?: readonly PlaywrightSuite[];
  readonly specs?: readonly {
    readonly title: string;
    readonly ok: boolean;
    readonly tests: readonly {
      readonly results: readonly { readonly error?: { readonly message?: string } }[];
    }[];
  }[];
}
interface PlaywrightReport {
  readonly stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  readonly suites: readonly PlaywrightSuite[];
}

/** Each failed test's file, title and the first lines of its error, from Playwright's JSON report. */
function failedTests(suites: readonly PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error;
        // Playwright colours its messages; the CI log is plain text.
        const message = stripVTControlCharacters(error?.message ?? 'no error message');
        return `${suite.title} › ${spec.title}\n${message.split('\n').slice(0, 12).join('\n')}`;
      }),
    ...failedTests(suite.suites ?? []),
  ]);
}

const failures: string[] = [];
const down = () => run('deploy/down.sh', []);
// Ctrl-C or a CI timeout still takes the setup down.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    down();
    process.exit(130);
  });
}

// Prometheus scrapes and evaluates every second and each alert fires at once (`for: 0s`), so the
// alert journey (alerts.spec.ts) sees one fire within seconds; the caller's own choice wins.
let ok = run('deploy/up.sh', [], {
  DEPLOY_SCRAPE_INTERVAL: process.env['DEPLOY_SCRAPE_INTERVAL'] ?? '1s',
  DEPLOY_ALERT_FOR: process.env['DEPLOY_ALERT_FOR'] ?? '0s',
});
if (!ok) totals.failed += 1;
else {
  const deployment = readDeployment();
  const reports = mkdtempSync(join(tmpdir(), 'brewline-deploy-test-'));
  const report = join(reports, 'playwright.json');
  ok = run('npx', ['playwright', 'test', '--config', 'deploy/test/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    // Node's own calls in the journey (fetch) trust the certificate the setup made.
    NODE_EXTRA_CA_CERTS: deployment.certificate,
  });
  try {
    const { stats, suites } = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport;
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    failures.push(...failedTests(suites));
  } catch {
    // No report: Playwright failed before running anything.
  }
  if (!ok && totals.failed === 0) totals.failed += 1;
  if (!ok) showLogs(deployment.runDir);
  rmSync(reports, { recursive: true, force: true });
}
if (!down()) totals.failed += 1;

// Last, after the servers' logs, so the end of a long CI output still says what failed and why.
for (const failure of failures) console.log(`\n✘ ${failure}`);
console.log(`\ntest:deploy took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
