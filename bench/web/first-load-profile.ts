// node bench/web/first-load-profile.ts <page filter> [top] [long tasks]: where a page's first load spends the main
// thread, by source function. Builds the web app with source maps into a temporary folder, serves it
// like bench:lighthouse does, puts the page in the same state (a member signed in, a cart, a paired
// board: lighthouse-pages.ts), then loads it at Lighthouse's mobile CPU slowdown (4x) under V8's
// sampling profiler and charges each sample's self time to the source function it ran in (the
// callFrame's position through the chunk's source map). Shows what to cut; Lighthouse's own
// bootup-time audit only names the chunk.
import { rmSync } from 'node:fs';
import { buildWithSourceMaps, sourceLocator, type CallFrame } from './source-mapped-build.ts';
import { withOnePage } from './one-page-session.ts';

const [filter = 'menu', topArg, tasksArg] = process.argv.slice(2);
const TOP = Number(topArg ?? 25);
/** How many of the longest tasks to break down (third argument). */
const TASKS = Number(tasksArg ?? 4);
const CPU_SLOWDOWN = 4;

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

const dist = buildWithSourceMaps();
const sourceOf = sourceLocator(dist);

try {
  await withOnePage(dist, filter, async ({ page, origin, openTab }) => {
    const tab = await openTab(CPU_SLOWDOWN);
    const cdp = await tab.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await tab.close();

    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const byFunction = new Map<string, number>();
    const byGroup = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const frame = frames.get(id);
      if (!frame || frame.functionName === '(idle)') return;
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      const where = sourceOf(frame);
      const name = `${frame.functionName || '(anonymous)'} ${where}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
      const group = where.replace(/:\d+(:\d+)?$/, '');
      byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
    });
    const total = [...byGroup.values()].reduce((sum, ms) => sum + ms, 0);

    // The long tasks: stretches of samples without an idle one between them, each with the source
    // functions on its stacks by inclusive time (what the task was doing, not only where it ended).
    const parents = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
    const stacks = new Map<number, string[]>();
    const stackOf = (id: number): string[] => {
      const known = stacks.get(id);
      if (known) return known;
      const names = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
        const frame = frames.get(at);
        if (frame?.url) names.add(`${frame.functionName || '(anonymous)'} ${sourceOf(frame)}`);
      }
      const list = [...names];
      stacks.set(id, list);
      return list;
    };
    interface Stretch {
      startMs: number;
      ms: number;
      inclusive: Map<string, number>;
      /** Self time by source file, (program) included: what the stretch spent outside script too. */
      self: Map<string, number>;
    }
    const stretches: Stretch[] = [];
    let current: Stretch | null = null;
    let clockMs = 0;
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      clockMs += ms;
      const frame = frames.get(id);
      if (!frame || frame.functionName === '(idle)') {
        current = null;
        return;
      }
      if (!current) {
        current = { startMs: clockMs, ms: 0, inclusive: new Map(), self: new Map() };
        stretches.push(current);
      }
      current.ms += ms;
      for (const name of stackOf(id)) current.inclusive.set(name, (current.inclusive.get(name) ?? 0) + ms);
      const group = sourceOf(frame).replace(/:\d+(:\d+)?$/, '');
      current.self.set(group, (current.self.get(group) ?? 0) + ms);
    });
    const print = (title: string, entries: Map<string, number>) => {
      console.log(`\n${title}`);
      for (const [name, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
        console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
      }
    };
    console.log(
      `${page.name}: ${total.toFixed(0)} ms of main-thread work (not idle) at ${CPU_SLOWDOWN}x slowdown`,
    );
    print('Self time by source file', byGroup);
    print('Self time by function', byFunction);
    for (const stretch of [...stretches].sort((a, b) => b.ms - a.ms).slice(0, TASKS)) {
      print(
        `Long task of ${stretch.ms.toFixed(0)} ms at ${stretch.startMs.toFixed(0)} ms, inclusive time`,
        new Map([...stretch.inclusive].slice(0, 400)),
      );
      print('  the same task, self time by source file', stretch.self);
    }
  });
} finally {
  rmSync(dist, { recursive: true, force: true });
}
