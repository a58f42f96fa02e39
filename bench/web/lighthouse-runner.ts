// One Lighthouse measurement of one page: Debian's Chromium (never a downloaded browser) started by
// chrome-launcher, driven through puppeteer-core so the page's storage can be set first. Every
// measurement is a first visit: the HTTP cache, the service worker and all site data are cleared, then
// the page's own state (BrowserStorage, and the member's session for a signed-in page) is written,
// and Lighthouse loads the page with storage reset off.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { desktopConfig, navigation, type Config } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { BenchPage } from './lighthouse-pages.ts';
import { layoutShiftLines } from './layout-shift-audit.ts';

/** LIGHTHOUSE_REPORT_DIR: keep each run's full report (JSON) there, to see what the LCP element
 * waits for, which elements shift and what the main thread did; and its trace beside it
 * (`….trace.json`, opens in Chromium's Performance panel), to see which task is which. */
const REPORT_DIR = process.env['LIGHTHOUSE_REPORT_DIR'];
let reportCount = 0;

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The bench's nginx (tls-front.ts) serves over TLS with a certificate made for the run.
  '--ignore-certificate-errors',
];

export type Preset = 'mobile' | 'desktop';

export interface Sample {
  /** Performance score, 0–100. */
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly speedIndexMs: number;
  /** Where the page ended up (a guard that redirected shows here). */
  readonly finalPath: string;
  /**
   * Lighthouse's own CPU benchmark of the machine just before the load (higher is faster): tables
   * measured on different days compare only beside it, as the TBT follows the machine's speed.
   */
  readonly benchmarkIndex: number;
  /** Each layout shift of the run, with the element that moved (none when CLS is 0). */
  readonly shifts: readonly string[];
}

export interface Chromium {
  readonly browser: Browser;
  /** The browser's own process, the root of those it starts (the slow machine holds them all). */
  readonly pid: number;
  readonly close: () => Promise<void>;
}

export async function startChromium(): Promise<Chromium> {
  const chrome: LaunchedChrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  return {
    browser,
    pid: chrome.pid,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * LIGHTHOUSE_THROTTLING=devtools: the mobile preset's slow 4G and 4x CPU applied to the browser while
 * it loads, instead of simulated afterwards from an unthrottled load (Lighthouse's default, and what
 * its scores are defined on). For before/after comparisons of a page's request chain: the simulation
 * cannot see that a chunk waited for another response, an applied throttle can.
 */
export const THROTTLING_METHOD =
  process.env['LIGHTHOUSE_THROTTLING'] === 'devtools' ? 'devtools' : 'simulate';

const CONFIGS: Record<Preset, Config> = {
  // Lighthouse's default config is the mobile preset (simulated slow 4G, 4x CPU slowdown).
  mobile: {
    extends: 'lighthouse:default',
    settings: { onlyCategories: ['performance'], throttlingMethod: THROTTLING_METHOD },
  },
  desktop: { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ['performance'] } },
};

function numeric(audits: Record<string, { numericValue?: number } | undefined>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/**
 * A new tab in a first visit's state for `page`: HTTP cache and site data cleared, then the page's
 * own storage (and the member's session for a signed-in page) written. The page itself is not loaded.
 */
export async function openWithState(chromium: Chromium, origin: string, page: BenchPage): Promise<Page> {
  const tab = await chromium.browser.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  const { local } = page.storage;
  const session = { ...page.storage.session, ...page.member?.values() };
  if (Object.keys(local).length + Object.keys(session).length > 0) {
    // Any page of the origin will do to write its storage; this one loads none of the app.
    await tab.goto(`${origin}/healthz`);
    await tab.evaluate(
      (values: { local: Record<string, string>; session: Record<string, string> }) => {
        for (const [key, value] of Object.entries(values.local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(values.session)) sessionStorage.setItem(key, value);
      },
      { local: { ...local }, session },
    );
  }
  await cdp.detach();
  return tab;
}

export async function measure(
  chromium: Chromium,
  origin: string,
  page: BenchPage,
  preset: Preset,
): Promise<Sample> {
  const tab = await openWithState(chromium, origin, page);
  try {
    const result = await navigation(tab, `${origin}${page.path}`, {
      config: CONFIGS[preset],
      flags: { disableStorageReset: true, logLevel: 'error' },
    });
    // The tab may have refreshed the member's token pair: the next signed-in page carries on with it.
    await page.member?.keepFrom(tab);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${String(++reportCount).padStart(3, '0')}-${preset}-${page.name.replace(/[^a-z0-9]+/gi, '-')}.json`;
      writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr));
      const trace = result.artifacts?.Trace;
      if (trace)
        writeFileSync(join(REPORT_DIR, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
    }
    const score = lhr.categories['performance']?.score;
    if (score === null || score === undefined) throw new Error(`no performance score for ${page.path}`);
    return {
      score: Math.round(score * 100),
      fcpMs: numeric(lhr.audits, 'first-contentful-paint'),
      lcpMs: numeric(lhr.audits, 'largest-contentful-paint'),
      tbtMs: numeric(lhr.audits, 'total-blocking-time'),
      cls: numeric(lhr.audits, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr.audits, 'speed-index'),
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      shifts: layoutShiftLines(lhr.audits),
    };
  } finally {
    await tab.close();
  }
}
