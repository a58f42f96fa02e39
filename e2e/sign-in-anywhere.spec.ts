// Sign-in wherever Brewline is opened, as a deployer starts it and a person opens it: no redirect URI
// is registered by hand. A server on another port than 3000 with no address settings signs a member
// up at 127.0.0.1 and in again at localhost; a server with PUBLIC_URL sends a page opened at another
// host to the public URL, and signs the member up, out and in there.
import type { Page, TestInfo } from '@playwright/test';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { ownServerPort } from './support/ports.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signOut } from './support/sign-out.ts';
import { expect, test } from './support/test.ts';
import { acceptTerms } from './support/accept-terms.ts';

const PASSWORD = 'anywhere-pass-7';

/** A server of its own on `port`, on a fresh in-memory database, with only these settings. */
function startServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<ApiProcess> {
  return startApiProcess(
    {
      PORT: String(port),
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      PUBLIC_URL: '',
      OIDC_REDIRECT_URIS: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    `http://127.0.0.1:${port}/readyz`,
  );
}

async function signUpAt(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login?signup=1`);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Hedy');
  await page.getByLabel('Last name').fill('Lamarr');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone').fill('7025551234');
  await page.getByLabel('Password (at least 7 characters)').fill(PASSWORD);
  await page.getByLabel('Retype password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${origin}/account/rewards`);
  await acceptTerms(page);
  await expect(page.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
}

async function signInAt(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin}/account/rewards`);
  await expect(page.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
}

async function expectSignedOut(page: Page, origin: string): Promise<void> {
  await expect(page).toHaveURL(`${origin}/menu`);
  expect(await page.evaluate(() => sessionStorage.getItem('brewline.accessToken'))).toBeNull();
}

const emailFor = (testInfo: TestInfo, tag: string) =>
  `hedy.${tag}.${testInfo.project.name}.${Date.now()}@example.com`;

test.describe('a server on another port, with no address settings', () => {
  const port = ownServerPort(4);
  let server: ApiProcess;
  test.beforeAll(async () => {
    server = await startServer(port);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('signs a member up at 127.0.0.1, out, and in again at localhost', async ({ page }, testInfo) => {
    const email = emailFor(testInfo, 'port');
    const numeric = `http://127.0.0.1:${port}`;
    await signUpAt(page, numeric, email);
    await saveScreenshot(page, testInfo, 'anywhere-1-signed-up-at-127');
    await signOut(page, testInfo);
    await expectSignedOut(page, numeric);

    const named = `http://localhost:${port}`;
    await signInAt(page, named, email);
    await saveScreenshot(page, testInfo, 'anywhere-2-signed-in-at-localhost');
  });
});

test.describe('a server with PUBLIC_URL', () => {
  const port = ownServerPort(5);
  const publicUrl = `http://localhost:${port}`;
  let server: ApiProcess;
  test.beforeAll(async () => {
    server = await startServer(port, { PUBLIC_URL: publicUrl });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('sends a page opened at another host to the public URL, and signs up, out and in there', async ({
    page,
  }, testInfo) => {
    await page.goto(`http://127.0.0.1:${port}/menu`);
    await expect(page).toHaveURL(`${publicUrl}/menu`);

    const email = emailFor(testInfo, 'public');
    await signUpAt(page, publicUrl, email);
    await signOut(page, testInfo);
    await expectSignedOut(page, publicUrl);
    await signInAt(page, publicUrl, email);
    await saveScreenshot(page, testInfo, 'anywhere-3-signed-in-at-public-url');
  });
});
