// Brewline Cards as a member meets them, at a phone size and a desktop size: /scan sends a guest to
// sign in and back; 'My cards' adds a demo card (a mistyped number first), reloads a card with $10
// by sandbox card (a declined card first), combines, makes the demo card the default, removes the
// empty card; /scan shows the default card's QR code and balance, and asks the mobile app for full
// brightness. Five wrong card numbers in a row bring the disabled-account modal.
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { acceptTerms } from './support/accept-terms.ts';

/** Demo cards (apps/api/src/db/seed/demo-cards.ts) reserved for these journeys: $7.50 and $30.00. */
const DEMO_CARD = {
  phone: { number: '70001000000098', spaced: '7000 1000 0000 98', balance: 750 },
  desktop: { number: '70001000000106', spaced: '7000 1000 0001 06', balance: 3000 },
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function signUp(page: Page, testInfo: TestInfo, tag: string): Promise<void> {
  await page.goto('/login?signup=1&redirect=/scan');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Barista');
  await page.getByLabel('Email').fill(`rosa.${tag}.${testInfo.project.name}.${Date.now()}@example.com`);
  await page.getByLabel('Mobile phone').fill('6025551234');
  await page.getByLabel('Password (at least 7 characters)').fill('espresso-1');
  await page.getByLabel('Retype password').fill('espresso-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/scan$/);
  await acceptTerms(page);
}

const tiles = (page: Page) => page.getByTestId('card-tile');
const tile = (page: Page, cardNumber: string) =>
  page.locator(`[data-testid="card-tile"][data-card-number="${cardNumber}"]`);

async function payWithCard(page: Page, number: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add Balance' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('MM/YY').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('ZIP').fill('85004');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a member adds a demo card, reloads, combines, sets the default and shows it at /scan', async ({
  page,
  browser,
}, testInfo) => {
  const demo = DEMO_CARD[testInfo.project.name === 'phone' ? 'phone' : 'desktop'];

  // A guest at /scan: the promo, whose button starts the sign-in with the way back to /scan.
  await page.goto('/scan');
  await expect(page.getByRole('heading', { name: 'Pay and earn with your Brewline Card' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'cards-1-scan-guest');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await signUp(page, testInfo, 'journey');
  // Back at /scan: the card every member gets, as a QR code.
  await expect(page.getByRole('tab', { name: 'Primary Card' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('card-qr')).toBeVisible();
  await expect(page.getByTestId('primary-balance')).toHaveText('$0.00');
  const ownNumber = (
    (await page.getByTestId('card-qr').getByRole('img').getAttribute('aria-label')) ?? ''
  ).slice(-14);
  expect(ownNumber).toMatch(/^\d{14}$/);

  // My cards: a mistyped number, then the demo card with the spaces printed on it.
  await page.goto('/account/cards');
  await expect(page.getByRole('heading', { name: 'My cards', level: 1 })).toBeVisible();
  await expect(tiles(page)).toHaveCount(1);
  const addForm = page.getByRole('form', { name: 'Add Another Card' });
  await addForm.getByLabel('Card number').fill('1234');
  await addForm.getByRole('button', { name: 'Add Card' }).click();
  await expect(addForm.getByText('Invalid Brewline Card Number')).toBeVisible();
  await addForm.getByLabel('Card number').fill(demo.spaced);
  await addForm.getByRole('button', { name: 'Add Card' }).click();
  await expect(page.getByText('Brewline Card Successfully Added!')).toBeVisible();
  await expect(tiles(page)).toHaveCount(2);
  // The default first, then by balance.
  await expect(tiles(page).first()).toHaveAttribute('data-card-number', ownNumber);
  await expect(tile(page, demo.number).getByTestId('card-balance')).toHaveText(dollars(demo.balance));
  await expect(tile(page, ownNumber).getByRole('button', { name: 'Remove' })).toBeEnabled();
  await expect(tile(page, demo.number).getByRole('button', { name: 'Remove' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'cards-2-my-cards');

  // Add Balance on the member's own card: $10, confirmed, a declined card first, then one that pays.
  await tile(page, ownNumber).getByRole('button', { name: 'Add Balance' }).click();
  const reload = page.getByRole('dialog', { name: 'Add Balance' });
  await reload.getByRole('button', { name: 'Continue' }).click();
  await expect(reload.getByText('Please select an amount to add to the card.')).toBeVisible();
  await reload.getByLabel('Or enter an amount ($)').fill('0.25');
  await reload.getByRole('button', { name: 'Continue' }).click();
  await expect(reload.getByText('Please enter an amount over $0.50.')).toBeVisible();
  // Each message names what is wrong: three decimals are not a missing amount.
  await reload.getByLabel('Or enter an amount ($)').fill('12.345');
  await reload.getByRole('button', { name: 'Continue' }).click();
  await expect(reload.getByText('Please enter an amount with at most 2 decimals.')).toBeVisible();
  await reload.getByLabel('Or enter an amount ($)').fill('');
  await reload.getByText('$10', { exact: true }).click();
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'cards-3-add-balance-amount');
  await reload.getByRole('button', { name: 'Continue' }).click();
  await expect(reload.getByTestId('add-balance-confirm')).toHaveText(`Add $10.00 to card # ${ownNumber}?`);
  await reload.getByRole('button', { name: 'Confirm' }).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(reload.getByTestId('reload-payment-error')).toHaveText(
    'Payment unsuccessful. Your card was declined.',
  );
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'cards-4-add-balance-declined');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(reload.getByTestId('add-balance-success')).toHaveText(
    `You successfully added $10.00 to card # ${ownNumber}!`,
  );
  await saveScreenshot(page, testInfo, 'cards-5-add-balance-success');
  await reload.getByRole('button', { name: 'Done' }).click();
  await expect(reload).toBeHidden();
  await expect(tile(page, ownNumber).getByTestId('card-balance')).toHaveText('$10.00');

  // Combine: the $10 moves onto the demo card.
  await page.getByRole('button', { name: 'Combine Cards' }).click();
  const combine = page.getByRole('dialog', { name: 'Combine Cards' });
  await combine.getByLabel('Move the balance of').selectOption(ownNumber);
  await combine.getByLabel('Onto card').selectOption(demo.number);
  await expect(combine.getByTestId('combine-summary')).toContainText(dollars(demo.balance + 1000));
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'cards-6-combine');
  await combine.getByRole('button', { name: 'Combine' }).click();
  await expect(page.getByText('Your card was successfully combined!')).toBeVisible();
  await expect(tile(page, demo.number).getByTestId('card-balance')).toHaveText(dollars(demo.balance + 1000));
  await expect(tile(page, ownNumber).getByTestId('card-balance')).toHaveText('$0.00');

  // The demo card becomes the default (and moves first); the empty card is removed.
  await tile(page, demo.number).getByRole('button', { name: 'Make Default' }).click();
  await expect(page.getByText('Your default card was updated.')).toBeVisible();
  await expect(tiles(page).first()).toHaveAttribute('data-card-number', demo.number);
  await expect(tile(page, demo.number).getByText('Default', { exact: true })).toBeVisible();
  await tile(page, ownNumber).getByRole('button', { name: 'Remove' }).click();
  await tile(page, ownNumber).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your card was removed.')).toBeVisible();
  await expect(tiles(page)).toHaveCount(1);
  await saveScreenshot(page, testInfo, 'cards-7-after-changes');

  // /scan: the default card's code, its balance, the barista line; the other tab lists the cards.
  await page.goto('/scan');
  await expect(page.getByTestId('card-qr').getByRole('img')).toHaveAttribute(
    'aria-label',
    `QR code of card # ${demo.number}`,
  );
  await expect(page.getByTestId('primary-balance')).toHaveText(dollars(demo.balance + 1000));
  await expect(page.getByText('Show this screen to the barista during checkout')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'cards-8-scan-primary');
  await page.getByRole('tab', { name: 'All Cards' }).click();
  await expect(page.getByRole('list', { name: 'All Cards' }).getByTestId('card-balance')).toHaveText(
    dollars(demo.balance + 1000),
  );
  await saveScreenshot(page, testInfo, 'cards-9-scan-all');

  // Inside the mobile app, the code asks for full brightness and gives it back when it is gone.
  const tokens = await page.evaluate(() => ({
    access: sessionStorage.getItem('brewline.accessToken'),
    refresh: sessionStorage.getItem('brewline.refreshToken'),
  }));
  const app = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 BrewlineApp/3.2.1',
  });
  await app.addInitScript((stored) => {
    localStorage.setItem('brewline.accessToken', stored.access ?? '');
    localStorage.setItem('brewline.refreshToken', stored.refresh ?? '');
    const sent: string[] = [];
    Object.assign(window, {
      brewlineSent: sent,
      ReactNativeWebView: { postMessage: (m: string) => sent.push(m) },
    });
  }, tokens);
  const wrapped = await app.newPage();
  await wrapped.goto('/scan');
  await expect(wrapped.getByTestId('card-qr')).toBeVisible();
  const brightness = () =>
    wrapped.evaluate(() =>
      ((window as unknown as { brewlineSent: string[] }).brewlineSent ?? [])
        .map((m) => JSON.parse(m) as { type: string; level?: string })
        .filter((m) => m.type === 'brewline.brightness')
        .map((m) => m.level),
    );
  await expect.poll(brightness).toEqual(['max']);
  await wrapped.getByRole('tab', { name: 'All Cards' }).click();
  await expect.poll(brightness).toEqual(['max', 'restore']);
  await app.close();
});

test('five wrong card numbers in a row disable the account with the support address', async ({
  page,
}, testInfo) => {
  await signUp(page, testInfo, 'suspicious');
  await page.goto('/account/cards');
  const addForm = page.getByRole('form', { name: 'Add Another Card' });
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await addForm.getByLabel('Card number').fill(`9999999999999${attempt}`);
    await addForm.getByRole('button', { name: 'Add Card' }).click();
    await expect(addForm.getByText('Invalid Brewline Card Number')).toBeVisible();
  }
  await addForm.getByLabel('Card number').fill('99999999999995');
  await addForm.getByRole('button', { name: 'Add Card' }).click();
  const modal = page.getByRole('dialog', { name: 'Account disabled' });
  await expect(modal).toContainText(
    'Due to suspicious behavior, we have disabled this account. Please contact support@brewline.example if you need assistance with your account.',
  );
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'cards-10-suspended');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('suspended-notice')).toBeVisible();
  // Every card screen of that account says the same from now on.
  await page.goto('/scan');
  await expect(page.getByRole('dialog', { name: 'Account disabled' })).toBeVisible();
});
