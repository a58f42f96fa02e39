// node bench/web/first-load-trace.ts <page filter> [runs]: what the browser itself does in a page's
// first load, by kind of work (parsing the HTML, style, layout, paint, script...). The CPU profile of
// first-load-profile.ts charges all of that to one "(program)" line, the larger part of every page's
// main-thread time; a Chromium trace splits it. Same state and 4x CPU slowdown as Lighthouse's mobile
// preset; serves apps/web/dist (or WEB_DIST_DIR) as bench:lighthouse does. Then, for the last load,
// each long task (50 ms or more) with the events it spent its time in: Lighthouse calls the tasks
// with no script of their own "Unattributable", and this says what they were.
import { parseTrace, selfTimes, type TraceEvent } from './trace-event.ts';
import { builtWebDist, withOnePage } from './one-page-session.ts';

const [filter = 'accessibility', runsArg] = process.argv.slice(2);
const RUNS = Number(runsArg ?? 3);
const CPU_SLOWDOWN = 4;
const dist = builtWebDist();

const LONG_TASK_US = 50_000;

/** The main thread's long tasks (top-level RunTask events), each with its self time by event. */
function longTasks(
  events: readonly TraceEvent[],
): { start: number; dur: number; self: Map<string, number> }[] {
  // A loop, not Math.min(...): a trace holds far more events than a call takes arguments.
  const origin = events.reduce(
    (first, event) => (event.ts > 0 && event.ts < first ? event.ts : first),
    Infinity,
  );
  return events
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= LONG_TASK_US)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = events.filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
      return { start: task.ts - origin, dur: task.dur ?? 0, self: selfTimes(inside) };
    })
    .filter(
      (task, index, all) =>
        !all.some(
          (other, o) =>
            o !== index && other.start < task.start && other.start + other.dur >= task.start + task.dur,
        ),
    );
}

await withOnePage(dist, filter, async ({ page, origin, openTab }) => {
  const totals = new Map<string, number>();
  let lastLoad: TraceEvent[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const tab = await openTab(CPU_SLOWDOWN);
    await tab.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'],
    });
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((done) => setTimeout(done, 1000));
    const buffer = await tab.tracing.stop();
    await tab.close();
    const events = parseTrace(buffer);
    // The page's main thread: the renderer thread named CrRendererMain that ran the most.
    const mainThreads = events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
    let best: TraceEvent[] = [];
    for (const thread of mainThreads) {
      const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
      if (own.length > best.length) best = own;
    }
    for (const [name, us] of selfTimes(best)) totals.set(name, (totals.get(name) ?? 0) + us / RUNS);
    lastLoad = best;
  }
  const all = [...totals.values()].reduce((sum, us) => sum + Math.max(0, us), 0);
  console.log(
    `${page.name}: main thread, self time by trace event, mean of ${RUNS} loads at ${CPU_SLOWDOWN}x`,
  );
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    if (us < 1000) break;
    console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  }
  console.log(`${(all / 1000).toFixed(1).padStart(8)} ms  (all)`);
  for (const task of longTasks(lastLoad)) {
    console.log(
      `\nLong task of ${(task.dur / 1000).toFixed(0)} ms at ${(task.start / 1000).toFixed(0)} ms (last load)`,
    );
    for (const [name, us] of [...task.self].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      if (us < 2000) break;
      console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
    }
  }
});
