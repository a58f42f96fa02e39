// Guest checkout, as a customer meets it, at a phone size and a desktop size: a drink built on the
// product page, pickup details, the sandbox card form, and the order page following the store live.
// Also a declined card that is then replaced, and parking-lot pickup with a misspelt car make.
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { graphqlOperationOf } from './support/graphql-operation.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { ownServerPort } from './support/ports.ts';

declare global {
  interface Window {
    statusSeen?: string[];
    pageLoadMarker?: string;
  }
}

const LAS_VEGAS_24_HOURS = 118;

const GUEST = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '7025551234' };

/** The seeded Caffè Latte, iced, with oat milk and two vanilla pumps (ids from the demo seed). */
const ICED_OAT_VANILLA_LATTE = {
  lineId: 'e2e-line-1',
  productId: 301,
  sizeId: 3,
  versionId: 3012,
  quantity: 1,
  modifiers: [
    { modifierId: 104, quantity: 1 },
    { modifierId: 201, quantity: 2 },
  ],
  isSent: true,
};

/** Starts the app with a store chosen (and, optionally, a cart), as a returning visitor would. */
async function openWith(page: Page, storeId: number, cart?: unknown[]): Promise<void> {
  await page.goto('/menu');
  await page.evaluate(
    ({ storeId, cart }) => {
      localStorage.setItem('brewline.storeId', String(storeId));
      if (cart)
        localStorage.setItem('brewline.cart', JSON.stringify({ id: crypto.randomUUID(), items: cart }));
    },
    { storeId, cart },
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
}

/** Counts the orders the browser sends, so "ordered once" is checked at the wire. */
function countOrderSubmissions(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (graphqlOperationOf(request) === 'SendCustomerOrder') sent += 1;
  });
  return () => sent;
}

async function fillPickupDetails(page: Page, testInfo: TestInfo): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/login$/);
  await expect(page.getByRole('heading', { name: "Who's picking this up?" })).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-1-login');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout\/profile$/);

  // A Continue with nothing filled in names every field.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('details-banner')).toHaveText(
    'Please check that all fields are filled out correctly.',
  );
  await expect(page.getByText('Please enter a valid mobile phone')).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-2-details-errors');

  await page.getByLabel('Name').fill(GUEST.name);
  await page.getByLabel('Email').fill(GUEST.email);
  await page.getByLabel('Phone').pressSequentially(GUEST.phone);
  await expect(page.getByLabel('Phone')).toHaveValue('(702) 555-1234');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function payWith(page: Page, card: string): Promise<void> {
  await expect(page.getByText('Sandbox payments: no real money')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('MM/YY').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP').fill('89109');
  await page.getByRole('button', { name: /COMPLETE ORDER/ }).click();
}

/** Records every status message the order page shows, to prove it changed without a reload. */
async function watchStatusMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.statusSeen = [];
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="order-status-message"]')?.textContent ?? null;
      if (text !== null && window.statusSeen?.at(-1) !== text) window.statusSeen?.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test('a guest orders an iced oat-milk vanilla latte and watches it become ready', async ({
  page,
}, testInfo) => {
  await watchStatusMessages(page);
  const submissions = countOrderSubmissions(page);
  await openWith(page, LAS_VEGAS_24_HOURS);

  // Build the drink on the product page.
  await page.goto('/menu/product/301/caffè-latte');
  await expect(page.getByRole('heading', { name: 'Build Yours' })).toBeVisible();
  await page.getByTestId('version-options').getByRole('button', { name: 'Iced' }).click();
  await page
    .getByRole('list', { name: 'Milk' })
    .getByRole('button', { name: /Oatmilk/ })
    .click();
  // Syrups start folded; a first tap adds one pump, the stepper the second.
  await page.locator('summary', { hasText: 'Syrups' }).click();
  await page
    .getByRole('list', { name: 'Syrups' })
    .getByRole('button', { name: /^Vanilla Syrup/ })
    .click();
  await page.getByRole('button', { name: 'One more Vanilla Syrup' }).click();
  await expect(page.getByRole('group', { name: 'Vanilla Syrup count' })).toContainText('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line-modifiers')).toContainText('Oatmilk');
  const cartTotal = (await page.getByTestId('cart-total').textContent())?.trim() ?? '';
  expect(cartTotal).toMatch(/^\$\d+\.\d{2}$/);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await fillPickupDetails(page, testInfo);

  // Store 118 offers in-store pickup only, so the pickup step passes straight on to payment.
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Show order summary' }).click();
    await expect(page.getByRole('button', { name: 'Hide order summary' })).toBeVisible();
  }
  await expect(page.getByTestId('summary-total').filter({ visible: true })).toHaveText(cartTotal);
  await expect(page.getByText('Sandbox payments: no real money')).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-3-payment');
  await expectNoSeriousAxeViolations(page);

  await page.evaluate(() => {
    window.pageLoadMarker = 'still the same page';
  });
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/orders\/active$/);
  await expect(page.getByTestId('order-status-message')).toHaveText('Your order is ready for pickup!', {
    timeout: 30_000,
  });
  const seen = await page.evaluate(() => window.statusSeen ?? []);
  expect(seen).toContain('Waiting for the store to process your order...');
  expect(seen.indexOf('Waiting for the store to process your order...')).toBeLessThan(
    seen.indexOf('Your order is ready for pickup!'),
  );
  expect(await page.evaluate(() => window.pageLoadMarker)).toBe('still the same page');

  await expect(page.getByTestId('order-total')).toHaveText(cartTotal);
  await expect(page.getByTestId('order-payment')).toContainText('4242');
  await expect(page.getByTestId('order-payment')).toContainText(cartTotal);
  await expect(page.getByTestId('order-item')).toContainText('Caffè Latte');
  await expect(page.getByTestId('order-item')).toContainText('Oatmilk');
  await expect(page.getByTestId('order-item')).toContainText('2 Vanilla Syrup');
  await expect(page.getByTestId('order-placed-at')).toHaveText(
    /^Placed \d{1,2}\/\d{1,2}\/\d{2} at \d{1,2}:\d{2} [AP]M$/,
  );
  expect(submissions()).toBe(1);
  await saveScreenshot(page, testInfo, 'checkout-4-order-ready');
  await expectNoSeriousAxeViolations(page);

  // The cart starts over; a reload of the order page reads the stored status.
  await page.reload();
  await expect(page.getByTestId('order-status-message')).toHaveText(
    /Your order is ready for pickup!|Thanks for your order!/,
  );
});

