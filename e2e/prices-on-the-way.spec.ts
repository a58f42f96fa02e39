// While a new price is on its way (a slow network), the builder's price and the cart's totals are
// dimmed to say so, and stay readable: axe's contrast rule holds at the faintest point of the dimming.
// Each re-price is held in the network until the page has been checked, then let through. Meanwhile a
// line not priced yet reads as it will once priced.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { graphqlOperationOf } from './support/graphql-operation.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';

const LAS_VEGAS_24_HOURS = 118;

// Playwright's routing does not see a request that passes through a service worker (its documented
// limit), and this journey holds requests in the network. The worker's own journeys: offline.spec.ts.
test.use({ serviceWorkers: 'block' });

/** Holds every cart re-price in the network until the returned function is called. */
async function holdRePrices(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql*', async (route) => {
    if (graphqlOperationOf(route.request()) === 'PriceCart') await released;
    await route.continue();
  });
  return async () => {
    release();
    // Once the held requests have gone on their way.
    await page.unrouteAll({ behavior: 'wait' });
  };
}

/** Axe once the dimming has run its course: at its faintest, where the contrast is least. */
async function expectReadableWhileDimmed(page: Page, busy: ReturnType<Page['locator']>): Promise<void> {
  await expect(busy).toBeVisible();
  // A placeholder's shimmer never ends: wait for the transitions only.
  await busy.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await expectNoSeriousAxeViolations(page);
}

test('the dimmed price and totals stay readable while a re-price is on its way', async ({ page }) => {
  await page.addInitScript((id) => localStorage.setItem('brewline.storeId', String(id)), LAS_VEGAS_24_HOURS);
  await page.goto('/menu/product/301/caff%C3%A8-latte');
  const price = page.getByTestId('product-price');
  await expect(price).toHaveText(/^\$\d+\.\d{2}$/);

  // Two of them: the footer dims the price and its "2 ×" line until the server's answer.
  let letThrough = await holdRePrices(page);
  await page.getByTestId('line-quantity').getByRole('button', { name: 'Increase quantity' }).click();
  await expectReadableWhileDimmed(page, page.locator('[data-testid="product-price"][aria-busy="true"]'));
  await letThrough();
  await expect(price).toContainText('2 ×');
  await expect(page.locator('[data-testid="product-price"][aria-busy="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const modal = page.getByRole('dialog', { name: 'Current Order' });
  await expect(modal.getByTestId('cart-total')).toHaveText(/^\$\d+\.\d{2}$/);
  await modal.getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const total = page.locator('main').getByTestId('cart-total');
  await expect(total).toHaveText(/^\$\d+\.\d{2}$/);
  const before = await total.innerText();

  // Duplicated: the totals dim until the new ones come, then show twice the price.
  letThrough = await holdRePrices(page);
  await page.getByRole('button', { name: 'Duplicate Caffè Latte' }).click();
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  // The copy, not priced yet, lists its options in the order the server will: nothing moves later.
  const priced = await lines.nth(0).getByTestId('cart-line-modifiers').innerText();
  await expect(lines.nth(1).getByTestId('cart-line-price')).toHaveText('');
  await expect(lines.nth(1).getByTestId('cart-line-modifiers')).toHaveText(priced);
  await expectReadableWhileDimmed(page, page.locator('main dl[aria-busy="true"]'));
  await letThrough();
  await expect(page.locator('main dl[aria-busy="true"]')).toHaveCount(0);
  await expect(total).not.toHaveText(before);
  await expect(total).toHaveText(/^\$\d+\.\d{2}$/);
});
