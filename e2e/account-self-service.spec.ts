// A member looks after their own account (docs/product/account.md#forgot-password): each journey
// walks one whole flow, with the e-mails going through a real SMTP server in this process to the
// journey's own API server (SMTP_URL), and the links in them followed as the member would.
import { expect, test } from './support/test.ts';
import { acceptTerms } from './support/accept-terms.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher.ts';
import { ownServerPort } from './support/ports.ts';
import { saveScreenshot } from './support/screenshots.ts';
import type { Page } from '@playwright/test';

let api: ApiProcess;
let mail: MailCatcher;
let baseUrl: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const port = ownServerPort(0);
  baseUrl = `http://127.0.0.1:${port}`;
  mail = await startMailCatcher(ownServerPort(1));
  api = await startApiProcess(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      SMTP_URL: mail.url,
      LOG_LEVEL: 'warn',
    },
    `${baseUrl}/readyz`,
  );
});

test.afterAll(async () => {
  await api.stop();
  await mail.close();
});

async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login?signup=1`);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone').fill('7025551234');
  await page.getByLabel('Password (at least 7 characters)').fill(password);
  await page.getByLabel('Retype password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/rewards$/);
  await acceptTerms(page);
}

test('a member who forgot their password gets back in through a one-time link, and other sessions end', async ({
  page,
  browser,
}, testInfo) => {
  // The provider's pages are one narrow card at any width: the phone walks the flow for both.
  test.skip(testInfo.project.name !== 'phone', 'the same single-column pages on a desktop');
  const email = `grace.reset.${Date.now()}@example.com`;
  await signUp(page, email, 'first-pass-1');

  // Another device, where the member cannot remember the password.
  const elsewhere = await browser.newContext(testInfo.project.use);
  const device = await elsewhere.newPage();
  await device.goto(`${baseUrl}/login`);
  await device.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(device.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await device.getByLabel('Email').fill(email.toUpperCase());
  await device.getByRole('button', { name: 'Send me a link' }).click();
  await expect(device.getByRole('status')).toContainText(
    `If an account uses ${email}, we have sent it a link`,
  );
  await saveScreenshot(device, testInfo, 'forgot-password-sent');

  const link = await mail.linkIn(
    email,
    /Reset your Brewline password/,
    /http\S+\/oidc\/password\/reset\?token=[\w-]+/,
  );
  await device.goto(link);
  await expect(device.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await device.getByLabel('New password (at least 7 characters)').fill('short');
  await device.getByLabel('Retype new password').fill('short');
  await device.getByRole('button', { name: 'Change password' }).click();
  await expect(device.getByText('Passwords must be at least 7 characters.')).toBeVisible();
  await saveScreenshot(device, testInfo, 'reset-password-refused');
  await expectNoAxeViolations(device);
  await device.getByLabel('New password (at least 7 characters)').fill('second-pass-2');
  await device.getByLabel('Retype new password').fill('second-pass-2');
  await device.getByRole('button', { name: 'Change password' }).click();
  await expect(device.getByRole('status')).toHaveText('Password has been successfully changed.');
  await saveScreenshot(device, testInfo, 'reset-password-done');

  await device.getByRole('link', { name: 'Sign in' }).click();
  await device.getByLabel('Email').fill(email);
  await device.getByLabel('Password').fill('second-pass-2');
  await device.getByRole('button', { name: 'Sign in' }).click();
  await expect(device).toHaveURL(/\/account\/rewards$/);

  await device.goto(link);
  await expect(device.getByRole('alert')).toHaveText(
    'This link has expired or has already been used. Please ask for a new one.',
  );
  await expect
    .poll(
      () =>
        mail.received.filter((m) => m.to.includes(email) && /password was changed/.test(m.subject)).length,
    )
    .toBe(1);
  await elsewhere.close();

  // The first device's session ended with the reset: its next request finds it signed out.
  await page.goto(`${baseUrl}/account/profile`);
  await expect(page).toHaveURL(/\/menu$/);
});
