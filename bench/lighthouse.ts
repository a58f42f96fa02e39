// npm run bench:lighthouse: Lighthouse performance (mobile and desktop presets) for every page family
// a customer or member opens (docs/performance.md, bench/web/lighthouse-pages.ts: the menu, a group, a product,
// search, the store finder, the cart, each checkout step, order status, past orders and an order's
// detail, scan, cards, rewards, favorites, profile, the accessibility statement and the store board;
// the member's pages signed in through the real sign-in flow), median of LIGHTHOUSE_RUNS (5) runs
// each, beside a bare React + router hello world (bench/reference-app) measured in the same run. Both
// apps are served by the real server (apps/api/src/main.ts) behind nginx over TLS and HTTP/2, as
// production serves them (deploy/nginx.conf.template; web/tls-front.ts). The runs interleave the pages, so machine
// noise falls on all of them alike. Timings are never pass/fail here (shared machines are noisy): the
// table shows median, TBT, CLS and the ratio to the same-run reference (goals: docs/performance.md).
//
// Knobs: LIGHTHOUSE_RUNS (5), LIGHTHOUSE_PRESETS ('mobile,desktop'), LIGHTHOUSE_PAGES (a filter on
// page names, e.g. 'menu,cart,checkout'), LIGHTHOUSE_PORT (the first of nine consecutive ports for
// the servers and their nginx, three with LIGHTHOUSE_SERVED=direct; free ports otherwise), WEB_DIST_DIR (measure a build made elsewhere instead of apps/web/dist),
// LIGHTHOUSE_BASELINE_DIST (a second build, e.g. of the last commit, measured in the same run,
// interleaved, each page and its baseline taking turns at going first: a before/after that the
// machine's drift cannot fake; a few runs on a noisy machine still can, bench/web/blocking-ab.ts is
// finer), CHROMIUM_PATH (/usr/bin/chromium),
// LIGHTHOUSE_REPORT_DIR (keep every run's full Lighthouse report there, as JSON), LIGHTHOUSE_MACHINE
// ('idle,busy': each phase measures everything; 'busy' adds LIGHTHOUSE_BUSY_THREADS (2) threads spinning
// on arithmetic, a machine at load average 2–4 as the goals in docs/performance.md ask; each table gives the load it saw;
// 'slow', not by default, holds the browser to LIGHTHOUSE_SLOW_SHARE (0.5) of one core, a slow machine
// on a quick one: web/slow-machine.ts),
// LIGHTHOUSE_THROTTLING ('devtools': the phone's network and CPU applied during the load, not
// simulated after it; for before/after comparisons only, see web/lighthouse-runner.ts),
// LIGHTHOUSE_SERVED ('direct': the app server alone over HTTP/1.1, as the bench measured before
// 2026-11-29; NGINX names nginx's binary otherwise).
import react from '@vitejs/plugin-react';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { ensureWebBuild } from '../scripts/ensure-web-build.ts';
import { busyMachine } from './busy-machine.ts';
import { assertSlowMachinePossible, slowMachine } from './web/slow-machine.ts';
import { benchPages, REFERENCE_PAGE, type BenchPage } from './web/lighthouse-pages.ts';
import {
  measure,
  startChromium,
  THROTTLING_METHOD,
  type Preset,
  type Sample,
} from './web/lighthouse-runner.ts';
import { startWebServer } from './web/web-server.ts';

const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 5);
const PRESETS = (process.env['LIGHTHOUSE_PRESETS'] ?? 'mobile,desktop')
  .split(',')
  .filter((preset): preset is Preset => preset === 'mobile' || preset === 'desktop');
const MACHINES = (process.env['LIGHTHOUSE_MACHINE'] ?? 'idle,busy')
  .split(',')
  .filter((machine): machine is Machine => machine === 'idle' || machine === 'busy' || machine === 'slow');
/**
 * As production serves the app (deploy/nginx.conf.template): nginx over TLS and HTTP/2 in front of
 * each server (web/tls-front.ts). LIGHTHOUSE_SERVED=direct measures the server alone, over HTTP/1.1.
 */
const SERVED_BY_NGINX = process.env['LIGHTHOUSE_SERVED'] !== 'direct';
const BUSY_THREADS = Number(process.env['LIGHTHOUSE_BUSY_THREADS'] ?? 2);
const SLOW_SHARE = Number(process.env['LIGHTHOUSE_SLOW_SHARE'] ?? 0.5);
// Said at once, not after the idle and busy phases have run.
if (MACHINES.includes('slow')) assertSlowMachinePossible(SLOW_SHARE);
const PAGE_FILTER = (process.env['LIGHTHOUSE_PAGES'] ?? '').split(',').filter(Boolean);
/** The most layout shift any run of a page may show (docs/performance.md). */
const CLS_GOAL = 0.02;

