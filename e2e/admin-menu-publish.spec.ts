// The menu, from the back office to a customer, with no restart: a chain admin adds a product with
// two sizes and a modifier group in the draft (customers do not see it), reorders a list with the
// keyboard, reviews what publishing will change and publishes; a customer in another browser then
// finds the new product on the menu and on its page, with its sizes and its milk choice.
//
// Prices: a new product is priced on the Prices page (the price drafts, applied by the same
// publication). Until that page is on main this journey stops at the customer seeing the product.
import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { startWithChainAdmin, type AdminServer } from './support/admin-server.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ timeout: 300_000 });

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

test('a chain admin adds a product, publishes it, and a customer sees it without a restart', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back office is for desktops and tablets');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await context.newPage();
  const started = await startWithChainAdmin(admin);
  server = started.server;
  const baseUrl = server.baseUrl;

  // The menu tree: top-level groups on the left, the chosen group's subgroups and products.
  await admin
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Menu', exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await admin
    .getByRole('list', { name: 'Top-level groups' })
    .getByRole('button', { name: 'Hot Coffee', exact: true })
    .click();
  await admin
    .getByRole('list', { name: 'Subgroups of Hot Coffee' })
    .getByRole('button', { name: 'Lattes', exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Lattes' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'menu-tree');

  // Reordering with the keyboard: the second product moves up and the list says so.
  const products = admin.getByRole('list', { name: 'Products of Lattes' });
  const moveUp = products
    .getByRole('listitem')
    .nth(1)
    .getByRole('button', { name: /^Move .+ up$/ });
  const second = ((await moveUp.getAttribute('aria-label')) ?? '').replace(/^Move (.+) up$/, '$1');
  await moveUp.focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText(`${second} moved to position 1 of`)).toBeAttached();
  await expect(products.getByRole('listitem').first()).toContainText(second);

  // A new product in Lattes: two sizes (Grande the default) and the milk choice (2% first).
  await admin.getByRole('link', { name: 'New product' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await admin.getByLabel('Name', { exact: true }).fill('Maple Oat Latte');
  await admin.getByLabel('Ticket name').fill('MAPLE OAT LATTE');
  await admin.getByLabel('Description').fill('Espresso and steamed oatmilk with a whisper of maple.');
  await admin.getByLabel('Picture').fill('hot-beverage');
  await admin.getByLabel('Allergens').fill('Oats');
  // Saving without a size: the domain's rule, said beside the sizes, nothing saved.
  await admin.getByRole('button', { name: 'Save to draft' }).click();
  await expect(
    admin.getByRole('alert').getByText('A product needs at least one size to be sold.'),
  ).toBeVisible();
  await admin.getByRole('checkbox', { name: 'Sold in Tall' }).check();
  await admin.getByRole('checkbox', { name: 'Sold in Grande' }).check();
  await admin.getByRole('radio', { name: 'Grande is the default' }).check();
  await admin.getByRole('checkbox', { name: 'Milk', exact: true }).check();
  await admin.getByLabel('Milk: chosen at first').selectOption({ label: '2% Milk' });
  const preview = admin.getByRole('region', { name: 'Preview: the product page once published' });
  await expect(preview).toContainText('Maple Oat Latte');
  await expect(preview).toContainText('2% Milk');
  await admin.getByRole('button', { name: 'Save to draft' }).click();
  await expect(admin.getByText('Maple Oat Latte is saved in the draft.')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/menu\/products\/\d+$/);
  const productId = Number(/(\d+)$/.exec(admin.url())?.[1]);
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'menu-product-editor');

  // A customer in another browser: the draft is nothing to them.
  const customerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const customer = await customerContext.newPage();
  const productPath = `${baseUrl}/menu/product/${productId}/maple-oat-latte`;
  const before = await customer.request.get(`${baseUrl}/product-data/tableNames.json`);
  expect(await before.text()).not.toContain('"maple');
  const draftProduct = await customer.request.post(`${baseUrl}/graphql`, {
    data: { query: `{ product(productId: ${productId}) { name } }` },
  });
  expect(await draftProduct.json()).toEqual({ data: { product: null } });

  // Review and publish: the changes, a confirmation, then every server serves it.
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Publish' }).click();
  const changes = admin.getByRole('table', { name: 'Changes publishing will make' });
  await expect(changes.getByRole('row', { name: /Added Product Maple Oat Latte/ })).toBeVisible();
  await expect(changes.getByRole('row', { name: /Changed Product .* order/ }).first()).toBeVisible();
  await expectNoAxeViolations(admin);
  await screenshotBoth(admin, testInfo, 'menu-publish');
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = admin.getByRole('dialog', { name: 'Publish the menu?' });
  await expect(confirm).toContainText('go live for every customer');
  await saveScreenshot(admin, testInfo, 'admin-menu-publish-confirm');
  await confirm.getByRole('button', { name: 'Publish now' }).click();
  await expect(admin.getByText(/Published as menu version 1/)).toBeVisible();
  await expect(
    admin.getByText('The draft is the live menu: nothing to publish.', { exact: false }),
  ).toBeVisible();

  // The customer's next visit: the new product on the Lattes page and on its own page.
  await customer.goto(productPath);
  await expect(customer.getByRole('heading', { level: 1, name: 'Maple Oat Latte' })).toBeVisible();
  await expect(customer.getByText('Espresso and steamed oatmilk with a whisper of maple.')).toBeVisible();
  const build = customer.getByRole('region', { name: 'Build Yours' });
  await expect(build.getByRole('button', { name: 'Grande 16 fl oz' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(build.getByRole('button', { name: 'Tall 12 fl oz' })).toHaveAttribute('aria-pressed', 'false');
  await expect(
    build.getByRole('list', { name: 'Milk' }).getByRole('button', { name: '2% Milk' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(customer, testInfo, 'menu-published-product');
  await customerContext.close();
  await context.close();
});
