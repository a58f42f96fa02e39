// Paying with Brewline Cards, as a member meets it, at a phone size and a desktop size: sign in from
// the checkout, 'Select Payment Method' offers the brand's CARD button, the card picker refuses to
// complete with no card, two cards cover the order with 'Balance Due: $0.00', the order is taken, and
// the next checkout shows each card's balance lower by exactly what it paid (smallest balance first);
// then a claimed Free Drink pays for the whole next order, with nothing to pay.
// The member and their card balances are seeded by a test-only script (support/seed-card-member.ts).
import { formatPrice } from '@brewline/domain/money/money';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { startCardMemberServer, type CardMemberServer } from './support/card-member-server.ts';
import { ownServerPort } from './support/ports.ts';
import { saveScreenshot } from './support/screenshots.ts';

const LAS_VEGAS_24_HOURS = 118;
const LATTE = {
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
const PORT = ownServerPort(2);

let server: CardMemberServer;

// A worker fixture is named only because Playwright reads test info from the second argument.
test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  // Seeding a file database and starting a server of its own takes a while on a busy machine.
  testInfo.setTimeout(240_000);
  server = await startCardMemberServer(PORT, testInfo.project.name);
});
test.afterAll(async () => {
  await server.close();
});

async function startCart(page: Page): Promise<void> {
  await page.evaluate(
    ({ storeId, latte }) => {
      localStorage.setItem('brewline.storeId', String(storeId));
      localStorage.setItem(
        'brewline.cart',
        JSON.stringify({ id: crypto.randomUUID(), items: [{ ...latte, lineId: crypto.randomUUID() }] }),
      );
    },
    { storeId: LAS_VEGAS_24_HOURS, latte: LATTE },
  );
}

/**
 * Past pickup (the store is counter-only, so the step may pass by itself): a member with cards goes
 * on to 'Select Payment Method'.
 */
async function pickupInStore(page: Page): Promise<void> {
  const options = page.getByRole('heading', { name: 'Select Payment Method' });
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(options.or(proceed)).toBeVisible();
  if (await proceed.isVisible()) await proceed.click();
  await expect(page).toHaveURL(/\/checkout\/payment-options$/);
  await expect(options).toBeVisible();
}

async function openCardPicker(page: Page) {
  await page.getByRole('button', { name: 'BREWLINE CARD' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const picker = page.getByRole('group', { name: 'Select Brewline Card to pay with:' });
  await expect(picker).toBeVisible();
  return picker;
}

const cardTile = (page: Page, cardNumber: string) => page.getByTestId(`card-${cardNumber.slice(-4)}`);

async function balanceDueCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-due').textContent()) ?? '';
  const match = /Balance Due: \$(\d+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`no balance due in "${text}"`);
  return Number(match[1]) * 100 + Number(match[2]);
}

test('a member pays with two Brewline Cards and sees each balance drop by its part', async ({
  page,
}, testInfo: TestInfo) => {
  const [main, small] = server.cards;
  if (!main || !small) throw new Error('the seed made no cards');
  await page.goto(`${server.baseUrl}/menu`);
  await startCart(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();

  // Sign in from the checkout; name, email and phone are known, so pickup comes next.
  await page.goto(`${server.baseUrl}/checkout/login`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(server.email);
  await page.getByLabel('Password').fill(server.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await pickupInStore(page);
  await expect(page.getByRole('button', { name: 'CREDIT CARD/MOBILE PAY' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'BACK', exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'card-checkout-1-payment-options');
  await expectNoSeriousAxeViolations(page);

  const picker = await openCardPicker(page);
  await expect(cardTile(page, main.cardNumber)).toContainText(formatPrice(main.balanceCents));
  await expect(cardTile(page, small.cardNumber)).toContainText(formatPrice(small.balanceCents));
  await expect(page.getByTestId('balance-due')).toHaveText(/^Balance Due: \$\d+\.\d{2}$/);
  const totalCents = await balanceDueCents(page);
  expect(totalCents).toBeGreaterThan(small.balanceCents);
  expect(totalCents).toBeLessThan(main.balanceCents);

  // COMPLETE ORDER with no card selected is refused with the spec's words.
  await page.getByRole('button', { name: /COMPLETE ORDER/ }).click();
  await expect(page.getByTestId('payment-error')).toHaveText(
    'Please select any Brewline Card to proceed checkout.',
  );

  // The small card first: it pays all it holds, the rest stays due; then the main card covers it.
  await cardTile(page, small.cardNumber).click();
  await expect(page.getByTestId('balance-due')).toHaveText(
    `Balance Due: ${formatPrice(totalCents - small.balanceCents)}`,
  );
  await cardTile(page, main.cardNumber).click();
  await expect(page.getByTestId('balance-due')).toHaveText('Balance Due: $0.00');
  await expect(cardTile(page, main.cardNumber)).toContainText(
    `pays ${formatPrice(totalCents - small.balanceCents)}`,
  );
  // The balance and what the card pays fit inside the tile at every width: nothing is cut off.
  for (const tile of [cardTile(page, small.cardNumber), cardTile(page, main.cardNumber)]) {
    const detail = tile.locator('[id$="-detail"]');
    expect(await detail.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await expect(picker.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await saveScreenshot(page, testInfo, 'card-checkout-2-two-cards-selected');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: /COMPLETE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/active$/);
  await expect(page.getByText(/Waiting for the store|Preparing your order|ready for pickup/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'card-checkout-3-order-placed');

  // The next checkout shows what is left on each card: exactly the balance minus its part.
  await startCart(page);
  await page.goto(`${server.baseUrl}/checkout/login`);
  await pickupInStore(page);
  await openCardPicker(page);
  await expect(cardTile(page, small.cardNumber)).toContainText('Balance $0.00');
  await expect(cardTile(page, main.cardNumber)).toContainText(
    `Balance ${formatPrice(main.balanceCents - (totalCents - small.balanceCents))}`,
  );
  // An empty card cannot be picked.
  await expect(picker.getByRole('checkbox', { name: new RegExp(small.cardNumber.slice(-4)) })).toBeDisabled();
  await saveScreenshot(page, testInfo, 'card-checkout-4-balances-after');
  await expectNoSeriousAxeViolations(page);

  // The claimed Free Drink: the latte is free and untaxed, nothing is due, no card is touched.
  await page.getByRole('checkbox', { name: /Use my Free Drink reward/ }).check();
  await expect(page.getByText('Your reward covers this order. There is nothing to pay.')).toBeVisible();
  if (testInfo.project.name === 'desktop') {
    const summary = page.getByRole('complementary', { name: 'Your order' });
    const subtotal = (await summary.getByTestId('summary-subtotal').textContent()) ?? '';
    await expect(summary.getByTestId('summary-reward')).toHaveText(`−${subtotal}`);
    await expect(summary.getByTestId('summary-tax')).toHaveText('$0.00');
    await expect(summary.getByTestId('summary-total')).toHaveText('$0.00');
  }
  await saveScreenshot(page, testInfo, 'card-checkout-5-free-drink');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: /COMPLETE ORDER/ }).click();
  await expect(page).toHaveURL(/\/orders\/active$/);
});
