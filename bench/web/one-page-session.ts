// For the tools that look into a page's first load (first-load-profile.ts, first-load-trace.ts,
// layout-shift-probe.ts): the app served from `dist` as bench:lighthouse serves it, the bench's
// Chromium, and the pages whose names contain `filter`, each in its bench state (lighthouse-pages.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import { benchPages, type BenchPage } from './lighthouse-pages.ts';
import { openWithState, startChromium } from './lighthouse-runner.ts';
import { startWebServer } from './web-server.ts';

/** The build to serve: WEB_DIST_DIR, or apps/web/dist. */
export function builtWebDist(): string {
  return resolve(
    process.env['WEB_DIST_DIR'] ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
  );
}

export interface BenchPagesSession {
  /** Every bench page whose name contains the filter, at least one. */
  readonly pages: readonly BenchPage[];
  readonly origin: string;
  /** A new tab in `page`'s state, with the CPU slowed `cpuSlowdown` times; the page not loaded yet. */
  readonly openTab: (page: BenchPage, cpuSlowdown: number) => Promise<Page>;
}

export interface OnePageSession {
  readonly page: BenchPage;
  readonly origin: string;
  /** A new tab in the page's state, with the CPU slowed `cpuSlowdown` times; the page not loaded yet. */
  readonly openTab: (cpuSlowdown: number) => Promise<Page>;
}

/** Runs `use` with the matching pages, then closes the browser and the server. */
export async function withBenchPages(
  dist: string,
  filter: string,
  use: (session: BenchPagesSession) => Promise<void>,
): Promise<void> {
  const server = await startWebServer(dist, { fileDatabase: true });
  const chromium = await startChromium();
  try {
    const all = await benchPages({
      origin: server.origin,
      apiOrigin: server.apiOrigin,
      browser: chromium.browser,
      dataDir: server.dataDir,
    });
    const pages = all.filter((candidate) => candidate.name.includes(filter));
    if (pages.length === 0)
      throw new Error(`no page matches ${filter}: ${all.map((p) => p.name).join(', ')}`);
    await use({
      pages,
      origin: server.origin,
      openTab: async (page, cpuSlowdown) => {
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

/** Runs `use` with the first page whose name contains `filter`. */
export async function withOnePage(
  dist: string,
  filter: string,
  use: (session: OnePageSession) => Promise<void>,
): Promise<void> {
  await withBenchPages(dist, filter, async ({ pages, origin, openTab }) => {
    const page = pages[0];
    if (!page) return;
    await use({ page, origin, openTab: (cpuSlowdown) => openTab(page, cpuSlowdown) });
  });
}
