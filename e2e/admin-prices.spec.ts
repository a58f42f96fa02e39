// Prices in the back office, as a chain admin raises them: the Caffè Latte by 10 % in two stores,
// with the preview of every old and new price before saving, the pending changes highlighted in the
// grid while customers still pay the published price, then publishing (the menu's publish, which
// applies the pending price changes), after which a customer's menu in those two stores shows the new
// price and another store's the old one, without a restart. A typed price below zero is refused in
// the cell, and the grid is edited with the keyboard like a spreadsheet.
import { applyBulkChange } from '@brewline/domain/menu/price-changes';
import { formatPrice } from '@brewline/domain/money/money';
import { productSlug } from '@brewline/domain/menu/menu';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { startWithChainAdmin, type AdminServer } from './support/admin-server.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ timeout: 240_000 });

const LATTE = 301;
const MIDTOWN = { id: 101, name: 'Brewline Midtown Manhattan' };
const BUCKHEAD = { id: 105, name: 'Brewline Buckhead' };
const SIXTH_STREET = { id: 108, name: 'Brewline Sixth Street' };

let server: AdminServer | null = null;

test.afterAll(async () => {
  await server?.close();
});

async function screenshotBoth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await saveScreenshot(page, testInfo, `admin-${name}`);
  await page.setViewportSize({ width: 820, height: 1180 });
  await saveScreenshot(page, testInfo, `admin-${name}-tablet`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The price a customer's product page shows for the latte (its default size) at a store. */
async function customerLattePrice(browser: Browser, baseUrl: string, storeId: number): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript((id) => localStorage.setItem('brewline.storeId', String(id)), storeId);
  await page.goto(`/menu/product/${LATTE}/${productSlug('Caffè Latte')}`);
  const price = page.getByTestId('product-price');
  await expect(price).toHaveText(/^\$\d+\.\d{2}$/);
  const text = await price.innerText();
  await context.close();
  return text;
}

/** Publishes through the menu's Publish page, reached from the Prices page's pending notice. */
async function publish(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Review and publish' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish the menu?' });
  await confirm.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(/Published as menu version \d+/)).toBeVisible();
}

test('a chain admin raises the latte by 10 % in two stores and customers there pay the new price', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await context.newPage();
  const started = await startWithChainAdmin(admin);
  server = started.server;
  const { baseUrl } = server;
  const before = {
    midtown: await customerLattePrice(browser, baseUrl, MIDTOWN.id),
    buckhead: await customerLattePrice(browser, baseUrl, BUCKHEAD.id),
    sixthStreet: await customerLattePrice(browser, baseUrl, SIXTH_STREET.id),
  };

  // The grid, filtered to the latte.
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Prices' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Product' }).fill('Caffè Latte');
  const grandeAtMidtown = admin.getByRole('textbox', {
    name: new RegExp(`^Caffè Latte Grande, ${MIDTOWN.name}`),
  });
  await expect(grandeAtMidtown).toBeVisible();
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'prices-grid');

  // A typo is refused in the cell, with the domain's words, and saves nothing.
  await grandeAtMidtown.fill('-4.50');
  await grandeAtMidtown.press('Tab');
  await expect(admin.getByText('A price cannot be below zero.')).toBeVisible();
  await grandeAtMidtown.press('Escape');
  await expect(admin.getByText(/changes? waits? for publishing/)).toHaveCount(0);

  // The bulk change: 10 % for Midtown and Buckhead, previewed before anything is saved.
  await admin.getByRole('button', { name: 'Bulk change' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Change many prices' });
  await expect(dialog.getByText('products named “Caffè Latte”')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Percent' }).fill('10');
  await dialog.getByRole('checkbox', { name: MIDTOWN.name }).check();
  await dialog.getByRole('checkbox', { name: BUCKHEAD.name }).check();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('table', { name: 'Old and new prices' });
  await expect(preview).toBeVisible();
  await expect(dialog.getByText(/\d+ prices will change\. Nothing is saved yet\./)).toBeVisible();
  const midtownRow = preview.getByRole('row', { name: new RegExp(`Caffè Latte Grande ${MIDTOWN.name}`) });
  const [oldText, newText] = await midtownRow
    .getByRole('cell')
    .evaluateAll((cells) => cells.slice(2).map((cell) => cell.textContent ?? ''));
  const oldCents = Math.round(Number(oldText?.replace('$', '')) * 100);
  expect(newText).toBe(formatPrice(applyBulkChange(oldCents, { kind: 'percent', basisPoints: 1000 })));
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'prices-bulk-preview');
  await dialog.getByRole('button', { name: /^Save \d+ pending changes$/ }).click();
  await expect(admin.getByText(/\d+ pending price changes saved\./)).toBeVisible();

  // Pending: highlighted with the published price beside it; customers still pay the old price.
  await expect(admin.getByText(/\d+ price changes wait for publishing/)).toBeVisible();
  await expect(grandeAtMidtown).toHaveAttribute('data-pending', 'true');
  await expect(grandeAtMidtown).toHaveValue(newText?.replace('$', '') ?? '');
  await expect(admin.getByText(`was ${oldText ?? ''}`).first()).toBeVisible();
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'prices-pending');
  expect(await customerLattePrice(browser, baseUrl, MIDTOWN.id)).toBe(before.midtown);

  // Keyboard: a price typed into the chain's list price and Enter saves it and moves down a row.
  const chainGrande = admin.getByRole('textbox', { name: /^Caffè Latte Grande, chain list price/ });
  await chainGrande.click();
  await admin.keyboard.type('9.99');
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('textbox', { name: /^Caffè Latte Venti, chain list price/ })).toBeFocused();
  await expect(chainGrande).toHaveAttribute('data-pending', 'true');
  // ... then taken back: the published price again is no change.
  await chainGrande.click();
  const published = await chainGrande.evaluate((input) => input.closest('td')?.textContent ?? '');
  const wasChain = /was \$(\d+\.\d{2})/.exec(published)?.[1] ?? '';
  await admin.keyboard.type(wasChain);
  await admin.keyboard.press('Tab');
  await expect(chainGrande).not.toHaveAttribute('data-pending');

  // Publishing makes them what customers pay, at once, in those two stores only.
  await publish(admin);
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Prices' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await expect(admin.getByText(/wait for publishing/)).toHaveCount(0);
  const raised = (text: string, by: number) => {
    const cents = Math.round(Number(text.replace('$', '')) * 100);
    return formatPrice(cents + by);
  };
  const newCents = applyBulkChange(oldCents, { kind: 'percent', basisPoints: 1000 });
  expect(await customerLattePrice(browser, baseUrl, MIDTOWN.id)).toBe(
    raised(before.midtown, newCents - oldCents),
  );
  expect(await customerLattePrice(browser, baseUrl, BUCKHEAD.id)).not.toBe(before.buckhead);
  expect(await customerLattePrice(browser, baseUrl, SIXTH_STREET.id)).toBe(before.sixthStreet);
  await context.close();
});
