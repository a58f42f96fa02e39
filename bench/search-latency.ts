// npm run bench:search (docs/performance.md): how long after a keystroke the toolbar's drink search shows its
// suggestion, in Chromium slowed 4x (CDP Emulation.setCPUThrottlingRate, a mid-range phone), over the
// menu grown 10x (bench/api/scale-seed.ts) on a fresh PostgreSQL database. Goal: within 50 ms.
//
// Each run opens /menu with a store chosen, waits for the menu, slows the CPU, then types a drink's
// name a letter at a time; each letter's time runs from the keydown event to the DOM mutation that
// shows the suggestions for the text typed so far (a MutationObserver in the page, one clock), or the
// first animation frame that shows them when the letter leaves the list unchanged. The
// first letter also waits for the search's tables (read from the HTTP cache) and is reported apart.
// The store finder (/locations, every store of the 10x chain listed) has no suggestions: its search
// asks the server on Enter. Its keystroke is timed from keydown to the first animation frame with the
// letter in its field (React's render of the controlled field included).
// The baseline, in the same run and throttle: the same keystrokes into a bare page whose input
// copies its text into a list item, the browser's own floor for "a key, then something drawn".
// BENCH_SEARCH_BEFORE_DIST names a second build (`vite build --outDir <dir>`), served by a second
// server over the same database (port + 1) and measured turn about with this one: before and after.
// Timings never fail the command: the machine is shared.
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openScratchPostgres, postgresAnswersAt } from '../apps/api/test/support/scratch-databases.ts';
import { ensureWebBuild } from '../scripts/ensure-web-build.ts';
import { BENCH_POSTGRES_URL } from './api/bench-databases.ts';
import { scaleSeed } from './api/scale-seed.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env['BENCH_SEARCH_RUNS'] ?? 5);
const SCALE = Number(process.env['BENCH_SEARCH_SCALE'] ?? 10);
const PORT = Number(process.env['BENCH_SEARCH_PORT'] ?? 4401);
const BEFORE_DIST = process.env['BENCH_SEARCH_BEFORE_DIST'] ?? null;
const CPU_SLOWDOWN = 4;
const GOAL_MS = 50;
const STORE_ID = 118;
const TERM = 'latte';

/**
 * Installed in every measured page (as text: the bench's types have no DOM): times each keydown to
 * the first mutation or animation frame after it that shows the typed text in the first suggestion
 * (or the bare page's echo). `window.__keyTimes` collects the times in ms.
 */
const KEY_TIMER_SCRIPT = `
window.__keyTimes = [];
window.__pending = null;
window.__lengthAtKey = 0;
const FINDER = '[data-testid="store-search-input"]';
document.addEventListener('keydown', (event) => {
  window.__pending = event.timeStamp;
  window.__lengthAtKey = document.querySelector(FINDER)?.value.length ?? 0;
}, true);
const check = (fromFrame) => {
  if (window.__pending === null) return;
  const finder = document.querySelector(FINDER);
  if (finder) {
    if (fromFrame && finder.value.length > window.__lengthAtKey) {
      window.__keyTimes.push(performance.now() - window.__pending);
      window.__pending = null;
    }
    return;
  }
  const input = document.querySelector('[data-testid="drink-search-input"], #bare');
  const first = document.querySelector('[data-testid="drink-suggestions"] [role="option"], #echo li');
  // Compared as the search compares (domain searchKey): lower case, letters and digits only, so
  // 'latte' matches 'Chocolat Tea' as the search itself does.
  const key = (text) => text.toLowerCase().replace(/[^\\p{L}\\p{Nd}]/gu, '');
  const typed = input ? key(input.value) : '';
  if (typed !== '' && first && key(first.textContent).includes(typed)) {
    window.__keyTimes.push(performance.now() - window.__pending);
    window.__pending = null;
  }
};
new MutationObserver(() => check(false)).observe(document, { subtree: true, childList: true, characterData: true });
// A letter that leaves the list as it was mutates nothing: then the next frame after the key tells.
const everyFrame = () => { check(true); requestAnimationFrame(everyFrame); };
requestAnimationFrame(everyFrame);
`;

const BARE_PAGE = `<!doctype html><meta charset="utf-8"><input id="bare"><ul id="echo"></ul>
<script>const i=document.getElementById('bare'),e=document.getElementById('echo');
i.addEventListener('input',()=>{e.innerHTML='';const li=document.createElement('li');li.textContent=i.value;e.append(li);});</script>`;

async function typeTimed(page: Page, selector: string): Promise<number[]> {
  await page.click(selector);
  for (const letter of TERM) {
    const before = Number(await page.evaluate('window.__keyTimes.length'));
    await page.keyboard.press(letter);
    await page
      .waitForFunction(`window.__keyTimes.length > ${before}`, undefined, { timeout: 30_000 })
      .catch(async (error: unknown) => {
        const state = await page.evaluate(
          `JSON.stringify({ pending: window.__pending, times: window.__keyTimes, value: document.activeElement?.value, list: document.querySelector('[data-testid="drink-suggestions"], #echo')?.outerHTML.slice(0, 600) })`,
        );
        throw new Error(`no suggestion after "${letter}": ${String(state)}`, { cause: error });
      });
  }
  return page.evaluate<number[]>('window.__keyTimes');
}

