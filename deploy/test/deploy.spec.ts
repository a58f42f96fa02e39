// The production setup as a customer and a barista meet it, through nginx over HTTPS in front of two
// API servers (deploy/up.sh): a new member orders with a card and watches the order turn ready live
// while their status subscription is held on one server and the store board's feed on the other;
// the board refunds a second order; then the server holding the board's live connection is killed
// (SIGKILL): the board reconnects to the other one, and the customer signs out, signs in and orders
// again through it.
// Over HTTPS every cookie is Secure, HSTS is sent and the CSP holds (no violation in the browser);
// a forged X-Forwarded-For does not make a client someone else.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { grandeLatteLine } from '../../e2e/support/latte-line.ts';
import {
  payWithSandboxCard,
  signInAtCheckout,
  signUpAsNewMember,
} from '../../e2e/support/member-checkout.ts';
import { saveScreenshot } from '../../e2e/support/screenshots.ts';
import { signOut } from '../../e2e/support/sign-out.ts';
import { expect, test } from '../../e2e/support/test.ts';
import { readDeployment } from './deployment.ts';
import { watchLiveConnections, type LiveConnections } from './live-connections.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const deployment = readDeployment();
const LAS_VEGAS_24_HOURS = 118;
const COUNTER = 2;

/** A one-time pairing code from the terminal CLI, run against the deployment's database. */
function pairingCode(): string {
  const result = spawnSync(
    process.execPath,
    [
      'apps/api/src/terminal-cli.ts',
      'pair',
      '--store',
      String(LAS_VEGAS_24_HOURS),
      '--term',
      String(COUNTER),
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: deployment.databaseUrl }, encoding: 'utf8' },
  );
  const code = /[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(result.stdout)?.[0];
  if (result.status !== 0 || !code) throw new Error(`no pairing code: ${result.stderr || result.stdout}`);
  return code;
}

