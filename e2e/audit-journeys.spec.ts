// What the screen-by-screen audit found, as the customer meets it: a hidden or regional
// product opened by a direct link says it is not available here and cannot be added; restricted
// sizes are not offered; 'Try again' after a failed menu download works; the main navigation's
// Locations, About, Job Listings and Franchise are real pages; the accessibility statement frame is
// Brewline's own. At a phone size and a desktop size.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';

const LAS_VEGAS = 118; // West region, open around the clock
const NOT_AVAILABLE =
  'This product is not available at this store! Please select a different store or product.';

async function atStore(page: Page, storeId: number): Promise<void> {
  await page.addInitScript((id) => localStorage.setItem('brewline.storeId', String(id)), storeId);
}

test('a hidden or regional product opened by its link says so and cannot be added', async ({
  page,
}, testInfo) => {
  await atStore(page, LAS_VEGAS);
  // The Pumpkin Spice Latte waits in the hidden 'Fall Preview' group; Maple Pecan is East only.
  for (const [id, slug] of [
    [801, 'pumpkin-spice-latte'],
    [304, 'maple-pecan-latte'],
  ] as const) {
    await page.goto(`/menu/product/${id}/${slug}`);
    await expect(page.getByRole('heading', { name: 'Build Yours' })).toBeVisible();
    await expect(page.getByText(NOT_AVAILABLE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  }
  await saveScreenshot(page, testInfo, 'audit-1-regional-product');
  await expectNoSeriousAxeViolations(page);
});

test('Hot Chocolate is not offered in the 16 fl oz Grande', async ({ page }) => {
  await atStore(page, LAS_VEGAS);
  await page.goto('/menu/product/344/hot-chocolate');
  const sizes = page.getByTestId('size-options');
  await expect(sizes.getByText('Tall', { exact: true })).toBeVisible();
  await expect(sizes.getByText('Grande', { exact: true })).toHaveCount(0);
});

test("'Try again' after a failed menu download loads the menu", async ({ page }) => {
  // The network drops every menu file (the page's preloads too) until the customer retries.
  let down = true;
  await page.route(/\/product-data\//, (route) =>
    down ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/menu');
  await expect(
    page.getByText("It looks like we couldn't reach our servers. Please try again later."),
  ).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Menu categories' }).getByRole('link').first()).toBeVisible();
});

test('Locations, About, Job Listings and Franchise are pages of their own', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
  if (phone) await page.goto('/locations');
  else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(page.getByTestId('locations-summary')).toHaveText(/All \d+ stores/);

  // New York's stores are where New York is, with their hours and ORDER.
  await page.getByTestId('store-search-input').fill('New York');
  await page.getByTestId('store-search-submit').click();
  const midtown = page.getByTestId('store-result-101');
  await expect(midtown).toBeVisible();
  const miles = Number.parseFloat(
    (await midtown.getByTestId('store-distance').innerText()).replace(/[^\d.]/g, ''),
  );
  expect(miles).toBeLessThan(2);
  await expect(midtown.getByTestId('store-hours')).toContainText('Mon – Thu');
  await saveScreenshot(page, testInfo, 'audit-2-locations');
  await expectNoSeriousAxeViolations(page);
  await midtown.getByRole('button', { name: 'Order from Midtown' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByTestId('toolbar-store')).toHaveText('New York, NY');

  for (const [label, path, title] of [
    ['About', '/about', 'About Brewline'],
    ['Job Listings', '/jobs', 'Job Listings'],
    ['Franchise', '/franchise', 'Franchise with Brewline'],
  ] as const) {
    if (phone) await page.goto(path);
    else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await saveScreenshot(page, testInfo, `audit-3${path.replace('/', '-')}`);
  }
  await expectNoSeriousAxeViolations(page);
});

test("the accessibility statement frame is Brewline's own statement", async ({ page }, testInfo) => {
  await page.goto('/accessibility-statement');
  const statement = page.frameLocator('iframe[title="Accessibility Statement"]');
  await expect(statement.getByRole('heading', { name: 'Brewline accessibility statement' })).toBeVisible();
  await expect(statement.getByRole('heading', { name: 'Known limitations' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'audit-4-accessibility');
});
