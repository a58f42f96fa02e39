// Every route family is the server's HTML taken over by React in the browser: the page's elements
// carry React's fiber, no chunk the page loads is Preact, and no route reports a hydration mismatch
// (support/test.ts fails any journey on one). With a chosen store and a cart, so the browser's first
// render after hydration differs from the server's. And the page settles: no query asked again and
// again (a query mounted while hydrating once asked the server in a loop).
import type { Page } from '@playwright/test';
import { signUpAsNewMember } from './support/member-checkout.ts';
import { expect, test } from './support/test.ts';

const PATHS = [
  '/menu',
  '/menu/10/',
  '/menu/product/301/caff%C3%A8-latte',
  '/cart',
  '/checkout/pickup',
  '/checkout/payment',
  '/orders/active',
  '/account/rewards',
  '/search/latte',
  '/locations',
  '/help',
  '/accessibility-statement',
  '/about',
  '/scan',
];

/** How many times the page asks each GraphQL operation, by name. */
function countQueries(page: Page): Map<string, number> {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const operation = /operationName=(\w+)|"operationName":"(\w+)"/.exec(
      request.url() + (request.postData() ?? ''),
    );
    const name = operation?.[1] ?? operation?.[2];
    if (name) asked.set(name, (asked.get(name) ?? 0) + 1);
  });
  return asked;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('brewline.storeId', '118'));
});

/** Scripts already read for Preact in this worker: the routes share most of their chunks. */
const checkedScripts = new Set<string>();

for (const path of PATHS) {
  test(`${path} is the server's page, hydrated by React`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    const asked = countQueries(page);
    const response = await page.goto(path);
    expect(await response?.text()).toMatch(/<div id="root"[^>]*><[a-z]/);
    const main = page.locator('#main');
    await expect(main).toBeVisible();
    await expect
      .poll(() =>
        main.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const repeated = [...asked].filter(([, times]) => times > 3);
    expect(repeated, 'queries asked more than three times').toEqual([]);
    for (const url of scripts.filter((script) => !checkedScripts.has(script))) {
      const text = await (await page.request.get(url)).text();
      expect(text, url).not.toMatch(/preact/i);
      checkedScripts.add(url);
    }
  });
}

test('a tap on the menu while the page hydrates is not lost', async ({ page }) => {
  // The tables arrive late: React leaves the server's menu as it is until then.
  await page.route('**/product-data/*.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/menu', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Hot Coffee' }).first().click();
  await expect(page).toHaveURL(/\/menu\/10\/?$/);
  await expect(page.getByRole('heading', { name: 'Hot Coffee' }).first()).toBeVisible();
});

test("a member's group page, opened directly, asks for the member's favorites once", async ({
  page,
}, testInfo) => {
  await signUpAsNewMember(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.hydration.${testInfo.project.name}.${Date.now()}@example.com`,
    password: 'espresso-1',
  });
  const asked = countQueries(page);
  await page.goto('/menu/11/');
  await expect(page.getByRole('list', { name: 'Lattes products' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(asked.get('FavoriteProductIds')).toBe(1);
});
