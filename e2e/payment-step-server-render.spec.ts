// The payment step comes drawn by the server (apps/api/src/http/server-rendered-pages.ts) with the
// server's card form, its largest paint, in the first HTML; React hydrates it (apps/web/src/main.tsx)
// and fills in this browser's cart, checkout and store, and nothing on it moves.
import { randomUUID } from 'node:crypto';
import { emptyCart } from '@brewline/domain/orders/cart';
import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { grandeLatteLine } from './support/latte-line.ts';
import { layoutShift } from './support/layout-shift.ts';
import { collectPageProblems } from './support/page-problems.ts';
import { saveScreenshot } from './support/screenshots.ts';

/** Las Vegas is open 24 hours: it always takes the order. */
const LAS_VEGAS = '118';

/** A checkout with the details and pickup steps done, as this tab left it. */
const CHECKOUT_AT_PAYMENT = JSON.stringify({
  guestName: 'Ada',
  guestEmail: 'ada@example.com',
  guestPhone: '7025551234',
  contactDone: true,
  pickupLocation: 'IN_STORE',
  pickupDone: true,
  pickupStoreId: Number(LAS_VEGAS),
  paymentType: 'STRIPE',
});

test("the payment step's first HTML carries the sandbox card form, readable and inert before any script", async ({
  browser,
  request,
}) => {
  const html = await (await request.get('/checkout/payment')).text();
  expect(html).toContain('data-payment-provider="sandbox"');
  expect(html).toContain('Sandbox payments: no real money');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/checkout/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText('Sandbox payments: no real money')).toBeVisible();
  // Nothing typed here could reach the app: the fields wait for it.
  // (Playwright's text queries skip <noscript>: the notice is found by its place.)
  const notice = page.locator('noscript > p');
  await expect(notice).toBeVisible();
  expect(await notice.textContent()).toContain('Brewline needs JavaScript to take your order.');
  await expect(page.getByLabel('Card number')).toBeDisabled();
  await expect(page.getByRole('button', { name: /COMPLETE ORDER/ })).toBeDisabled();
  await context.close();
});

test('React hydrates the server-drawn step, then fills it in; nothing moves, and the order goes through', async ({
  page,
}, testInfo) => {
  const problems = collectPageProblems(page);
  const cart = JSON.stringify({ ...emptyCart(randomUUID()), items: [grandeLatteLine(randomUUID())] });
  await page.addInitScript(
    ([storeId, cartJson, checkout]) => {
      localStorage.setItem('brewline.storeId', storeId);
      localStorage.setItem('brewline.cart', cartJson);
      sessionStorage.setItem('brewline.checkout', checkout);
    },
    [LAS_VEGAS, cart, CHECKOUT_AT_PAYMENT] as const,
  );

  await page.goto('/checkout/payment');
  // What only this browser knew: the contact and the store in Order Info, the priced total.
  const orderInfo = page.getByRole('region', { name: 'Order Info' }).last();
  await expect(orderInfo).toContainText('Ada');
  await expect(orderInfo).toContainText('The Strip');
  const completeOrder = page.getByRole('button', { name: /COMPLETE ORDER/ });
  await expect(completeOrder).toBeEnabled();
  await expect(page.getByLabel('Card number')).toBeEnabled();
  await expect(page.getByTestId('toolbar-store')).toContainText('Las Vegas');
  // Before the screenshot: a full-page capture resizes the page, which the browser counts as shifts.
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  await saveScreenshot(page, testInfo, 'payment-server-rendered');
  await expectNoSeriousAxeViolations(page);
  // Only the Order Info this width shows is drawn (below the step on a phone, beside it from 768px),
  // not a second one hidden by the stylesheet; a window widened past 768px moves it beside the step.
  const everyOrderInfo = page.getByRole('region', { name: 'Order Info', includeHidden: true });
  await expect(everyOrderInfo).toHaveCount(1);
  if (testInfo.project.name === 'phone') {
    await page.setViewportSize({ width: 1024, height: 800 });
    const beside = page.getByRole('complementary', { name: 'Your order' });
    await expect(beside.getByRole('region', { name: 'Order Info' })).toContainText('The Strip');
    await expect(everyOrderInfo).toHaveCount(1);
  }

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('MM/YY').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP').fill('89109');
  await completeOrder.click();
  await expect(page).toHaveURL(/\/orders\/active$/);
  expect(problems, 'console errors').toEqual([]);
});
