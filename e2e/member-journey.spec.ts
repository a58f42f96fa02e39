// A member, as they meet Brewline, at a phone size and a desktop size: sign up on the provider's page,
// land on the rewards page with the greeting, accept the terms, change the password (a wrong one
// first), sign out, then sign in again from the checkout and come back to it with the details known.
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { grandeLatteLine } from './support/latte-line.ts';
import { signOut } from './support/sign-out.ts';

const LAS_VEGAS_24_HOURS = 118;
const LATTE = grandeLatteLine('e2e-member-line');

async function openWithCart(page: Page): Promise<void> {
  await page.goto('/menu');
  await page.evaluate(
    ({ storeId, cart }) => {
      localStorage.setItem('brewline.storeId', String(storeId));
      localStorage.setItem('brewline.cart', JSON.stringify({ id: crypto.randomUUID(), items: cart }));
    },
    { storeId: LAS_VEGAS_24_HOURS, cart: [LATTE] },
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order Now' })).toBeVisible();
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

async function changePassword(page: Page, current: string, next: string, retype = next): Promise<void> {
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password').fill(current);
  await form.getByLabel('New Password', { exact: true }).fill(next);
  await form.getByLabel('Retype New Password').fill(retype);
  await form.getByRole('button', { name: 'Change Password' }).click();
}

test('sign up, change the password, sign out, sign in again from the checkout', async ({
  page,
}, testInfo) => {
  const email = `grace.${testInfo.project.name}.${Date.now()}@example.com`;
  await openWithCart(page);

  // Sign Up opens the provider's sign-up page directly.
  await page.goto('/login?signup=1');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone').fill('7025551234');
  await page.getByLabel('Password (at least 7 characters)').fill('first-pass-1');
  await page.getByLabel('Retype password').fill('first-pass-1');
  await saveScreenshot(page, testInfo, 'member-1-sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back in the app: rewards, the terms dialog once, the greeting.
  await expect(page).toHaveURL(/\/account\/rewards$/);
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toContainText(
    "We've updated our Terms and Conditions. Please acknowledge and accept before proceeding.",
  );
  await saveScreenshot(page, testInfo, 'member-2-terms');
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
  if (!isPhone(testInfo)) await expect(page.getByTestId('member-greeting')).toHaveText('Welcome, Grace');
  await saveScreenshot(page, testInfo, 'member-3-rewards');
  await expectNoSeriousAxeViolations(page);

  // Profile: the password, wrong first.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Grace');
  await changePassword(page, 'first-pass-1', 'short');
  await expect(page.getByText('Passwords must be at least 7 characters.')).toBeVisible();
  await changePassword(page, 'not-my-pass', 'second-pass-2');
  await expect(page.getByText('Current password is not correct.')).toBeVisible();
  await changePassword(page, 'first-pass-1', 'second-pass-2', 'second-pass-3');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await changePassword(page, 'first-pass-1', 'second-pass-2');
  await expect(page.getByText('Password has been successfully changed.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'member-4-profile');
  await expectNoSeriousAxeViolations(page);

  // Sign out: the session goes, the app is a guest's again.
  await signOut(page, testInfo);
  await expect(page).toHaveURL(/\/menu$/);
  expect(await page.evaluate(() => sessionStorage.getItem('brewline.accessToken'))).toBeNull();
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/menu$/);

  // Sign in from the checkout with the new password; the details are known and the store offers one
  // pickup method, so both steps pass by, for a member as for a guest: choosing how to pay is next.
  await page.goto('/checkout/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-options$/);
  await expect(page.getByRole('heading', { name: 'Select Payment Method' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'member-5-checkout');

  // An access token the API refuses is refreshed invisibly; a refused refresh ends on /menu signed out.
  await page.evaluate(() => sessionStorage.setItem('brewline.accessToken', 'expired.or.forged'));
  await page.goto('/account/profile');
  await expect(page.getByLabel('First Name')).toHaveValue('Grace');
  expect(await page.evaluate(() => sessionStorage.getItem('brewline.accessToken'))).not.toBe(
    'expired.or.forged',
  );
  await page.evaluate(() => {
    sessionStorage.setItem('brewline.accessToken', 'expired.or.forged');
    sessionStorage.setItem('brewline.refreshToken', 'revoked');
  });
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/menu$/);
  expect(await page.evaluate(() => sessionStorage.getItem('brewline.refreshToken'))).toBeNull();
});

test('help sends feedback and the accessibility statement is framed', async ({ page }, testInfo) => {
  await page.goto('/help');
  await page
    .getByLabel('Please tell us about the issue you are having!')
    .fill('The latte button is hard to find.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'member-6-help');
  await page.goto('/accessibility-statement');
  const frame = page.getByTitle('Accessibility Statement');
  await expect(frame).toBeVisible();
  const height = await frame.evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBe(isPhone(testInfo) ? 3800 : 2400);
});
