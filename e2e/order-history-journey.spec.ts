// A member's past orders, as they meet them, at a phone size and a desktop size: sign up, pay for an
// iced oat-milk latte and a Nitro Cold Brew with the sandbox card, find the order under Past Orders
// and under the account's Online Orders, open its details (items, payment), order it again at the
// same store, then again with no store chosen: the store picker asks for one, and Midtown, where the
// Nitro Cold Brew is sold out, gets the latte at its own price and says what it left out.
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';

const LAS_VEGAS_24_HOURS = 118;
const NYC_MIDTOWN = 101;

const ICED_OAT_VANILLA_LATTE = {
  lineId: 'e2e-history-latte',
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
const NITRO_COLD_BREW = {
  lineId: 'e2e-history-nitro',
  productId: 354,
  sizeId: 3,
  versionId: null,
  quantity: 1,
  modifiers: [],
  isSent: true,
};

async function openWithCart(page: Page): Promise<void> {
  await page.goto('/menu');
  await page.evaluate(
    ({ storeId, cart }) => {
      localStorage.setItem('brewline.storeId', String(storeId));
      localStorage.setItem('brewline.cart', JSON.stringify({ id: crypto.randomUUID(), items: cart }));
    },
    { storeId: LAS_VEGAS_24_HOURS, cart: [ICED_OAT_VANILLA_LATTE, NITRO_COLD_BREW] },
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
}

async function signUp(page: Page, testInfo: TestInfo): Promise<void> {
  await page.goto('/login?signup=1');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(`grace.history.${testInfo.project.name}.${Date.now()}@example.com`);
  await page.getByLabel('Mobile phone').fill('7025551234');
  await page.getByLabel('Password (at least 7 characters)').fill('history-pass-1');
  await page.getByLabel('Retype password').fill('history-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/rewards$/);
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(terms).toBeHidden();
}

/** From the cart through the member's checkout to the order page, paying with the sandbox card. */
async function checkOut(page: Page): Promise<string> {
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const total = (await page.getByTestId('cart-total').textContent())?.trim() ?? '';
  expect(total).toMatch(/^\$\d+\.\d{2}$/);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  // The member's details are known; the steps that need nothing from them pass on by themselves.
  // The pickup step shows only when the store offers more than one method; wait until it settles.
  const pickupContinue = page.getByRole('button', { name: 'Continue' });
  const paymentOptions = page.getByRole('button', { name: 'CREDIT CARD/MOBILE PAY' });
  const cardForm = page.getByText('Sandbox payments: no real money');
  await expect(pickupContinue.or(paymentOptions).or(cardForm)).toBeVisible();
  if (await pickupContinue.isVisible()) await pickupContinue.click();
  await expect(page).toHaveURL(/\/checkout\/(payment-options|payment)$/);
  if (/payment-options$/.test(page.url()))
    await page.getByRole('button', { name: 'CREDIT CARD/MOBILE PAY' }).click();
  await expect(page.getByText('Sandbox payments: no real money')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('MM/YY').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP').fill('89109');
  await page.getByRole('button', { name: /COMPLETE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/active$/);
  await expect(page.getByTestId('order-status-message')).toBeVisible();
  return total;
}

async function expectTheOrder(page: Page, total: string): Promise<void> {
  const entry = page.getByTestId('order-history-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('order-history-date')).toHaveText(
    /^\d{1,2}\/\d{1,2}\/\d{2} at \d{1,2}:\d{2} [AP]M$/,
  );
  await expect(entry).toContainText('The Strip · Las Vegas, NV');
  await expect(entry.getByTestId('order-history-items')).toHaveText('Caffè Latte, Nitro Cold Brew');
  await expect(entry.getByTestId('order-history-total')).toHaveText(total);
  await expect(entry.getByTestId('order-status-label')).toHaveText(
    /Order Placed|Preparing|Ready for Pickup|Order Completed/i,
  );
}

test('a member finds a paid order under Past Orders and orders it again', async ({ page }, testInfo) => {
  await openWithCart(page);
  await signUp(page, testInfo);
  const total = await checkOut(page);

  // Past Orders, the default of /orders for a member.
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Past Orders', level: 1 })).toBeVisible();
  await expectTheOrder(page, total);
  await saveScreenshot(page, testInfo, 'history-1-past-orders');
  await expectNoSeriousAxeViolations(page);

  // The account's Online Orders, with Details.
  await page.goto('/account/profile');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { name: 'Online Orders', level: 1 })).toBeVisible();
  await expectTheOrder(page, total);
  await page.getByRole('link', { name: /^Details/ }).click();
  await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByText(`#${orderId.slice(24)}`)).toBeVisible();
  await expect(page.getByTestId('order-placed-at')).toHaveText(
    /^Placed \d{1,2}\/\d{1,2}\/\d{2} at \d{1,2}:\d{2} [AP]M$/,
  );
  const items = page.getByTestId('order-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Caffè Latte');
  await expect(items.first()).toContainText('Grande, Iced');
  await expect(items.first()).toContainText('Oatmilk, 2 Vanilla Syrup');
  await expect(items.nth(1)).toContainText('Nitro Cold Brew');
  const lattePriceAtTheStrip = (await items.first().getByTestId('order-item-price').textContent())?.trim();
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByTestId('order-payment')).toHaveText(new RegExp(`Visa •••• 4242\\s*\\${total}`));
  await expect(page.getByTestId('order-store')).toHaveText('Brewline Las Vegas Strip');
  await saveScreenshot(page, testInfo, 'history-2-order-details');
  await expectNoSeriousAxeViolations(page);

  // Order again at the same store: both lines back in the cart, nothing to say.
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText(total);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Again with no store chosen: the picker asks for one first; Midtown has no Nitro Cold Brew today.
  await page.evaluate(() => localStorage.removeItem('brewline.storeId'));
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('order-item')).toHaveCount(2);
  await page.getByRole('button', { name: 'Order again' }).click();
  const finder = page.getByRole('dialog', { name: 'Select a Store' });
  await expect(finder).toContainText('Please choose a store to order again from.');
  await finder.getByRole('searchbox', { name: 'ZIP code or City' }).fill('10018');
  await finder.getByTestId('store-search-submit').click();
  await finder.getByTestId(`store-option-${NYC_MIDTOWN}`).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Nitro Cold Brew is no longer available at Brewline Midtown Manhattan.',
  );
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Caffè Latte');
  await expect(page.getByTestId('cart-line-modifiers')).toContainText('Oatmilk');
  await expect(page.getByText('Pickup at')).toContainText('Midtown');
  // Midtown's own price for the same drink: New York's prices are not the Strip's.
  await expect(page.getByTestId('cart-line-price')).toHaveText(/^\$\d+\.\d{2}$/);
  const lattePriceAtMidtown = (await page.getByTestId('cart-line-price').textContent())?.trim() ?? '';
  expect(lattePriceAtMidtown).not.toBe(lattePriceAtTheStrip);
  await saveScreenshot(page, testInfo, 'history-3-ordered-again');
  await expectNoSeriousAxeViolations(page);
});
