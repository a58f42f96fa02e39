// The walking skeleton, as a customer meets it: the menu downloads (progress to 100), the home menu,
// a group, a product with its sizes, and choosing a store, at a phone size and a desktop size.
import { productSlug } from '@brewline/domain/menu/menu';
import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';

declare global {
  interface Window {
    progressSeen?: number[];
  }
}

test('browse the menu to a product and choose a store', async ({ page }, testInfo) => {
  // Record every value the progress bar shows, and let the tables arrive one by one, well spread out:
  // the download starts before the app's first render, so tables that all came at once could be in
  // before the bar is ever drawn by the app.
  await page.addInitScript(() => {
    window.progressSeen = [];
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="menu-progress"]');
      const value = bar?.getAttribute('value');
      if (value !== null && value !== undefined && window.progressSeen?.at(-1) !== Number(value)) {
        window.progressSeen?.push(Number(value));
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });
  // Only the content-hashed tables (the page preloads them before the app asks for the index): the
  // index comes at once, so the app sees them complete one by one.
  let tablesAsked = 0;
  await page.route(/\/product-data\/[^/]+\.[^./]+\.json$/, async (route) => {
    const delay = 300 + 120 * tablesAsked;
    tablesAsked += 1;
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });

  // Watched from the first byte, as a person looks at the screen: the page's load event waits for the
  // preloaded tables, and by then the download status may be gone (seen once with two workers busy).
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByText('Downloading menu data...')).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
  const progress = await page.evaluate(() => window.progressSeen ?? []);
  expect(progress.at(-1)).toBe(100);
  expect(progress.length).toBeGreaterThan(3);
  expect([...progress].sort((a, b) => a - b)).toEqual(progress);

  // The banner is the seasonal group's (menu data, decision 015), with the product's wording.
  const hero = page.getByTestId('hero-banner');
  await expect(hero).toHaveAttribute('href', '/menu/83/');
  await expect(hero).toContainText('Holiday favorites are back');
  await expect(hero).toContainText('Cozy up with a peppermint mocha');
  // A visit straight to /menu gets it in the first HTML: the server renders the page with the menu.
  const firstHtml = await (await page.request.get('/menu')).text();
  expect(firstHtml).toMatch(/<div id="root"[^>]*><[a-z]/);
  expect(firstHtml).toContain('Holiday favorites are back');
  const groupTiles = page.getByRole('list', { name: 'Menu categories' }).getByRole('link');
  expect(await groupTiles.count()).toBeGreaterThanOrEqual(8);
  await saveScreenshot(page, testInfo, '1-menu');
  await expectNoSeriousAxeViolations(page);

  // A top-level group, then (if it has children) its first child group, until products show.
  const hotCoffee = groupTiles.filter({ hasText: 'Hot Coffee' });
  await hotCoffee.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hot Coffee' })).toBeVisible();
  await saveScreenshot(page, testInfo, '2-group');
  await expectNoSeriousAxeViolations(page);
  const childGroups = page.getByRole('list', { name: 'Hot Coffee categories' }).getByRole('link');
  const firstChild = childGroups.first();
  const childName = (await firstChild.innerText()).trim();
  await firstChild.click();
  await expect(page.getByRole('heading', { level: 1, name: childName })).toBeVisible();

  const productTile = page
    .getByRole('list', { name: `${childName} products` })
    .getByRole('link')
    .first();
  const productName = (await productTile.innerText()).trim();
  await productTile.click();
  await expect(page).toHaveURL(/\/menu\/product\/\d+\/[^/]+$/);
  expect(decodeURIComponent(page.url().split('/').at(-1) ?? '')).toBe(productSlug(productName));
  await expect(page.getByTestId('product-name')).toHaveText(productName);
  await expect(page.getByRole('heading', { name: 'Build Yours' })).toBeVisible();
  const sizes = page.getByTestId('size-options').getByRole('listitem');
  // The sizes come with the product's prices: wait for them as a person would, then count.
  await expect(sizes.first()).toBeVisible();
  expect(await sizes.count()).toBeGreaterThan(0);
  await saveScreenshot(page, testInfo, '3-product');
  await expectNoSeriousAxeViolations(page);

  // Choose the Phoenix store: the toolbar names it and the product shows that store's price.
  await expect(page.getByTestId('toolbar-store')).toHaveText('Select a Store');
  await page.getByTestId('toolbar-store').click();
  await expect(page.getByRole('dialog', { name: 'Select a Store' })).toBeVisible();
  await saveScreenshot(page, testInfo, '4-store-picker');
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('store-option-111').click();
  await expect(page.getByTestId('toolbar-store')).toHaveText('Phoenix, AZ');
  await expect(page.getByTestId('product-price')).toHaveText(/^\$\d+\.\d{2}$/);
  await saveScreenshot(page, testInfo, '5-product-with-store');

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByTestId('toolbar-store')).toHaveText('Phoenix, AZ');
});

test('unknown routes go to the menu', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
});

test('the browser draws only the bars its width shows, and the others when the window crosses 1024px', async ({
  page,
}) => {
  // Counted in the DOM, hidden ones included: the stylesheet alone would hide the other width's bars
  // while the browser still rendered them on every first load (docs/performance.md). The server's page has both.
  const bars = () =>
    page.evaluate(() => ({
      mainNavigation: document.querySelectorAll('nav[aria-label="Main"]').length,
      tabs: document.querySelectorAll('nav[aria-label="Tabs"]').length,
      menuButton: document.querySelectorAll('button[aria-label="Open menu"]').length,
    }));
  const phone = { mainNavigation: 0, tabs: 1, menuButton: 1 };
  const desktop = { mainNavigation: 1, tabs: 0, menuButton: 0 };
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
  await expect.poll(bars).toEqual(wide ? desktop : phone);

  await page.setViewportSize(wide ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  await expect.poll(bars).toEqual(wide ? phone : desktop);
  const visibleNavigation = wide
    ? page.getByRole('navigation', { name: 'Tabs' })
    : page.getByRole('navigation', { name: 'Main' });
  await expect(visibleNavigation).toBeVisible();
});
