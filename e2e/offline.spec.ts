// After one visit the app shell works offline and shows the last menu (service worker,
// apps/web/src/sw/service-worker.ts), and the worker never keeps GraphQL or sign-in traffic. How a new
// build's worker takes over is tested in apps/web/test/service-worker.test.ts: Chromium fetches a
// worker's script outside the reach of Playwright's routing, so a browser test cannot fake a new build.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { layoutShift } from './support/layout-shift.ts';
import { saveScreenshot } from './support/screenshots.ts';

/** Every URL path the worker's caches hold, by cache name. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      result[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return result;
  });
}

async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('after one visit, /menu reloads offline and shows the last menu', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Menu categories' }).getByRole('link');
  const groupNames = await tiles.allInnerTexts();
  expect(groupNames.length).toBeGreaterThanOrEqual(8);
  // The server drew /menu with the banner and the tiles; the app's drawing over it moves nothing.
  await expect(page.getByTestId('hero-banner')).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  await waitForWorker(page);

  await context.setOffline(true);
  // Really offline: the server cannot be reached from the page.
  expect(
    await page.evaluate(() =>
      fetch('/readyz').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');

  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
  await expect(page.getByTestId('hero-banner')).toBeVisible();
  expect(await tiles.allInnerTexts()).toEqual(groupNames);
  await saveScreenshot(page, testInfo, 'offline-1-menu');
  await expectNoSeriousAxeViolations(page);

  // What the worker keeps: the shell, the code and the menu; never GraphQL, sign-in or events.
  const paths = Object.values(await cachedPaths(page)).flat();
  expect(paths).toContain('/index.html');
  expect(paths).toContain('/product-data/tableNames.json');
  expect(paths.filter((path) => /^\/(graphql|oidc|identity-config|events|login)/.test(path))).toEqual([]);
  await context.setOffline(false);
});

test('a repeat visit downloads no menu table: the worker answers, only the index is asked again', async ({
  page,
  context,
}) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
  await waitForWorker(page);

  const fromNetwork: string[] = [];
  const fromWorker: string[] = [];
  context.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/product-data/')) return;
    // Requests the worker itself sends go to the network (or the HTTP cache); the page's own
    // requests that the worker answered are marked as such.
    void request.response().then((response) => {
      if (request.serviceWorker()) fromNetwork.push(path);
      else if (response?.fromServiceWorker()) fromWorker.push(path);
      else fromNetwork.push(path);
    });
  });
  const repeat = await context.newPage();
  await repeat.goto('/menu');
  await expect(repeat.getByRole('heading', { name: 'Order Now' })).toBeVisible();
  await expect.poll(() => fromWorker.length).toBeGreaterThan(10);
  expect(fromWorker).toContain('/product-data/tableNames.json');
  // The content-hashed tables never leave the browser; the index (max-age 60) is the only question.
  expect([...new Set(fromNetwork)]).toEqual(['/product-data/tableNames.json']);
});
