// bench:lighthouse's pages (docs/performance.md): one page for every family a customer or member opens, each
// loads where it says (no guard sends it elsewhere in its state), and the member's pages carry a
// session the API accepts as that member's, made by the real sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchPages, PAGE_FAMILIES, type BenchPage } from '../web/lighthouse-pages.ts';
import { openWithState, startChromium, type Chromium } from '../web/lighthouse-runner.ts';
import { startWebServer, type WebServer } from '../web/web-server.ts';

let server: WebServer;
let chromium: Chromium;
let pages: BenchPage[];

beforeAll(async () => {
  server = await startWebServer(new URL('../../apps/web/dist', import.meta.url).pathname, {
    fileDatabase: true,
  });
  chromium = await startChromium();
  pages = await benchPages({
    origin: server.origin,
    apiOrigin: server.apiOrigin,
    browser: chromium.browser,
    dataDir: server.dataDir,
  });
});

afterAll(async () => {
  await chromium?.close();
  await server?.close();
});

describe('bench:lighthouse pages', () => {
  it('has exactly one page for every family docs/performance.md names', () => {
    expect(pages.map((page) => page.family).sort()).toEqual([...PAGE_FAMILIES].sort());
  });

  it('signs the member in for real: the API knows the token as the member who signed up', async () => {
    const member = pages.find((page) => page.member)?.member;
    expect(member).toBeDefined();
    const response = await fetch(`${server.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member?.accessToken()}` },
      body: JSON.stringify({ query: '{ session { authenticated profile { email } } }' }),
    });
    const body = (await response.json()) as {
      data?: { session: { authenticated: boolean; profile: { email: string } | null } };
    };
    expect(body.data?.session).toEqual({ authenticated: true, profile: { email: member?.email } });
  });

  it('opens every page where it says, in its state', async () => {
    for (const page of pages) {
      const tab = await openWithState(chromium, server.origin, page);
      try {
        await tab.goto(`${server.origin}${page.path}`, { waitUntil: 'networkidle0' });
        // A screen that refuses the state sends the customer elsewhere once it draws, after the menu
        // tables (the checkout's step guard): wait for the app to be past them, and for its effects.
        await tab.waitForFunction("!document.body.textContent.includes('Downloading menu data...')");
        await new Promise((done) => setTimeout(done, 500));
        const path = await tab.evaluate('location.pathname');
        expect(path, page.name).toBe(page.path);
      } finally {
        await tab.close();
      }
    }
  });
});