type Machine = 'idle' | 'busy' | 'slow';

/** Every page keeps at least this share of the reference's score in the same run (docs/performance.md). */
const REFERENCE_RATIO_GOAL: Record<Machine, number> = { idle: 0.9, busy: 0.85, slow: 0.85 };

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

async function buildReferenceApp(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./reference-app', import.meta.url)),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
}

const distOverride = process.env['WEB_DIST_DIR'];
const webDist = distOverride
  ? resolve(distOverride)
  : fileURLToPath(new URL('../apps/web/dist', import.meta.url));
if (!distOverride) ensureWebBuild();
const referenceDist = mkdtempSync(join(tmpdir(), 'brewline-reference-app-'));
await buildReferenceApp(referenceDist);

/**
 * Lighthouse now and then loses a trace (NO_NAVSTART and the like): such a run is taken again. A load
 * that ended on another page (the app sent it elsewhere: a state the page does not accept) measured
 * that other page, so it is not a sample of this one.
 */
async function measureWithRetries(origin: string, page: BenchPage, preset: Preset): Promise<Sample | null> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const sample = await measure(chromium, origin, page, preset);
      if (sample.finalPath !== page.path.split('?')[0]) throw new Error(`ended on ${sample.finalPath}`);
      return sample;
    } catch (error) {
      console.error(`  ${preset} ${page.name}, attempt ${attempt}: ${(error as Error).message}`);
    }
  }
  return null;
}

const baselineDist = process.env['LIGHTHOUSE_BASELINE_DIST'];
// The app's servers keep their database in a folder: the terminal CLI pairs the board through it.
const webServer = await startWebServer(webDist, { fileDatabase: true, tls: SERVED_BY_NGINX });
const referenceServer = await startWebServer(referenceDist, { tls: SERVED_BY_NGINX });
const baselineServer = baselineDist
  ? await startWebServer(resolve(baselineDist), { fileDatabase: true, tls: SERVED_BY_NGINX })
  : null;
const chromium = await startChromium();
let closing: Promise<void> | null = null;
/** Once: the browser, the servers (and their database folders) and the reference build. */
const closeAll = (): Promise<void> =>
  (closing ??= (async () => {
    await chromium.close();
    await webServer.close();
    await referenceServer.close();
    await baselineServer?.close();
    rmSync(referenceDist, { recursive: true, force: true });
  })());
// A run stopped by hand (Ctrl-C, timeout) leaves no server, browser or folder behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    printPartial();
    void closeAll().finally(() => process.exit(130));
  });
}
const samples = new Map<string, Sample[]>();
const SERVED_NOTE = SERVED_BY_NGINX
  ? ', served by nginx over TLS and HTTP/2 as in production'
  : ', served by the app server alone over HTTP/1.1 (LIGHTHOUSE_SERVED=direct)';
const THROTTLING_NOTE =
  THROTTLING_METHOD === 'devtools' ? ', phone throttling applied (devtools), not simulated' : '';
