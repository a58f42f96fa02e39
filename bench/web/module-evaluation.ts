// node bench/web/module-evaluation.ts <page filter> [loads]: how long each module's top-level code
// takes to run in a page's first load, at full speed (no CPU slowdown), median of the loads (5).
// Top-level code runs inside the task that evaluates a chunk, and a CPU profile charges it to
// "(anonymous)" at whatever line the chunk starts with, which says nothing. This builds the web app
// unminified into a temporary folder with a performance mark before each module's code in every
// chunk (Rolldown heads each module with a `// <path>` comment), serves it as bench:lighthouse does,
// loads the page in its bench state and reads the time between one module's mark and the next.
// It found the menu module's collator, set up at load (about 9 ms) on every page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { median } from '../median.ts';
import { withOnePage } from './one-page-session.ts';

const [filter = 'menu', loadsArg] = process.argv.slice(2);
const LOADS = Number(loadsArg ?? 5);
const SHOWN = 25;
const webRoot = fileURLToPath(new URL('../../apps/web/', import.meta.url));

/** Marks `m:<chunk>|<module>` before each module's code and `m:<chunk>|(end)` after the last. */
function moduleMarks(): Plugin {
  return {
    name: 'bench-module-marks',
    // The browser's build only: the server's bundle (the prerender) runs in Node.
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk(code, chunk) {
      const mark = (label: string) => `performance.mark(${JSON.stringify(`m:${chunk.fileName}|${label}`)});`;
      const out: string[] = [];
      let inBody = false;
      for (const line of code.split('\n')) {
        // Imports (and Vite's dependency map) come first and run no code of their own.
        const header = /^(import |const __vite__mapDeps)/.test(line);
        if (!header && !inBody) inBody = true;
        if (inBody && /^\/\/ [.\w@]/.test(line)) out.push(mark(line.slice(3)));
        if (line.startsWith('export {')) out.push(mark('(end)'));
        out.push(line);
      }
      if (!code.includes('\nexport {')) out.push(mark('(end)'));
      return out.join('\n');
    },
  };
}

const dist = mkdtempSync(join(tmpdir(), 'brewline-module-marks-'));
try {
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [moduleMarks()],
    build: { outDir: dist, emptyOutDir: true, minify: false },
  });
  const times = new Map<string, number[]>();
  await withOnePage(dist, filter, async ({ page, origin, openTab }) => {
    for (let load = 0; load < LOADS; load += 1) {
      const tab = await openTab(1);
      await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
      const marks = await tab.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .filter((entry) => entry.name.startsWith('m:'))
          .map((entry) => ({ name: entry.name.slice(2), at: entry.startTime })),
      );
      await tab.close();
      // A module's time runs to the next mark of the same chunk (the chunk's code runs in one go).
      marks.forEach((mark, index) => {
        const next = marks[index + 1];
        const [chunk, module] = mark.name.split('|');
        if (!next || module === '(end)' || next.name.split('|')[0] !== chunk) return;
        const key = `${module} (${chunk?.replace(/^assets\//, '')})`;
        times.set(key, [...(times.get(key) ?? []), next.at - mark.at]);
      });
    }
    const rows = [...times].map(([module, values]) => ({ module, ms: median(values) }));
    const total = rows.reduce((sum, row) => sum + row.ms, 0);
    console.log(
      `${page.name}: ${total.toFixed(1)} ms of modules' top-level code at full speed (median of ${LOADS} loads)`,
    );
    for (const { module, ms } of rows.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
      console.log(`${ms.toFixed(2).padStart(7)} ms  ${module}`);
    }
  });
} finally {
  rmSync(dist, { recursive: true, force: true });
}