/** A grande latte in the cart at the Las Vegas store, then the cart page. */
async function latteInCart(page: Page): Promise<void> {
  await page.evaluate(
    ({ storeId, line }) => {
      localStorage.setItem('brewline.storeId', String(storeId));
      localStorage.setItem('brewline.cart', JSON.stringify({ id: crypto.randomUUID(), items: [line] }));
    },
    { storeId: LAS_VEGAS_24_HOURS, line: grandeLatteLine(crypto.randomUUID()) },
  );
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

/** Waits for the page's next live connection and says which server holds it. */
async function nextLiveConnection(live: LiveConnections, before: number): Promise<string> {
  await expect.poll(() => live.count(), { message: 'a new live connection' }).toBeGreaterThan(before);
  return live.latestServer() ?? 'none';
}

/**
 * The HTTP statuses of feedback sent through the balancer, each claiming another client address in
 * X-Forwarded-For, as a client dodging per-address limits would.
 */
async function feedbackWithForgedAddresses(count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= count; i++) {
    const response = await fetch(`${deployment.publicUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
      body: JSON.stringify({
        query:
          'mutation { sendFeedback(category: "Online Ordering Help", feedbackText: "Through the proxy") { message } }',
      }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

/** nginx's access log lines from `from` on: which server answered and with what status. */
function accessLog(from = 0): { line: string; status: number; server: string }[] {
  const lines = readFileSync(join(deployment.runDir, 'logs/access.log'), 'utf8').trim().split('\n');
  return lines.slice(from).map((line) => ({
    line,
    status: Number(/" (\d{3}) /.exec(line)?.[1]),
    server: /server=(\S+)/.exec(line)?.[1] ?? '',
  }));
}

test('a member orders through the load balancer while two servers take turns, and one dies', async ({
  page,
  browser,
}, testInfo) => {
  // A first name of letters only, new on every run: the board finds this member's orders by it.
  const firstName = `Hedy${[...String(Date.now() % 100_000)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
  const member = {
    firstName,
    lastName: 'Lamarr',
    email: `hedy.${Date.now()}@example.com`,
    password: 'deploy-pass-1',
  };

  // Plain HTTP only sends people to HTTPS, at the public host name.
  const plain = await fetch(`${deployment.httpUrl}/menu?from=http`, { redirect: 'manual' });
  expect(plain.status).toBe(301);
  expect(plain.headers.get('location')).toBe(`${deployment.publicUrl}/menu?from=http`);
  // The machine's address typed instead of its name: the API sends the page to the public URL.
  const byAddress = new URL('/menu?from=address', deployment.publicUrl);
  byAddress.hostname = '127.0.0.1';
  const typed = await fetch(byAddress, { redirect: 'manual' });
  expect(typed.status).toBe(308);
  expect(typed.headers.get('location')).toBe(`${deployment.publicUrl}/menu?from=address`);

  // The barista's board, on a counter screen, paired with a code from the terminal CLI.
  const boardContext = await browser.newContext({
    baseURL: deployment.publicUrl,
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
  });
  const board = await boardContext.newPage();
  const boardLive = await watchLiveConnections(board);
  await board.goto('/board/');
  await board.getByLabel('Pairing code').fill(pairingCode());
  await board.getByRole('button', { name: 'Pair screen' }).click();
  await expect(board.getByRole('heading', { level: 1 })).toHaveText(/The Strip\s*·\s*Counter/);
  await expect(board.getByRole('status', { name: 'Connection: Live' })).toBeVisible();

  // The customer's first page over HTTPS: HSTS and the CSP come through the proxy.
  const customerLive = await watchLiveConnections(page);
  const serverErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
  });
  const first = await page.goto('/menu');
  const headers = first?.headers() ?? {};
  expect(headers['strict-transport-security']).toMatch(/max-age=[1-9]\d*/);
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");

  // The API trusts one proxy, nginx, and no address a client claims: 21 feedbacks, each with a
  // forged X-Forwarded-For, are one caller's, and the default limit (20 a minute per address,
  // RATE_LIMIT_FEEDBACK) refuses the 21st.
  const statuses = await feedbackWithForgedAddresses(21);
  expect(statuses.slice(0, 20)).toEqual(Array<number>(20).fill(200));
  expect(statuses[20], 'the 21st feedback from one client').toBe(429);

  // Sign up as a new member; every cookie the sign-in set is Secure.
  await signUpAsNewMember(page, member);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('_session');
  expect(cookies.filter((cookie) => !cookie.secure).map((cookie) => cookie.name)).toEqual([]);
  testInfo.annotations.push({
    type: 'cookies',
    description: cookies.map((cookie) => cookie.name).join(', '),
  });

  // Order with a card; the order page opens its live status connection.
  await latteInCart(page);
  let seen = customerLive.count();
  await payWithSandboxCard(page);
  const status = page.getByTestId('order-status-message');
  await expect(status).toHaveText('Waiting for the store to process your order...');
  const customerServer = await nextLiveConnection(customerLive, seen);
  expect(['api-1', 'api-2']).toContain(customerServer);

  // The board's feed on the other server: reload it until round robin puts it there (one extra
  // request through the balancer shifts the turn).
  for (let tries = 0; boardLive.latestServer() === customerServer; tries++) {
    expect(tries, 'the board never reached the other server').toBeLessThan(8);
    await board.request.get('/healthz');
    seen = boardLive.count();
    await board.reload();
    await nextLiveConnection(boardLive, seen);
    await expect(board.getByRole('status', { name: 'Connection: Live' })).toBeVisible();
  }
  const boardServer = boardLive.latestServer();
  expect(boardServer).not.toBe(customerServer);
  testInfo.annotations.push({
    type: 'live connections',
    description: `customer on ${customerServer}, board on ${boardServer}`,
  });

  // The barista moves the order; the customer's page follows live, across the two servers.
  const order = board.getByRole('article', { name: new RegExp(firstName) });
  await expect(order).toBeVisible();
  await order.getByRole('button', { name: 'Received' }).click();
  await expect(status).toHaveText("Preparing your order... we'll let you know when it's ready.");
  await order.getByRole('button', { name: 'Ready' }).click();
  await expect(status).toHaveText('Your order is ready for pickup!');
  await saveScreenshot(page, testInfo, 'deploy-1-ready');
  await saveScreenshot(board, testInfo, 'deploy-2-board');
  await order.getByRole('button', { name: 'Complete' }).click();
  await expect(status).toHaveText('Thanks for your order!');

  // A second order, refunded from the board; the customer sees it live.
  await latteInCart(page);
  await payWithSandboxCard(page);
  await expect(status).toHaveText('Waiting for the store to process your order...');
  const refunded = board.getByRole('article', { name: new RegExp(firstName) });
  await refunded.getByRole('button', { name: 'Refund' }).click();
  const refund = board.getByRole('dialog', { name: /Refund order #/ });
  await refund.getByRole('button', { name: 'Item unavailable' }).click();
  const refundAnswer = board.waitForResponse(
    (response) => response.request().postData()?.includes('mutation RefundOrder') ?? false,
  );
  await refund.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(status).toHaveText('Your order has been refunded.');
  // The customer hears of the refund as soon as it is committed, which can be before the board has
  // the server's answer. So can the board: its live feed may say the order was refunded before the
  // refund's own answer is back, and then the dialog closes and the order leaves at once (the
  // refund is done: it was committed). A server killed while that answer is on its way takes it
  // with it, which no balancer can give back (a POST is never sent twice): the kill comes once the
  // answer is in, while nothing is on its way.
  await expect(refund).toHaveCount(0);
  await expect(refunded).toHaveCount(0);
  expect((await refundAnswer).status(), "the refund's own answer").toBe(200);

  // Both servers answered so far: round robin.
  const beforeKill = accessLog();
  const answeredBy = new Set(beforeKill.map((entry) => entry.server));
  expect(answeredBy.has('api-1') && answeredBy.has('api-2'), [...answeredBy].join(', ')).toBe(true);

  // The server holding the board's live connection dies without a word. The board reconnects by
  // itself, through the balancer, to the server left.
  const doomed = deployment.servers.find((server) => server.name === boardServer);
  if (!doomed) throw new Error(`no server named ${boardServer ?? 'none'}`);
  seen = boardLive.count();
  process.kill(doomed.pid, 'SIGKILL');
  // What either server answered up to this moment is logged by now (the customer's page may still
  // have been reading prices from the doomed one a moment ago).
  const atKill = accessLog().length;
  expect(await nextLiveConnection(boardLive, seen)).toBe(customerServer);
  await expect(board.getByRole('status', { name: 'Connection: Live' })).toBeVisible();
  // The active health check (deploy/health-check.ts) takes it out of the balancer.
  await expect
    .poll(() => readFileSync(join(deployment.runDir, 'logs/health-check.log'), 'utf8'))
    .toContain(`${doomed.name} out of the balancer: not ready`);

  // Sign out, sign in again and order once more: everything through the server left.
  await signOut(page, testInfo);
  await expect(page).toHaveURL(/\/menu$/);
  await latteInCart(page);
  await signInAtCheckout(page, member.email, member.password);
  seen = customerLive.count();
  await payWithSandboxCard(page);
  await expect(status).toHaveText('Waiting for the store to process your order...');
  expect(await nextLiveConnection(customerLive, seen)).toBe(customerServer);
  const third = board.getByRole('article', { name: new RegExp(firstName) });
  await third.getByRole('button', { name: 'Received' }).click();
  await third.getByRole('button', { name: 'Ready' }).click();
  await expect(status).toHaveText('Your order is ready for pickup!');
  await saveScreenshot(page, testInfo, 'deploy-3-ready-after-kill');

  // The balancer hid the dead server: no error reached anyone, and since the kill only the other
  // server has answered (a live connection is logged when it ends: the killed one's is left out).
  expect(serverErrors).toEqual([]);
  const afterKill = accessLog(atKill).filter((entry) => entry.status !== 101);
  expect(afterKill.filter((entry) => entry.status >= 500).map((entry) => entry.line)).toEqual([]);
  expect(new Set(afterKill.map((entry) => entry.server))).toEqual(new Set([customerServer]));
  const finalCookies = await page.context().cookies();
  expect(finalCookies.filter((cookie) => !cookie.secure).map((cookie) => cookie.name)).toEqual([]);
  await boardContext.close();
});
