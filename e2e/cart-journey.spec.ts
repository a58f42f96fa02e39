// The drink builder and the cart, as a customer meets them, at a phone size and a desktop size: an
// iced latte with oat milk and 2 vanilla pumps built at the Las Vegas store (open around the clock),
// added, priced by the server, duplicated, edited and deleted, and still there after a reload. Also: a
// store that cannot take orders opens the store selector instead of adding. Whether a store is open
// is the server's to say (its clock, not the browser's), so the journeys use stores whose answer
// does not depend on the hour: Las Vegas always open, Scottsdale never taking online orders.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';

const LAS_VEGAS_24_HOURS = 118;
const SCOTTSDALE_ONLINE_ORDERING_OFF = 112;

interface Totals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  lines: { lineId: string; priceCents: number }[];
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What the server charges for the cart now in this browser's storage, asked independently. */
async function serverTotals(page: Page, storeId: number): Promise<Totals> {
  const items = await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('brewline.cart') ?? '{"items":[]}') as {
      items: {
        lineId: string;
        productId: number;
        sizeId: number;
        versionId: number | null;
        quantity: number;
        modifiers: unknown[];
      }[];
    };
    return cart.items.map(({ lineId, productId, sizeId, versionId, quantity, modifiers }) => ({
      lineId,
      productId,
      sizeId,
      versionId,
      quantity,
      modifiers,
    }));
  });
  const response = await page.request.post('/graphql', {
    data: {
      query: `query ($storeId: Int!, $items: [CartLineInput!]!) {
        priceCart(storeId: $storeId, items: $items) { subtotalCents taxCents totalCents lines { lineId priceCents } }
      }`,
      variables: { storeId, items },
    },
  });
  const body = (await response.json()) as { data: { priceCart: Totals } };
  return body.data.priceCart;
}

async function expectTotals(
  page: Page,
  scope: ReturnType<Page['locator']>,
  storeId: number,
): Promise<Totals> {
  const totals = await serverTotals(page, storeId);
  await expect(scope.getByTestId('cart-subtotal')).toHaveText(money(totals.subtotalCents));
  await expect(scope.getByTestId('cart-tax')).toHaveText(money(totals.taxCents));
  await expect(scope.getByTestId('cart-total')).toHaveText(money(totals.totalCents));
  expect(totals.totalCents).toBe(totals.subtotalCents + totals.taxCents);
  return totals;
}

async function chooseStore(page: Page, storeId: number, label: string): Promise<void> {
  await page.getByTestId('toolbar-store').click();
  await expect(page.getByRole('dialog', { name: 'Select a Store' })).toBeVisible();
  await page.getByTestId(`store-option-${storeId}`).click();
  await expect(page.getByTestId('toolbar-store')).toHaveText(label);
}

