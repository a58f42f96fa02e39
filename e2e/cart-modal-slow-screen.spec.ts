// The 'Current Order' sheet stays modal when the app parks it. While a screen's code is on its way, a
// Suspense boundary (app.tsx, cart-modal-host.tsx) takes what is below it out of the page and puts it
// back when the code is in. A <dialog> taken out of the page leaves the top layer but keeps its `open`,
// so the sheet came back as part of the page, under the phone's tab bar, whose Scan tab took the tap
// meant for View Cart (CI, 2026-12-07, after Add to Cart on a slow connection). The sheet must come
// back on top of everything, its buttons within reach, the page behind it inert.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { saveScreenshot } from './support/screenshots.ts';

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

test('the sheet taken out of the page and put back, as a loading screen does, is modal again', async ({
  page,
}, testInfo) => {
  await openLatte(page);
  const sheet = await addToCart(page);
  // What Preact does to a suspended boundary's content: the same element moved into a detached node,
  // then back to its place.
  await sheet.evaluate((dialog) => {
    const place = dialog.parentNode;
    const next = dialog.nextSibling;
    document.createElement('div').append(dialog);
    place?.insertBefore(dialog, next);
  });
  await saveScreenshot(page, testInfo, 'cart-sheet-put-back');
  await viewCartFrom(page, sheet);
});

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
