// Reports and the audit log, as a chain admin uses them: two customers order at Las Vegas and one at
// Phoenix; the admin opens Reports, reads the headline figures, narrows it to Las Vegas, downloads
// the stores as CSV and finds the same figures in the file; then opens the audit log, finds the
// invitation they made earlier among the changes and reads what it recorded.
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { startWithChainAdmin, type AdminServer } from './support/admin-server.ts';
import { placePaidOrder } from './support/place-order.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

const LAS_VEGAS = 118;
const PHOENIX = 111;
const LATTE = { productId: 301, sizeId: 3, quantity: 1, modifiers: [{ modifierId: 104, quantity: 1 }] };

test.describe.configure({ timeout: 240_000 });

let server: AdminServer | null = null;

test.afterAll(async () => {
  await server?.close();
});

async function screenshotBoth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await saveScreenshot(page, testInfo, `admin-${name}`);
  await page.setViewportSize({ width: 820, height: 1180 });
  await saveScreenshot(page, testInfo, `admin-${name}-tablet`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Sets a store's weekly hours to all day, as the signed-in chain admin in `page` (its own token). */
async function openAllDay(page: Page, storeId: number): Promise<void> {
  const errors = await page.evaluate(async (id) => {
    const token = sessionStorage.getItem('brewline.admin.accessToken');
    const call = async (query: string, variables: Record<string, unknown>) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: { adminStore?: { version: number } }; errors?: unknown };
    };
    const read = await call('query ($id: Int!) { adminStore(storeId: $id) { version } }', { id });
    const [open, close] = ['0', '2400'];
    const hours = {
      monThruThursOpen: open,
      monThruThursClose: close,
      friOpen: open,
      friClose: close,
      satOpen: open,
      satClose: close,
      sunOpen: open,
      sunClose: close,
    };
    const saved = await call(
      'mutation ($id: Int!, $v: Int!, $h: WeeklyHoursInput!) { updateStoreWeeklyHours(storeId: $id, expectedVersion: $v, hours: $h) { version } }',
      { id, v: read.data?.adminStore?.version ?? -1, h: hours },
    );
    return read.errors ?? saved.errors ?? null;
  }, storeId);
  expect(errors).toBeNull();
}

test('a chain admin reads the reports, exports them, and finds an earlier change in the audit log', async ({
  page,
}, testInfo) => {
  const started = await startWithChainAdmin(page);
  server = started.server;
  const baseUrl = server.baseUrl;

  // An earlier change: the admin invites a store manager from the People page.
  await page.getByRole('link', { name: 'People' }).first().click();
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone to the back office' });
  await dialog.getByLabel('Email address').fill('vegas.manager@brewline.test');
  await dialog.getByRole('radio', { name: 'Store manager' }).check();
  await dialog.getByRole('group', { name: 'Stores they manage' }).getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Create invitation' }).click();
  await page.getByRole('dialog', { name: 'Invitation ready' }).getByRole('button', { name: 'Done' }).click();

  // The journey runs at whatever hour the suite does, and Phoenix closes at night in its own time
  // zone; this journey is about reports, not hours, so the admin first opens Phoenix all day, through
  // the same mutation the store's hours tab saves with.
  await openAllDay(page, PHOENIX);

  // Customers order: a latte and two lattes at Las Vegas, a latte at Phoenix.
  await placePaidOrder(baseUrl, LAS_VEGAS, { name: 'Ada', method: 'IN_STORE' }, [LATTE]);
  await placePaidOrder(baseUrl, LAS_VEGAS, { name: 'Grace', method: 'IN_STORE' }, [
    { ...LATTE, quantity: 2 },
  ]);
  await placePaidOrder(baseUrl, PHOENIX, { name: 'Linus', method: 'IN_STORE' }, [LATTE]);

  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const figures = page.locator('dl').first();
  await expect(figures.getByText('Sold orders')).toBeVisible();
  await expect(figures.locator('dd').nth(2)).toHaveText('3'); // Sold orders
  await expect(page.getByRole('figure', { name: 'Top products' })).toContainText('Caffè Latte');
  await expect(page.getByRole('figure', { name: 'Pickup methods' })).toContainText('In store');
  await expect(page.getByRole('figure', { name: 'Checkout funnel (whole chain, UTC days)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'reports');

  // Only Las Vegas, over the last 7 days.
  await page.getByLabel('Store', { exact: true }).selectOption({ label: 'Brewline Las Vegas Strip' });
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figures.locator('dd').nth(2)).toHaveText('2');
  const byStore = page.getByRole('table', { name: 'Sales by store' });
  await expect(byStore.getByRole('row')).toHaveCount(2);
  await expect(byStore).toContainText('Brewline Las Vegas Strip');

  // A range the server would refuse is explained before any request.
  const from = await page.getByLabel('From', { exact: true }).inputValue();
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await expect(page.getByRole('alert')).toHaveText('The end date is before the start date.');
  await page.getByRole('button', { name: 'Last 7 days' }).click();

  await page.getByLabel('Export', { exact: true }).selectOption({ label: 'Sales by store' });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^brewline-by-store-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  expect(download.suggestedFilename()).toContain(from);
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe(
    'Store,Store name,Orders,Sales,Sales ($),Average ticket ($),Refunds,Refunded ($),Failed',
  );
  expect(csv[1]).toMatch(/^118,Brewline Las Vegas Strip,2,2,\d+\.\d\d,\d+\.\d\d,0,0\.00,0$/);
  expect(csv).toHaveLength(3); // the header, Las Vegas, and the empty end after the last line break

  // The audit log: the invitation made earlier, with what it recorded.
  await page.getByRole('link', { name: 'Audit log' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log' });
  const invitation = log
    .getByRole('row')
    .filter({ hasText: 'staff.invite' })
    .filter({ hasText: started.email });
  await expect(invitation).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: 'command line' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'audit-log');

  await page.getByLabel('What', { exact: true }).selectOption('staff.invite');
  await expect(log.getByRole('row').filter({ hasText: 'staff.join' })).toHaveCount(0);
  await invitation.getByRole('button', { name: /Show the change staff\.invite/ }).click();
  const detail = page.getByRole('dialog', { name: /^staff\.invite/ });
  await expect(detail).toContainText(started.email);
  const changes = detail.getByRole('table', { name: 'What changed' });
  await expect(changes.getByRole('row').filter({ hasText: 'email' })).toContainText(
    'vegas.manager@brewline.test',
  );
  await expect(changes.getByRole('row').filter({ hasText: 'email' })).toContainText('Added');
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'audit-detail');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
});