test('build an iced latte, then duplicate, edit and delete it in the cart', async ({ page }, testInfo) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await chooseStore(page, LAS_VEGAS_24_HOURS, 'Las Vegas, NV');

  // Iced Coffee > Iced Espresso > Caffè Latte.
  await page
    .getByRole('list', { name: 'Menu categories' })
    .getByRole('link', { name: 'Iced Coffee' })
    .click();
  await page
    .getByRole('list', { name: 'Iced Coffee categories' })
    .getByRole('link', { name: 'Iced Espresso' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iced Espresso' })).toBeVisible();
  const groupUrl = page.url();
  await page
    .getByRole('list', { name: 'Iced Espresso products' })
    .getByRole('link', { name: 'Caffè Latte' })
    .click();
  await expect(page.getByTestId('product-name')).toHaveText('Caffè Latte');

  // The defaults are chosen, and the price is the server's.
  const price = page.getByTestId('product-price');
  await expect(price).toHaveText(/^\$\d+\.\d{2}$/);
  const basePrice = await price.innerText();
  await expect(page.getByTestId('group-summary-1')).toHaveText('2% Milk');

  await page.getByRole('group', { name: 'Style' }).getByRole('button', { name: 'Iced' }).click();
  await page
    .getByRole('list', { name: 'Milk' })
    .getByRole('button', { name: /^Oatmilk/ })
    .click();
  await expect(page.getByTestId('group-summary-1')).toHaveText('Oatmilk');
  await page.getByText('Syrups', { exact: true }).click();
  const syrups = page.getByRole('list', { name: 'Syrups' });
  await syrups.getByRole('button', { name: /^Vanilla Syrup/ }).click();
  await syrups.getByRole('button', { name: 'One more Vanilla Syrup' }).click();
  await expect(syrups.getByRole('group', { name: 'Vanilla Syrup count' }).getByRole('status')).toHaveText(
    '2',
  );
  await expect(page.getByTestId('group-summary-2')).toHaveText('Vanilla Syrup ×2');
  // Oat milk and two pumps cost more than the plain latte.
  await expect(price).not.toHaveText(basePrice);
  await expect(price).toHaveText(/^\$\d+\.\d{2}$/);
  // The price follows every choice: read it once the last re-pricing has landed (it holds still).
  let builtPrice = '';
  await expect(async () => {
    builtPrice = await price.innerText();
    await page.waitForTimeout(400);
    expect(await price.innerText()).toBe(builtPrice);
  }).toPass();
  await saveScreenshot(page, testInfo, 'cart-1-builder');
  await expectNoSeriousAxeViolations(page);

  // Add to Cart: back to the group, and the cart modal opens with the server's totals.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const modal = page.getByRole('dialog', { name: 'Current Order' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(groupUrl);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(modal.getByText('Item', { exact: true })).toBeVisible();
  await expect(modal.getByText('Price', { exact: true })).toBeVisible();
  const modalLine = modal.getByTestId('cart-modal-line');
  await expect(modalLine).toHaveCount(1);
  await expect(modalLine).toContainText('Caffè Latte');
  await expect(modalLine).toContainText('Grande · Iced');
  await expect(modalLine.getByTestId('cart-line-modifiers')).toContainText('Oatmilk, Vanilla Syrup ×2');
  await expect(modalLine.getByTestId('cart-line-price')).toHaveText(builtPrice);
  await expectTotals(page, modal, LAS_VEGAS_24_HOURS);
  await expect(modal.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  await saveScreenshot(page, testInfo, 'cart-2-modal');
  await expectNoSeriousAxeViolations(page);

  // The cart page.
  await modal.getByRole('link', { name: 'View Cart' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(1);
  await expectTotals(page, page.locator('main'), LAS_VEGAS_24_HOURS);

  // Duplicate: two identical lines, twice the subtotal.
  await page.getByRole('button', { name: 'Duplicate Caffè Latte' }).click();
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const twice = await expectTotals(page, page.locator('main'), LAS_VEGAS_24_HOURS);
  expect(twice.lines).toHaveLength(2);
  expect(twice.subtotalCents).toBe(2 * (twice.lines[0]?.priceCents ?? 0));
  await saveScreenshot(page, testInfo, 'cart-3-page');
  await expectNoSeriousAxeViolations(page);

  // Edit the copy: Venti, and two of them.
  await lines.nth(1).getByRole('link', { name: 'Edit Caffè Latte' }).click();
  await expect(page).toHaveURL(/\/menu\/product\/edit\/[0-9a-f-]+\/caff/);
  await expect(page.getByText('Editing a cart item')).toBeVisible();
  await expect(page.getByTestId('group-summary-1')).toHaveText('Oatmilk');
  await expect(page.getByTestId('group-summary-2')).toHaveText('Vanilla Syrup ×2');
  await expect(
    page.getByRole('group', { name: 'Style' }).getByRole('button', { name: 'Iced' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
  await page.getByTestId('size-options').getByRole('button', { name: /Venti/ }).click();
  await page.getByTestId('line-quantity').getByRole('button', { name: 'Increase quantity' }).click();
  await expect(price).toContainText('2 ×');
  await saveScreenshot(page, testInfo, 'cart-4-edit');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Grande · Iced');
  await expect(lines.nth(1)).toContainText('2 × Caffè Latte');
  await expect(lines.nth(1)).toContainText('Venti · Iced');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expectTotals(page, page.locator('main'), LAS_VEGAS_24_HOURS);

  // Delete the first line.
  await lines.nth(0).getByRole('button', { name: 'Delete Caffè Latte' }).click();
  await expect(lines).toHaveCount(1);
  await expect(lines.nth(0)).toContainText('Venti · Iced');
  const kept = await expectTotals(page, page.locator('main'), LAS_VEGAS_24_HOURS);

  // A reload keeps the cart, its store and its totals.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(lines).toHaveCount(1);
  await expect(lines.nth(0)).toContainText('2 × Caffè Latte');
  await expect(page.getByTestId('toolbar-store')).toHaveText('Las Vegas, NV');
  await expect(page.getByTestId('cart-total')).toHaveText(money(kept.totalCents));
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Deleting the last line leaves the empty cart, on the page and in the modal.
  await lines.nth(0).getByRole('button', { name: 'Delete Caffè Latte' }).click();
  await expect(page.getByText('Your cart is empty. Ready to order a drink?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Menu' })).toHaveAttribute('href', '/menu');
  await saveScreenshot(page, testInfo, 'cart-5-empty');
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('toolbar-cart').click();
  await expect(
    page.getByRole('dialog', { name: 'Current Order' }).getByText('Your cart is empty.'),
  ).toBeVisible();
});

test('a store that cannot take orders opens the store selector instead of adding', async ({
  page,
}, testInfo) => {
  // Scottsdale takes no online orders (its ORDER button is off in the finder): chosen earlier, it is
  // the customer's store when they open a shared product link.
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('brewline.storeId', String(id));
      sessionStorage.setItem('seeded', '1');
    }
  }, SCOTTSDALE_ONLINE_ORDERING_OFF);
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
  await expect(page.getByTestId('toolbar-store')).toHaveText('Scottsdale, AZ');

  // Opened directly (as from a shared link): going back after adding stays in the app.
  await page.goto('/menu/product/301/caff%C3%A8-latte');
  await expect(page.getByTestId('product-price')).toHaveText(/^\$\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const picker = page.getByRole('dialog', { name: 'Select a Store' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('alert')).toHaveText(
    'This store is currently not accepting online orders. Please select a different store.',
  );
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await saveScreenshot(page, testInfo, 'cart-6-closed-store');

  await page.getByTestId(`store-option-${LAS_VEGAS_24_HOURS}`).click();
  await expect(page.getByTestId('toolbar-store')).toHaveText('Las Vegas, NV');
  await expect(page.getByTestId('product-price')).toHaveText(/^\$\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Current Order' })).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/\d+\/$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expectTotals(page, page.getByRole('dialog', { name: 'Current Order' }), LAS_VEGAS_24_HOURS);

  // Changing store empties the cart.
  await page.keyboard.press('Escape');
  await chooseStore(page, 107, 'Chicago, IL');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});
