// node bench/web/layout-shift-probe.ts <page filter> [mobile|desktop] [loads]: every layout shift of a
// page's first load, with what moved, from where to where. Lighthouse's layout-shifts audit names one
// element per shift and often blames a picture; the browser's own LayoutShift entries list each
// moved node with its rectangle before and after, which says what pushed it. Serves apps/web/dist
// (WEB_DIST_DIR for another build) like bench:lighthouse does, puts the page in the same state
// (lighthouse-pages.ts), and loads it in Lighthouse's viewport for the preset at its CPU slowdown.
import { builtWebDist, withBenchPages } from './one-page-session.ts';

const [filter = 'cart', presetArg = 'mobile', loadsArg = '1'] = process.argv.slice(2);
const preset = presetArg === 'desktop' ? 'desktop' : 'mobile';
const LOADS = Number(loadsArg);
/** Lighthouse's emulation for each preset (its constants: moto g power, and a desktop screen). */
const EMULATION = {
  mobile: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, cpu: 4 },
  desktop: { width: 1350, height: 940, deviceScaleFactor: 1, isMobile: false, hasTouch: false, cpu: 1 },
} as const;

interface Shift {
  readonly at: number;
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources: { node: string; before: string; after: string }[];
}

/**
 * Runs in the page before its own scripts (a string: the bench is typed for Node, not the DOM). Keeps
 * every LayoutShift entry with each moved node's rectangle before and after in `window.__shifts`.
 */
const OBSERVER = `
  window.__shifts = [];
  const describe = (node) => {
    if (!node) return '(gone)';
    const text = JSON.stringify((node.textContent || '').slice(0, 60));
    if (!(node instanceof Element)) return node.nodeName + ' ' + text;
    const test = node.getAttribute('data-testid');
    const classes = (node.getAttribute('class') || '').split(' ').slice(0, 4).join('.');
    return node.tagName.toLowerCase() + (test ? '[' + test + ']' : '') + '.' + classes + ' ' + text;
  };
  const rect = (r) =>
    Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map((source) => ({
          node: describe(source.node),
          before: rect(source.previousRect),
          after: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

await withBenchPages(builtWebDist(), filter, async ({ pages, origin, openTab }) => {
  for (const page of pages) {
    for (let load = 1; load <= LOADS; load++) {
      const { cpu, ...viewport } = EMULATION[preset];
      const tab = await openTab(page, cpu);
      await tab.setViewport(viewport);
      await tab.evaluateOnNewDocument(OBSERVER);
      await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
      await new Promise((done) => setTimeout(done, 3000));
      const shifts = ((await tab.evaluate('window.__shifts')) as Shift[] | undefined) ?? [];
      const total = shifts.reduce((sum, shift) => sum + (shift.hadRecentInput ? 0 : shift.value), 0);
      console.log(
        `${preset} ${page.name} load ${load}: ${shifts.length} shifts, CLS ${total.toFixed(4)}, ended on ${new URL(tab.url()).pathname}`,
      );
      for (const shift of shifts) {
        console.log(
          `  at ${shift.at} ms: ${shift.value.toFixed(4)}${shift.hadRecentInput ? ' (after input)' : ''}`,
        );
        for (const source of shift.sources)
          console.log(`    ${source.node}: ${source.before} -> ${source.after}`);
      }
      await tab.close();
    }
  }
});
