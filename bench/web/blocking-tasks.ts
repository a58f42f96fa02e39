// node bench/web/blocking-tasks.ts <page filter> [loads]: which tasks of a page's first load count
// towards Lighthouse's mobile Total Blocking Time, and what each one ran. Lighthouse simulates a
// phone by charging every task of the real (1x) load after the first contentful paint 4 × its length,
// less 50 ms, so a task counts once it runs past 12.5 ms here. This loads the page at full speed
// (the same state as bench:lighthouse, lighthouse-pages.ts), from a build with source maps, with
// V8's sampler in the trace, and lists for each such task its blocking share, the browser's own work
// in it (trace events by self time) and our functions in it (samples by source line). blocking-ab.ts
// says whether a change helped; this says where to look.
import { rmSync } from 'node:fs';
import { median } from '../median.ts';
import { buildWithSourceMaps, sourceLocator, type CallFrame } from './source-mapped-build.ts';
import { withOnePage } from './one-page-session.ts';
import {
  LIGHTHOUSE_SLOWDOWN,
  pagePaint,
  parseTrace,
  selfTimes,
  simulatedBlockingMs,
  type TraceEvent,
} from './trace-event.ts';

const [filter = 'menu', loadsArg] = process.argv.slice(2);
const LOADS = Number(loadsArg ?? 3);

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly parent?: number;
}
/** A trace event with what the sampler's events carry. */
interface Event extends TraceEvent {
  readonly id?: string;
  readonly args?: {
    readonly name?: string;
    readonly data?: {
      readonly startTime?: number;
      readonly cpuProfile?: { readonly nodes?: readonly ProfileNode[]; readonly samples?: readonly number[] };
      readonly timeDeltas?: readonly number[];
    };
  };
}

/** The sampler's samples of the trace: when (trace clock, µs) and which profile node. */
function samplesOf(events: readonly Event[]): { ts: number; node: number }[] {
  // Each profile's clock starts at its own start time; its chunks carry the deltas from there.
  const clocks = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'Profile' && event.id) clocks.set(event.id, event.args?.data?.startTime ?? event.ts);
  }
  const samples: { ts: number; node: number }[] = [];
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || !event.id) continue;
    const ids = event.args?.data?.cpuProfile?.samples ?? [];
    const deltas = event.args?.data?.timeDeltas ?? [];
    let clock = clocks.get(event.id) ?? 0;
    ids.forEach((node, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node });
    });
    clocks.set(event.id, clock);
  }
  return samples;
}

function nodesOf(events: readonly Event[]): Map<number, ProfileNode> {
  const nodes = new Map<number, ProfileNode>();
  for (const event of events) {
    for (const node of event.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  }
  return nodes;
}

const top = (entries: Map<string, number>, count: number, unit = 1000): string[] =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, value]) => value / unit >= 0.3)
    .map(([name, value]) => `${(value / unit).toFixed(1).padStart(7)} ms  ${name}`);

/**
 * A task's script time by function, from the samples inside [from, to): `self`, each sample charged to
 * the function it was in; `ours`, each sample charged to every one of the app's own functions (apps/,
 * packages/) on its stack, callees included: which component or hook the work is spent in, where the
 * self times name Preact's diffing. A function on the stack twice counts once per sample.
 */
function timeByFunction(
  samples: readonly { ts: number; node: number }[],
  nodes: Map<number, ProfileNode>,
  from: number,
  to: number,
): { self: Map<string, number>; ours: Map<string, number> } {
  const self = new Map<string, number>();
  const ours = new Map<string, number>();
  const nameOf = (frame: CallFrame) => `${frame.functionName || '(anonymous)'} ${sourceOf(frame)}`;
  let previous = from;
  for (const sample of samples) {
    if (sample.ts < from || sample.ts >= to) continue;
    const spent = sample.ts - previous;
    previous = sample.ts;
    const frame = nodes.get(sample.node)?.callFrame;
    if (frame?.url) {
      const name = nameOf(frame);
      self.set(name, (self.get(name) ?? 0) + spent);
    }
    const seen = new Set<string>();
    for (
      let node = nodes.get(sample.node);
      node;
      node = node.parent === undefined ? undefined : nodes.get(node.parent)
    ) {
      if (!node.callFrame.url) continue;
      const name = nameOf(node.callFrame);
      if (!/ (apps|packages)\//.test(name) || seen.has(name)) continue;
      seen.add(name);
      ours.set(name, (ours.get(name) ?? 0) + spent);
    }
  }
  return { self, ours };
}

const dist = buildWithSourceMaps();
const sourceOf = sourceLocator(dist);
const blockingPerLoad: number[] = [];
try {
  await withOnePage(dist, filter, async ({ page, origin, openTab }) => {
    for (let load = 0; load < LOADS; load += 1) {
      const tab = await openTab(1);
      await tab.tracing.start({
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
      await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
      await new Promise((done) => setTimeout(done, 1000));
      const buffer = await tab.tracing.stop();
      await tab.close();
      const events = parseTrace<Event>(buffer);
      const paint = pagePaint(events);
      if (!paint) throw new Error(`no first contentful paint in the trace of ${page.path}`);
      const thread = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid);
      const counted = thread.filter(
        (e) => e.name === 'RunTask' && e.ts >= paint.ts && simulatedBlockingMs(e.dur ?? 0) > 0,
      );
      const blocking = counted.reduce((sum, task) => sum + simulatedBlockingMs(task.dur ?? 0), 0);
      blockingPerLoad.push(blocking);
      console.log(
        `\n## ${page.name}, load ${load + 1}: ${counted.length} tasks count, ${blocking.toFixed(0)} ms of blocking at ${LIGHTHOUSE_SLOWDOWN}x`,
      );
      const renderer = events.filter((e) => e.pid === paint.pid);
      const samples = samplesOf(renderer);
      const nodes = nodesOf(renderer);
      for (const task of counted) {
        const end = task.ts + (task.dur ?? 0);
        console.log(
          `\n${((task.dur ?? 0) / 1000).toFixed(1)} ms at ${((task.ts - paint.ts) / 1000).toFixed(0)} ms after the first paint: ${simulatedBlockingMs(task.dur ?? 0).toFixed(0)} ms of blocking`,
        );
        const self = selfTimes(thread, task.ts, end);
        self.delete('RunTask');
        for (const line of top(self, 6)) console.log(`  browser ${line}`);
        const { self: scriptSelf, ours } = timeByFunction(samples, nodes, task.ts, end);
        for (const line of top(scriptSelf, 8)) console.log(`  script  ${line}`);
        for (const line of top(ours, 8)) console.log(`  ours    ${line}`);
      }
    }
  });
  console.log(
    `\n${filter}: blocking at ${LIGHTHOUSE_SLOWDOWN}x, median of ${LOADS} loads: ${median(blockingPerLoad).toFixed(0)} ms`,
  );
} finally {
  rmSync(dist, { recursive: true, force: true });
}
