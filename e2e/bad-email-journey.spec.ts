// A member whose address the mail server refuses for good: they sign up, order, the receipt is
// refused with a 550 by a real SMTP server in this process, and their profile shows the bad-email
// banner; a new address in My Account takes it away. The API runs as its own process with SMTP_URL
// pointing at that server (ports 3550 and 3551: this journey's own).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { expect, test } from './support/test.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { grandeLatteLine } from './support/latte-line.ts';
import { acceptTerms } from './support/accept-terms.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SMTP_PORT = 3550;
const API_PORT = 3551;
const BASE_URL = `http://127.0.0.1:${API_PORT}`;
const LAS_VEGAS_24_HOURS = 118;
const BANNER =
  'We noticed an issue with the email address associated with your account. Please update your profile to continue receiving coupons and order status updates.';

let smtp: SMTPServer;
let api: ChildProcess;
const refused: string[] = [];

test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith('bounce')) return callback();
      refused.push(address.address);
      callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', () => resolve()));
  api = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      PUBLIC_URL: BASE_URL,
      OIDC_REDIRECT_URIS: `${BASE_URL}/login`,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE_URL}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not become ready');
});

test.afterAll(async () => {
  if (api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The member's order, paid with the sandbox card, as the checkout sends it. */
async function orderAsMember(token: string): Promise<void> {
  const line = grandeLatteLine(randomUUID());
  const items = [
    {
      lineId: line.lineId,
      productId: line.productId,
      sizeId: line.sizeId,
      versionId: line.versionId,
      quantity: 1,
      modifiers: [],
    },
  ];
  const { priceCart } = await graphql<{
    priceCart: { subtotalCents: number; taxCents: number; totalCents: number };
  }>(
    'query ($s: Int!, $i: [CartLineInput!]!) { priceCart(storeId: $s, items: $i) { subtotalCents taxCents totalCents } }',
    { s: LAS_VEGAS_24_HOURS, i: items },
  );
  const order = {
    cartId: randomUUID(),
    pickupLocation: 'IN_STORE',
    items,
    subtotal: priceCart.subtotalCents,
    taxAmount: priceCart.taxCents,
    total: priceCart.totalCents,
    payment: { creditCardPayment: { amount: priceCart.totalCents, token: '' } },
    pickupName: 'Grace',
    phone: '7025551234',
  };
  const { createStripeOrderPaymentIntent: intent } = await graphql<{
    createStripeOrderPaymentIntent: { id: string; clientSecret: string };
  }>(
    'mutation ($a: Int!, $s: Int!, $o: CustomerOrderInput!) { createStripeOrderPaymentIntent(currency: "usd", amount: $a, storeId: $s, order: $o) { id clientSecret } }',
    { a: priceCart.totalCents, s: LAS_VEGAS_24_HOURS, o: order },
  );
  await fetch(`${BASE_URL}/sandbox/v1/payment_intents/${intent.id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: intent.clientSecret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123', postal_code: '89109' },
    }),
  });
  order.payment.creditCardPayment.token = intent.id;
  await graphql(
    'mutation ($o: CustomerOrderInput!, $s: Int!) { sendCustomerOrder(order: $o, storeId: $s) { id } }',
    { o: order, s: LAS_VEGAS_24_HOURS },
    token,
  );
}

test('a refused address shows the bad-email banner until the member updates it', async ({
  page,
}, testInfo) => {
  const email = `bounce.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.goto('/login?signup=1');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone').fill('7025551234');
  await page.getByLabel('Password (at least 7 characters)').fill('first-pass-1');
  await page.getByLabel('Retype password').fill('first-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/rewards$/);
  await acceptTerms(page);

  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByTestId('bad-email-banner')).toHaveCount(0);

  const token = await page.evaluate(() => sessionStorage.getItem('brewline.accessToken'));
  if (!token) throw new Error('no access token in the session');
  await orderAsMember(token);
  await expect.poll(() => refused.includes(email.toLowerCase()), { timeout: 15_000 }).toBe(true);

  await page.reload();
  const banner = page.getByTestId('bad-email-banner');
  await expect(banner).toContainText(BANNER);
  await saveScreenshot(page, testInfo, 'bad-email-banner');

  await page.getByLabel('Email', { exact: true }).fill(`grace.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Save Account' }).click();
  await expect(page.getByText('Account details have been successfully updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByTestId('bad-email-banner')).toHaveCount(0);
});