async function slowCpu(page: Page, rate = CPU_SLOWDOWN): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

async function waitReady(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not get ready in 2 minutes');
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const p90 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)] ?? NaN;
};

if (!(await postgresAnswersAt(BENCH_POSTGRES_URL))) {
  console.log(`bench:search skipped: no PostgreSQL at ${BENCH_POSTGRES_URL}`);
  process.exit(0);
}
ensureWebBuild();
const loadAtStart = loadavg()[0] ?? 0;
const database = await openScratchPostgres(BENCH_POSTGRES_URL, 'search');
const servers: ChildProcess[] = [];
/** The real server over the bench's database, serving the web app built in `webDistDir` (null: apps/web/dist). */
async function startServer(port: number, webDistDir: string | null): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      DEMO_TERMINALS: 'off',
      RATE_LIMITS: 'off',
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
  });
  servers.push(server);
  await waitReady(origin, server);
  return origin;
}

interface Timings {
  firstKey: number[];
  laterKeys: number[];
  /** The store finder's field, every letter. */
  finderKeys: number[];
}

try {
  await database.handle.close();
  if (SCALE > 1) {
    // One plain connection, no query timeout: copying every store's prices takes minutes under load
    // (as bench/api/bench-server.ts does it).
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await scaleSeed(drizzle({ client }), SCALE);
    } finally {
      await client.end();
    }
  }
  // BENCH_SEARCH_BEFORE_DIST: a second build (`vite build --outDir`) measured in the same run, turn about.
  const apps: { name: string; origin: string; timings: Timings }[] = [
    {
      name: 'this build',
      origin: await startServer(PORT, null),
      timings: { firstKey: [], laterKeys: [], finderKeys: [] },
    },
  ];
  if (BEFORE_DIST) {
    apps.push({
      name: `before (${BEFORE_DIST})`,
      origin: await startServer(PORT + 1, BEFORE_DIST),
      timings: { firstKey: [], laterKeys: [], finderKeys: [] },
    });
  }

  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const baseline: number[] = [];
  try {
    // Interleaved: each run measures every app, then the bare page, so all meet the same machine.
    for (let run = 0; run < RUNS; run += 1) {
      for (const app of apps) {
        // bypassCSP: the bench's own probes (waitForFunction's text) are evaluated in the page, which
        // the app's Content-Security-Policy (no 'unsafe-eval') would refuse.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
        await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: 'brewline.storeId',
          value: String(STORE_ID),
        });
        await context.addInitScript({ content: KEY_TIMER_SCRIPT });
        const page = await context.newPage();
        await page.goto(`${app.origin}/menu`);
        await page.getByTestId('drink-search-input').waitFor();
        await page.waitForLoadState('networkidle');
        await slowCpu(page);
        const [first, ...later] = await typeTimed(page, '[data-testid="drink-search-input"]');
        if (first !== undefined) app.timings.firstKey.push(first);
        app.timings.laterKeys.push(...later);
        // The store finder over every store (the page lists them all before a search).
        await slowCpu(page, 1);
        await page.goto(`${app.origin}/locations`);
        await page.getByTestId(`store-result-${STORE_ID}`).waitFor();
        await page.waitForLoadState('networkidle');
        await slowCpu(page);
        app.timings.finderKeys.push(...(await typeTimed(page, '[data-testid="store-search-input"]')));
        await context.close();
      }
      const context = await browser.newContext({ bypassCSP: true });
      const bare = await context.newPage();
      await bare.setContent(BARE_PAGE.replace('</ul>', `</ul><script>${KEY_TIMER_SCRIPT}</script>`));
      await slowCpu(bare);
      baseline.push(...(await typeTimed(bare, '#bare')));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const loadAtEnd = loadavg()[0] ?? 0;
  const row = (what: string, values: number[], goal: string, ratioTo: number | null): string =>
    `| ${what} | ${goal} | ${median(values).toFixed(1)} ms (p90 ${p90(values).toFixed(1)}, n ${values.length}) | ${
      ratioTo === null ? '—' : (median(values) / ratioTo).toFixed(2)
    } | ${(median(values) / median(baseline)).toFixed(2)} |`;
  console.log(
    `\nbench:search: menu at ${SCALE}x, CPU slowed ${CPU_SLOWDOWN}x, typing "${TERM}", ${RUNS} runs; ` +
      `load average ${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)}\n`,
  );
  console.log('| measure | goal | median | ÷ goal | ÷ baseline |\n|---|---|---|---|---|');
  for (const app of apps) {
    console.log(
      row(
        `${app.name}: keystroke → suggestion, letters 2–5`,
        app.timings.laterKeys,
        `≤ ${GOAL_MS} ms`,
        GOAL_MS,
      ),
    );
    console.log(
      row(
        `${app.name}: first letter (tables read, list built)`,
        app.timings.firstKey,
        `≤ ${GOAL_MS} ms`,
        GOAL_MS,
      ),
    );
    console.log(
      row(
        `${app.name}: store finder, keystroke → letter drawn`,
        app.timings.finderKeys,
        `≤ ${GOAL_MS} ms`,
        GOAL_MS,
      ),
    );
  }
  console.log(row('baseline: keystroke → echo in a bare page', baseline, '—', null));
} finally {
  for (const server of servers) {
    if (server.exitCode !== null) continue;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await database.drop();
}