test('a declined card shows the error and keeps the cart; another card then pays once', async ({
  page,
}, testInfo) => {
  const submissions = countOrderSubmissions(page);
  await openWith(page, LAS_VEGAS_24_HOURS, [ICED_OAT_VANILLA_LATTE]);
  await page.goto('/cart');
  const cartTotal = (await page.getByTestId('cart-total').textContent())?.trim() ?? '';
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillPickupDetails(page, testInfo);
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-error')).toHaveText('Payment unsuccessful. Your card was declined.');
  expect(submissions()).toBe(0);
  expect(await page.evaluate(() => sessionStorage.getItem('brewline.activeOrderId'))).toBeNull();
  const kept = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brewline.cart') ?? '{}') as { items: unknown[] },
  );
  expect(kept.items).toHaveLength(1);
  await saveScreenshot(page, testInfo, 'checkout-5-declined');
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('Card number').fill('');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders\/active$/);
  await expect(page.getByTestId('order-total')).toHaveText(cartTotal);
  expect(submissions()).toBe(1);
});

// Parking-lot pickup is run from a drive-thru window, so it needs a drive-thru store that is open. The
// journey's own server keeps the business clock at 19:00 UTC today (CLOCK_AT), when every demo store is
// open (11:00 in Seattle, 14:00 in New York), so the curbside path is tested at any real hour.
test.describe('on a server whose clock stands in the afternoon', () => {
  const port = ownServerPort(3);
  const afternoon = `${new Date().toISOString().slice(0, 10)}T19:00:00Z`;
  let server: ApiProcess;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.beforeAll(async () => {
    server = await startApiProcess(
      {
        PORT: String(port),
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        PUBLIC_URL: '',
        CLOCK_AT: afternoon,
        LOG_LEVEL: 'warn',
        DEMO_TERMINALS: 'auto',
        DEMO_TERMINAL_STEP_MS: '1500',
      },
      `http://127.0.0.1:${port}/readyz`,
    );
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('parking-lot pickup with a car chosen from a misspelt make', async ({ page, request }, testInfo) => {
    const answer = await request.post('/graphql', {
      data: { query: '{ stores { storeId pickupMethods } }' },
    });
    const stores = (
      (await answer.json()) as { data: { stores: { storeId: number; pickupMethods: string[] }[] } }
    ).data.stores;
    const store = stores.find((s) => s.pickupMethods.includes('PARKING_LOT'));
    // At the server's afternoon a drive-thru store offers it; if none does, the product is wrong.
    expect(store, 'a store offering parking-lot pickup at 19:00 UTC').toBeDefined();
    if (!store) return;

    await openWith(page, store.storeId, [ICED_OAT_VANILLA_LATTE]);
    await page.goto('/checkout');
    await fillPickupDetails(page, testInfo);

    await expect(page).toHaveURL(/\/checkout\/pickup$/);
    await expect(page.getByRole('heading', { name: 'Pickup Method' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Drive-Thru/ })).toBeChecked();
    await page.getByTestId('pickup-method-PARKING_LOT').click();
    const vehicle = page.getByTestId('vehicle-form');
    await expect(vehicle).toBeVisible();

    const make = vehicle.getByRole('combobox', { name: 'Make' });
    await make.fill('Toyta');
    const suggestions = vehicle.getByRole('listbox', { name: 'Make suggestions' }).getByRole('option');
    await expect(suggestions.first()).toHaveText('Toyota');
    expect(await suggestions.count()).toBeLessThanOrEqual(11);
    await saveScreenshot(page, testInfo, 'checkout-6-vehicle-make');
    await make.press('Tab');
    await expect(make).toHaveValue('Toyota');

    const model = vehicle.getByRole('combobox', { name: 'Model' });
    await model.fill('Cam');
    await model.press('ArrowDown');
    await model.press('Enter');
    await expect(model).toHaveValue(/Camry|Camry Hybrid/);
    await vehicle.getByRole('radio', { name: 'Blue' }).check({ force: true });
    await expect(vehicle.getByText('Color: Blue')).toBeVisible();
    await saveScreenshot(page, testInfo, 'checkout-7-vehicle');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(
      page
        .getByText(/Blue Toyota Camry/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/orders\/active$/);
    await expect(page.getByTestId('order-pickup-method')).toContainText('Parking Lot');
    await expect(page.getByText(/Blue Toyota Camry/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'checkout-8-parking-order');
  });
});
