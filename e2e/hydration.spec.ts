// Every route family is the server's HTML taken over by React in the browser: the page's elements
// carry React's fiber, no chunk the page loads is Preact, and no route reports a hydration mismatch
// (support/test.ts fails any journey on one). With a chosen store and a cart, so the browser's first
// render after hydration differs from the server's.
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

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('brewline.storeId', '118'));
});

for (const path of PATHS) {
  test(`${path} is the server's page, hydrated by React`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
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
    for (const url of scripts) {
      const text = await (await page.request.get(url)).text();
      expect(text, url).not.toMatch(/preact/i);
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
