// Issue 21: nothing on the cart or a checkout step moves while its first load fills in (CLS 0). The
// store's details and the server's prices arrive after the first paint: their places are held at
// their final size from the start (the cart's store line, Order Info's rows, the figures' columns),
// so the values land where the placeholders were. A reload of the step is a customer's first load.
import { randomUUID } from 'node:crypto';
import { emptyCart } from '@brewline/domain/cart';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { grandeLatteLine } from './support/latte-line.ts';
import { layoutShift } from './support/layout-shift.ts';

/** Las Vegas is open 24 hours: it always takes the order. */
const LAS_VEGAS = '118';

/**
 * Below a thousandth, the three decimals Lighthouse shows. (The page's scrollbar appearing under the
 * chrome on a desktop can move the header by a few pixels: 0.0005 at most, not this page's own.)
 */
const NO_SHIFT = 0.001;

async function openWith(page: Page, path: string, checkout: object | null): Promise<void> {
  const cart = JSON.stringify({ ...emptyCart(randomUUID()), items: [grandeLatteLine(randomUUID())] });
  await page.addInitScript(
    ([storeId, cartJson, checkoutJson]) => {
      localStorage.setItem('brewline.storeId', storeId);
      localStorage.setItem('brewline.cart', cartJson);
      if (checkoutJson) sessionStorage.setItem('brewline.checkout', checkoutJson);
    },
    [LAS_VEGAS, cart, checkout ? JSON.stringify(checkout) : null] as const,
  );
  await page.goto(path);
}

test('the cart: the store line and the prices land without moving the lines', async ({ page }) => {
  await openWith(page, '/cart', null);
  await expect(page.getByText('The Strip')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await expect(page.getByTestId('cart-line-price')).toHaveText(/^\$\d+\.\d\d$/);
  expect(await layoutShift(page)).toBeLessThan(NO_SHIFT);
});

test("a checkout step beside Order Info: the store's details and the prices land without a shift", async ({
  page,
}, testInfo) => {
  // Order Info and the Order Summary sit beside the step from 1024px up (checkout-layout.tsx).
  test.skip(testInfo.project.name !== 'desktop', 'the block is beside the step on a wide screen only');
  await openWith(page, '/checkout/pickup', {
    guestName: 'Ada',
    guestEmail: 'ada@example.com',
    guestPhone: '7025551234',
    contactDone: true,
  });
  const orderInfo = page.getByRole('region', { name: 'Order Info' });
  await expect(orderInfo).toContainText('The Strip');
  await expect(orderInfo).toContainText('(702) 555-0118');
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pickup Method' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(NO_SHIFT);
});