/** The 1-minute load average after each measured load, per machine phase. */
const loadSeen = new Map<Machine, number[]>();
/** The table of what has been measured so far (all of it, or what a stopped run got to). */
function printTable(targets: readonly { page: BenchPage }[], machine: Machine): void {
  const loads = loadSeen.get(machine) ?? [];
  if (loads.length === 0) return;
  const load = `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  const speeds = [...samples]
    .filter(([key]) => key.startsWith(`${machine} `))
    .flatMap(([, runs]) => runs.map((run) => run.benchmarkIndex));
  const speed = `${Math.round(Math.min(...speeds))}–${Math.round(Math.max(...speeds))}`;
  const what = {
    idle: 'machine as it is',
    busy: `busy machine: ${BUSY_THREADS} threads spinning beside it`,
    slow: `slow machine: the browser held to ${SLOW_SHARE} of one core`,
  }[machine];
  console.log(
    `\nLighthouse performance, ${what}, load average ${load} and Lighthouse CPU benchmark index ${speed} (higher is faster) while measuring${SERVED_NOTE}${THROTTLING_NOTE}; median of the runs made (n; LIGHTHOUSE_RUNS ${RUNS}) (${new Date().toISOString().slice(0, 16)}Z, Chromium at ${process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'})\n`,
  );
  console.log(
    `| page | preset | median | TBT ms | CLS (max) | ÷ reference (≥ ${REFERENCE_RATIO_GOAL[machine]}) | LCP ms | FCP ms | n | met |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const missed: string[] = [];
  for (const preset of PRESETS) {
    const reference = median(
      (samples.get(`${machine} ${preset} ${REFERENCE_PAGE.name}`) ?? []).map((s) => s.score),
    );
    for (const { page } of targets) {
      const runs = samples.get(`${machine} ${preset} ${page.name}`) ?? [];
      if (runs.length === 0) {
        missed.push(`${machine} ${preset} ${page.name} (no run measured it)`);
        continue;
      }
      const score = median(runs.map((s) => s.score));
      const cls = median(runs.map((s) => s.cls));
      const clsMax = Math.max(...runs.map((s) => s.cls));
      const isReference = page === REFERENCE_PAGE;
      const ratio = score / reference;
      const clsShown = Number(clsMax.toFixed(3));
      const met = isReference || (clsShown <= CLS_GOAL && ratio >= REFERENCE_RATIO_GOAL[machine]);
      if (!met) missed.push(`${machine} ${preset} ${page.name}`);
      console.log(
        [
          isReference ? `${page.name} (reference)` : page.name,
          preset,
          score,
          Math.round(median(runs.map((s) => s.tbtMs))),
          `${cls.toFixed(3)} (${clsMax.toFixed(3)})`,
          ratio.toFixed(2),
          Math.round(median(runs.map((s) => s.lcpMs))),
          Math.round(median(runs.map((s) => s.fcpMs))),
          runs.length,
          isReference ? '—' : met ? 'yes' : 'no',
        ]
          .join(' | ')
          .replace(/^/, '| ')
          .concat(' |'),
      );
    }
  }
  console.log(
    `\nGoals (docs/performance.md): at least ${REFERENCE_RATIO_GOAL[machine]} of the same-run reference's score and CLS at most ${CLS_GOAL} in every run.`,
  );
  console.log(missed.length ? `Short of a goal: ${missed.join('; ')}.` : 'Every page met every goal.');
}
let printPartial: () => void = () => undefined;
try {
  const wanted = (page: BenchPage) =>
    PAGE_FILTER.length === 0 || PAGE_FILTER.some((word) => page.name.includes(word));
  const setup = (server: typeof webServer) => ({
    origin: server.origin,
    apiOrigin: server.apiOrigin,
    browser: chromium.browser,
    dataDir: server.dataDir,
  });
  const pages = (await benchPages(setup(webServer))).filter(wanted);
  const baselinePages = baselineServer
    ? (await benchPages(setup(baselineServer)))
        .filter(wanted)
        .map((page) => ({ ...page, name: `${page.name} (baseline)` }))
    : [];
  // Each page beside its baseline. The two take turns at going first, run by run: the second of a
  // pair measured slower or quicker for coming second (caches warmed by the first, say) would
  // otherwise read as the change's doing.
  const pairs: { page: BenchPage; origin: string }[][] = [
    [{ page: REFERENCE_PAGE, origin: referenceServer.origin }],
    ...pages.map((page, index) => {
      const baseline = baselinePages[index];
      return [
        { page, origin: webServer.origin },
        ...(baseline && baselineServer ? [{ page: baseline, origin: baselineServer.origin }] : []),
      ];
    }),
  ];
  const targets = pairs.flat();
  const inTurn = (run: number) => pairs.flatMap((pair) => (run % 2 === 0 ? [...pair].reverse() : pair));
  const printAll = () => {
    for (const machine of MACHINES) printTable(targets, machine);
  };
  printPartial = printAll;
  for (const machine of MACHINES) {
    const stopMachine =
      machine === 'busy'
        ? busyMachine(BUSY_THREADS)
        : machine === 'slow'
          ? slowMachine(chromium.pid, SLOW_SHARE)
          : () => Promise.resolve();
    try {
      // Runs outermost: a run stopped early has every page in both presets, a few times each.
      for (let run = 1; run <= RUNS; run++) {
        for (const preset of PRESETS) {
          for (const { page, origin } of inTurn(run)) {
            const sample = await measureWithRetries(origin, page, preset);
            if (!sample) continue;
            const key = `${machine} ${preset} ${page.name}`;
            samples.set(key, [...(samples.get(key) ?? []), sample]);
            loadSeen.set(machine, [...(loadSeen.get(machine) ?? []), loadavg()[0] ?? 0]);
            console.error(
              `${machine} ${preset} run ${run}/${RUNS} ${page.name}: ${sample.score} (LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)}, load ${loadavg()[0]?.toFixed(1)})`,
            );
            // A run that shifted says what moved, here and now: such runs are rare and seldom recur.
            if (sample.cls > 0) for (const shift of sample.shifts) console.error(`    shifted ${shift}`);
          }
        }
      }
    } finally {
      await stopMachine();
    }
  }
  printPartial = () => undefined;
  printAll();
} finally {
  await closeAll();
}
