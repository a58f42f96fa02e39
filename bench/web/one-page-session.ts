// For the tools that look into one page's first load (first-load-profile.ts, first-load-trace.ts): the
// app served from `dist` as bench:lighthouse serves it, the bench's Chromium, and the page whose name
// contains `filter` in its bench state (lighthouse-pages.ts).
import type { Page } from 'puppeteer-core';
import { benchPages, type BenchPage } from './lighthouse-pages.ts';
import { openWithState, startChromium } from './lighthouse-runner.ts';
import { startWebServer } from './web-server.ts';

export interface OnePageSession {
  readonly page: BenchPage;
  readonly origin: string;
  /** A new tab in the page's state, with the CPU slowed `cpuSlowdown` times; the page not loaded yet. */
  readonly openTab: (cpuSlowdown: number) => Promise<Page>;
}

/** Runs `use` with the session, then closes the browser and the server. */
export async function withOnePage(
  dist: string,
  filter: string,
  use: (session: OnePageSession) => Promise<void>,
): Promise<void> {
  const server = await startWebServer(dist, { fileDatabase: true });
  const chromium = await startChromium();
  try {
    const pages = await benchPages({
      origin: server.origin,
      browser: chromium.browser,
      dataDir: server.dataDir,
    });
    const page = pages.find((candidate) => candidate.name.includes(filter));
    if (!page) throw new Error(`no page matches ${filter}: ${pages.map((p) => p.name).join(', ')}`);
    await use({
      page,
      origin: server.origin,
      openTab: async (cpuSlowdown) => {
        const tab = await openWithState(chromium, server.origin, page);
        const cdp = await tab.createCDPSession();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        return tab;
      },
    });
  } finally {
    await chromium.close();
    await server.close();
  }
}
