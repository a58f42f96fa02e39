// node bench/web/blocking-ab.ts <baseline dist> <page filter> [loads]: a before/after of one page's
// main-thread work in its first load, finer than Lighthouse's score. Lighthouse's mobile TBT is its
// simulation of the page's tasks at 4x CPU: every task of the real (1x) load after the first
// contentful paint counts 4 × its length, less 50 ms. On a shared machine a single Lighthouse run
// swings by 200 ms of TBT, so 5 runs cannot show a 30 ms change. This loads the page at full speed,
// alternating between this build (WEB_DIST_DIR or apps/web/dist) and the baseline, traces each load,
// and gives the median and mean over the loads (12) of that same sum ("blocking at 4x") and of all
// the main thread's tasks. Same state as bench:lighthouse (lighthouse-pages.ts).
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { median } from '../median.ts';
import { pagePaint, parseTrace, simulatedBlockingMs } from './trace-event.ts';
import { builtWebDist, withBenchPages, type BenchPagesSession } from './one-page-session.ts';

const [baselineArg, filter = 'menu', loadsArg] = process.argv.slice(2);
if (!baselineArg) throw new Error('usage: blocking-ab.ts <baseline dist> <page filter> [loads]');
const LOADS = Number(loadsArg ?? 12);

interface LoadFigures {
  /** Σ max(0, 4·task − 50 ms) over the tasks that start after the first contentful paint. */
  blockingMs: number;
  /** Every top-level task of the main thread, from the navigation to the end of the trace. */
  busyMs: number;
}

async function traceLoad(tab: Page, url: string): Promise<LoadFigures> {
  await tab.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  });
  await tab.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  await new Promise((done) => setTimeout(done, 1000));
  const buffer = await tab.tracing.stop();
  const events = parseTrace(buffer);
  const paint = pagePaint(events);
  if (!paint) throw new Error(`no first contentful paint in the trace of ${url}`);
  const tasks = events.filter(
    (event) => event.pid === paint.pid && event.tid === paint.tid && event.name === 'RunTask',
  );
  let blockingMs = 0;
  let busyMs = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    busyMs += ms;
    if (task.ts >= paint.ts) blockingMs += simulatedBlockingMs(task.dur ?? 0);
  }
  return { blockingMs, busyMs };
}

const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;

async function loadOnce(session: BenchPagesSession): Promise<LoadFigures> {
  const page = session.pages[0];
  if (!page) throw new Error(`no page matches ${filter}`);
  const tab = await session.openTab(page, 1);
  try {
    return await traceLoad(tab, `${session.origin}${page.path}`);
  } finally {
    await tab.close();
  }
}

const figures = { build: [] as LoadFigures[], baseline: [] as LoadFigures[] };
await withBenchPages(builtWebDist(), filter, async (build) => {
  await withBenchPages(resolve(baselineArg), filter, async (baseline) => {
    for (let load = 0; load < LOADS; load += 1) {
      // Alternate which goes first, so a machine that slows down over the run hurts both alike.
      const order = load % 2 ? (['baseline', 'build'] as const) : (['build', 'baseline'] as const);
      for (const which of order) figures[which].push(await loadOnce(which === 'build' ? build : baseline));
    }
  });
});
console.log(`${filter}: ${LOADS} loads each at full speed, interleaved`);
console.log('| build | blocking at 4x: median | mean | main thread busy: median | mean |');
console.log('|---|---|---|---|---|');
for (const which of ['build', 'baseline'] as const) {
  const blocking = figures[which].map((f) => f.blockingMs);
  const busy = figures[which].map((f) => f.busyMs);
  console.log(
    `| ${which} | ${median(blocking).toFixed(0)} ms | ${mean(blocking).toFixed(0)} ms | ${median(busy).toFixed(0)} ms | ${mean(busy).toFixed(0)} ms |`,
  );
}
