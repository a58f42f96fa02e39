// A new store from the back office, end to end: a chain admin opens the new-store page, is told
// plainly what is wrong with a first try (nothing typed is lost), types a ZIP code that fills in the
// city, state and time zone, creates the store open around the clock with online ordering on, lands
// on its page, and a customer in another browser finds it by that ZIP code, open.
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newDesktopPage, screenshotDesktopAndTablet } from './support/admin-pages.ts';
import { startWithChainAdmin, type AdminServer } from './support/admin-server.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

const BOISE_ZIP = '83702'; // no demo store near it: the new store is the finder's only answer

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

test('a chain admin creates a store; customers find it by its ZIP code, open', async ({
  browser,
}, testInfo) => {
  const boss = await newDesktopPage(browser, 'http://127.0.0.1');
  let server: AdminServer | null = null;
  try {
    ({ server } = await startWithChainAdmin(boss));
    await boss.goto(`${server.baseUrl}/admin`);
    await boss.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Stores' }).click();
    await boss.getByRole('link', { name: 'New store' }).click();
    await expect(boss.getByRole('heading', { level: 1, name: 'New store' })).toBeVisible();
    await expect(boss.getByLabel('Store number')).not.toHaveValue('');

    // The ZIP code finds the city, state and the time zone to confirm.
    await boss.getByLabel('ZIP code').fill(BOISE_ZIP);
    await expect(boss.getByText(/Boise, ID · 43\.\d+, -116\.\d+/)).toBeVisible();
    await expect(boss.getByLabel('City')).toHaveValue('Boise');
    await expect(boss.getByLabel('State (two letters)')).toHaveValue('ID');
    await expect(boss.getByLabel('Time zone')).toHaveValue('America/Boise');

    // A first try with no name, no region and a make time out of range: every problem is named
    // beside its field, and what was typed stays.
    await boss.getByLabel('Street address').fill('800 W Main St');
    await boss.getByLabel('Minutes to make an order').fill('0');
    // A blank tax rate is asked for, not read as 0%.
    await boss.getByRole('button', { name: 'Create store' }).click();
    await expect(
      boss.getByText('Enter the sales tax rate as a percent, for example 6 or 8.875 (0 for none).'),
    ).toBeVisible();
    await boss.getByLabel('Sales tax rate (%)').fill('6');
    await boss.getByRole('button', { name: 'Create store' }).click();
    const refusal = boss.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(refusal).toContainText('The store name cannot be empty.');
    await expect(refusal).toContainText("Choose one of the chain's regions.");
    await expect(
      boss.getByText('Make time must be a whole number of minutes from 1 to 60.').last(),
    ).toBeVisible();
    await expect(boss.getByLabel('Street address')).toHaveValue('800 W Main St');
    await expectNoAxeViolations(boss);
    await screenshotDesktopAndTablet(boss, testInfo, 'store-create-refused');

    await boss.getByLabel('Region').selectOption({ label: 'Mountain' });
    await boss.getByLabel('Name', { exact: true }).fill('Brewline Boise Downtown');
    await boss.getByLabel('Nickname (what the app shows)').fill('Boise Downtown');
    await boss.getByLabel('Phone').fill('2085550100');
    for (const days of ['Monday – Thursday', 'Friday', 'Saturday', 'Sunday'])
      await boss.getByLabel(`${days}: open, 24 hours or closed`).selectOption({ label: 'Open 24 hours' });
    await boss.getByLabel('Minutes to make an order').fill('6');
    await boss.getByRole('button', { name: 'Create store' }).click();

    // It lands on the new store's page, open and taking orders.
    await expect(boss.getByRole('heading', { level: 1, name: 'Boise Downtown' })).toBeVisible();
    await expect(boss.getByText('Customers see: Open Now')).toBeVisible();
    await expectNoAxeViolations(boss);
    await saveScreenshot(boss, testInfo, 'admin-store-created');

    const customer = await newDesktopPage(browser, server.baseUrl);
    await customer.goto('/locations');
    await customer.getByRole('searchbox', { name: 'ZIP code or City' }).fill(BOISE_ZIP);
    await customer.getByTestId('store-search-submit').click();
    const card = customer.getByRole('listitem').filter({ hasText: 'Boise Downtown' });
    await expect(card).toContainText('Open Now');
    await saveScreenshot(customer, testInfo, 'admin-store-created-customer-finder');
  } finally {
    await server?.close();
  }
});
