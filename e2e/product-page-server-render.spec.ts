// A product's page comes drawn by the server (apps/api/src/http/server-rendered-pages.ts), so its
// picture, name and description are in the first HTML; React then hydrates it (apps/web/src/main.tsx)
// and fills in the customer's store and cart, and nothing on it moves.
import { randomUUID } from 'node:crypto';
import { emptyCart } from '@brewline/domain/orders/cart';
import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { grandeLatteLine } from './support/latte-line.ts';
import { layoutShift } from './support/layout-shift.ts';
import { collectPageProblems } from './support/page-problems.ts';

/** Caffè Latte in the demo seed; Las Vegas is open 24 hours, so its prices always show. */
const PRODUCT_PATH = '/menu/product/301/caff%C3%A8-latte';
const LAS_VEGAS = '118';
/** A cart already holding a grande latte, as this browser left it. */
const CART_WITH_A_LATTE = JSON.stringify({
  ...emptyCart(randomUUID()),
  items: [grandeLatteLine(randomUUID())],
});

test('the first HTML of a product page carries the product, readable before any script', async ({
  browser,
  request,
}) => {
  const response = await request.get(PRODUCT_PATH);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<div id="root"[^>]*><[a-z]/);
  expect(html).toMatch(/<h1 id="product-name"[^>]*>Caffè Latte<\/h1>/);
  expect(html).toContain('Rich espresso balanced with steamed milk and a light layer of foam.');

  // Another path of the same kind, and a product that does not exist: the page says so, as the app does.
  const missing = await (await request.get('/menu/product/999999/nothing')).text();
  expect(missing).toContain('We could not find this product.');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PRODUCT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Caffè Latte' })).toBeVisible();
  await expect(page.getByText('Rich espresso balanced')).toBeVisible();
  // (Playwright's text queries skip <noscript>: the notice is found by its place.)
  const notice = page.locator('noscript > p');
  await expect(notice).toBeVisible();
  expect(await notice.textContent()).toContain('Brewline needs JavaScript to take your order.');
  await context.close();
});

test('React hydrates the server-drawn product page, then shows the store and cart; nothing moves', async ({
  page,
}, testInfo) => {
  const problems = collectPageProblems(page);
  await page.addInitScript(
    ([storeId, cart]) => {
      localStorage.setItem('brewline.storeId', storeId);
      localStorage.setItem('brewline.cart', cart);
    },
    [LAS_VEGAS, CART_WITH_A_LATTE] as const,
  );

  await page.goto(PRODUCT_PATH);
  await expect(page.getByTestId('product-name')).toHaveText('Caffè Latte');
  // The store this browser chose, its cart and the price, none of which the server knew.
  await expect(page.getByTestId('toolbar-store')).toContainText('Las Vegas');
  await expect(page.getByTestId('toolbar-cart')).toHaveAttribute('aria-label', 'Cart, 1 item');
  await expect(page.getByTestId('product-price')).toHaveText(/^\$\d+\.\d{2}$/);
  // Before the screenshot: a full-page capture resizes the page, which the browser counts as shifts.
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  await saveScreenshot(page, testInfo, 'product-server-rendered');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toolbar-cart')).toHaveAttribute('aria-label', 'Cart, 2 items');
  expect(problems, 'console errors').toEqual([]);
});
