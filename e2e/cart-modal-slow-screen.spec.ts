// The 'Current Order' sheet opened by Add to Cart while the next screen's code is on its way (a slow
// connection) stays on top of everything, modal, its buttons within reach: not under the phone's tab
// bar, whose Scan tab would take the tap meant for View Cart.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const LAS_VEGAS_24_HOURS = 118;

/** A first visit to the latte at a store open around the clock, its price in. */
async function openLatte(page: Page): Promise<void> {
  await page.addInitScript((id) => localStorage.setItem('brewline.storeId', String(id)), LAS_VEGAS_24_HOURS);
  await page.goto('/menu/product/301/caff%C3%A8-latte');
  await expect(page.getByTestId('product-price')).toHaveText(/^\$\d+\.\d{2}$/);
}

/** Add to Cart: back to the group, with the sheet open and priced. */
async function addToCart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const sheet = page.getByRole('dialog', { name: 'Current Order' });
  await expect(sheet.getByTestId('cart-total')).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lattes' })).toBeVisible();
  return sheet;
}

async function viewCartFrom(page: Page, sheet: Locator): Promise<void> {
  expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await sheet.getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(sheet).toBeHidden();
}

test('Add to Cart on a slow connection: the sheet opened while the group loads is within reach', async ({
  page,
}) => {
  await openLatte(page);
  // From here each script takes a second, as on a slow phone connection: the sheet and the group's
  // screen arrive in either order.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const sheet = await addToCart(page);
  await viewCartFrom(page, sheet);
});
