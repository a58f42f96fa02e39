// Support and store managers in the back office (docs/back-office-support.md), as they meet it: a member pays for a
// latte at the Las Vegas Strip; the chain admin invites a support person and the manager of Arizona
// Center. Support finds the order by the customer's e-mail, opens its life, refunds half with a
// reason, and the customer's own order page shows the refund to their card and the reason. The
// Arizona Center manager searches orders and finds none of the Strip's, and opening the Strip's order
// by its address is refused like a missing one. Support also looks the member up. Screenshots at
// desktop and tablet sizes; axe finds nothing on the new pages.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { formatPrice } from '@brewline/domain/money/money';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { joinWithNewAccount, startWithChainAdmin, type AdminServer } from './support/admin-server.ts';
import { payWithSandboxCard, signUpAsNewMember } from './support/member-checkout.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

const LAS_VEGAS_STRIP = 118;
const SUPPORT = 'helpdesk@brewline.test';
const MANAGER = 'arizona.manager@brewline.test';
const CUSTOMER = 'ada.support@example.com';

test.describe.configure({ timeout: 300_000 });

let server: AdminServer | null = null;

test.afterAll(async () => {
  await server?.close();
});

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** The desktop screenshot, then the same page on a tablet (820 x 1180), then back. */
async function screenshotBoth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await saveScreenshot(page, testInfo, `admin-${name}`);
  await page.setViewportSize({ width: 820, height: 1180 });
  await saveScreenshot(page, testInfo, `admin-${name}-tablet`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Invites someone from the People page; returns the link the dialog shows once. */
async function invite(page: Page, email: string, role: string, store?: string): Promise<string> {
  await page.goto(`${server?.baseUrl ?? ''}/admin/people`);
  await page.getByRole('button', { name: 'Invite someone' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Invite someone to the back office' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('radio', { name: role }).check();
  if (store) {
    await dialog.getByPlaceholder('Find a store').fill(store);
    await dialog
      .getByRole('group', { name: 'Stores they manage' })
      .getByRole('checkbox', { name: store })
      .check();
  }
  await dialog.getByRole('button', { name: 'Create invitation' }).click();
  const ready = page.getByRole('dialog', { name: 'Invitation ready' });
  const link = await ready.getByLabel('Invitation link').inputValue();
  await ready
    .getByRole('button', { name: /Done|Close/ })
    .first()
    .click();
  return link;
}

/** A member pays for one latte at the Strip; returns the order's id and total. */
async function customerOrders(page: Page): Promise<{ id: string; totalCents: number }> {
  await page.goto('/menu');
  await page.evaluate((storeId) => {
    localStorage.setItem('brewline.storeId', String(storeId));
    localStorage.setItem(
      'brewline.cart',
      JSON.stringify({
        id: crypto.randomUUID(),
        items: [
          {
            lineId: 'support-latte',
            productId: 301,
            sizeId: 3,
            versionId: 3012,
            quantity: 2,
            modifiers: [],
            isSent: true,
          },
        ],
      }),
    );
  }, LAS_VEGAS_STRIP);
  await signUpAsNewMember(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: CUSTOMER,
    password: 'support-pass-1',
  });
  await page.goto('/cart');
  const total = (await page.getByTestId('cart-total').textContent())?.trim() ?? '';
  await payWithSandboxCard(page);
  await expect(page).toHaveURL(/\/orders\/active$/);
  // The order's id, from its page under the account's Online Orders.
  await page.goto('/account/orders');
  await page.getByRole('link', { name: /^Details/ }).click();
  await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  return { id, totalCents: Math.round(Number(total.replace('$', '')) * 100) };
}

test('support refunds half an order and the customer sees it; a manager of another store cannot see it', async ({
  browser,
}, testInfo) => {
  const boss = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const started = await startWithChainAdmin(boss);
  server = started.server;
  const base = server.baseUrl;

  const customer = await newPage(browser, base);
  const order = await customerOrders(customer);
  expect(order.id).not.toBe('');
  const half = Math.floor(order.totalCents / 2);

  const supportLink = await invite(boss, SUPPORT, 'Support');
  const managerLink = await invite(boss, MANAGER, 'Store manager', 'Brewline Arizona Center');

  // Support finds the order by the customer's e-mail and opens it.
  const support = await newPage(browser, base);
  await joinWithNewAccount(support, supportLink, SUPPORT);
  await support
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(support.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await support.getByPlaceholder('Order number, e-mail or last four digits').fill(CUSTOMER);
  const number = order.id.slice(24);
  await expect(support.getByRole('link', { name: `#${number}` })).toBeVisible();
  await screenshotBoth(support, testInfo, 'orders-search');
  await expectNoAxeViolations(support);
  await support.getByRole('link', { name: `#${number}` }).click();
  await expect(support.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  await expect(support.getByTestId('refundable')).toHaveText(formatPrice(order.totalCents));

  // Half, with a reason.
  await support.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = support.getByRole('dialog', { name: `Refund order #${number}` });
  await dialog.getByLabel('Amount to refund').fill((half / 100).toFixed(2));
  await dialog.getByLabel('Reason').fill('Second latte was cold');
  await screenshotBoth(support, testInfo, 'order-refund-dialog');
  await dialog.getByRole('button', { name: `Refund ${formatPrice(half)}` }).click();
  await expect(support.getByRole('status')).toContainText(`Refunded ${formatPrice(half)}.`);
  await expect(support.getByTestId('refundable')).toHaveText(formatPrice(order.totalCents - half));
  await expect(support.getByRole('list', { name: 'Refunds' })).toContainText('Second latte was cold');
  await expect(support.getByRole('list', { name: 'Order timeline' })).toContainText(SUPPORT);
  await screenshotBoth(support, testInfo, 'order-detail');
  await expectNoAxeViolations(support);

  // The customer's own order page shows the refund, to their card, and why.
  await customer.goto(`/account/orders/${order.id}`);
  const refunds = customer.getByTestId('order-refunds');
  await expect(refunds).toContainText(`To Visa •••• 4242`);
  await expect(refunds).toContainText(formatPrice(half));
  await expect(refunds).toContainText('Reason: Second latte was cold');
  await saveScreenshot(customer, testInfo, 'admin-support-customer-refund');

  // Support looks the member up and opens their page.
  await support.goto('/admin/members');
  await support.getByLabel('E-mail, name, phone or card number').fill(CUSTOMER);
  await support.getByRole('link', { name: 'Ada Lovelace' }).click();
  await expect(support.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(support.getByRole('region', { name: 'Brewline Cards' })).toBeVisible();
  await screenshotBoth(support, testInfo, 'member');
  await expectNoAxeViolations(support);

  // The chain admin edits a reward plan (support has no such page).
  await expect(
    support.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reward plans' }),
  ).toHaveCount(0);
  await boss.goto(`${base}/admin/rewards`);
  await expect(boss.getByRole('heading', { name: 'Reward plans', level: 1 })).toBeVisible();
  await boss.getByRole('button', { name: 'Edit 13th Free Drink' }).click();
  const planDialog = boss.getByRole('dialog', { name: 'Edit “13th Free Drink”' });
  await planDialog.getByLabel('Valid for (days)').fill('0');
  await planDialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(planDialog.getByText('Validity must be 1 to 730 days, or no limit.')).toBeVisible();
  await planDialog.getByLabel('Valid for (days)').fill('60');
  await screenshotBoth(boss, testInfo, 'reward-plan-dialog');
  await planDialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(boss.getByRole('status')).toContainText('“13th Free Drink” is saved.');
  await expect(boss.getByRole('row', { name: /13th Free Drink/ })).toContainText('60 days');
  await screenshotBoth(boss, testInfo, 'reward-plans');
  await expectNoAxeViolations(boss);

  // The Arizona Center manager: no Strip orders in their search, and the Strip's order is refused.
  const manager = await newPage(browser, base);
  await joinWithNewAccount(manager, managerLink, MANAGER);
  await manager.goto('/admin/orders');
  await expect(manager.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(manager.getByText('No orders match.')).toBeVisible();
  await expect(manager.getByRole('link', { name: `#${number}` })).toHaveCount(0);
  await manager.getByPlaceholder('Order number, e-mail or last four digits').fill(number);
  await expect(manager.getByText(`Nothing matches “${number}”.`)).toBeVisible();
  await screenshotBoth(manager, testInfo, 'orders-manager-other-store');
  await manager.goto(`/admin/orders/${order.id}`);
  await expect(manager.getByRole('alert')).toHaveText(
    'No order with this number, or not one of your stores.',
  );
  await expect(
    manager.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Members' }),
  ).toHaveCount(0);
});
