// A store's hours in the back office, end to end: a store manager closes their store for a holiday
// today, and a customer in another browser sees it closed in the store finder (with the holiday under
// its hours) and cannot check out there; two people saving the same store from the same version get
// the second save refused with the first one's value shown beside their own; the manager pairs a
// board and revokes it, and the open board goes back to its pairing screen without a reload.
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { newDesktopPage, screenshotDesktopAndTablet } from './support/admin-pages.ts';
import { joinWithNewAccount, startWithChainAdmin, type AdminServer } from './support/admin-server.ts';
import { grandeLatteLine } from './support/latte-line.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

const LAS_VEGAS = 118; // open 24 hours: only the closure can close it
const MANAGER = 'vegas.manager@brewline.test';
const HOLIDAY = 'Staff holiday';

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

/** The chain admin invites a store manager for Las Vegas; the link the dialog shows. */
async function inviteManager(boss: Page): Promise<string> {
  await boss.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'People' }).click();
  await boss.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = boss.getByRole('dialog', { name: 'Invite someone to the back office' });
  await dialog.getByLabel('Email address').fill(MANAGER);
  await dialog.getByRole('radio', { name: 'Store manager' }).check();
  await dialog.getByRole('checkbox', { name: /Las Vegas/ }).check();
  await dialog.getByRole('button', { name: 'Create invitation' }).click();
  const ready = boss.getByRole('dialog', { name: 'Invitation ready' });
  const link = await ready.getByLabel('Invitation link').inputValue();
  await boss.keyboard.press('Escape');
  await expect(ready).toBeHidden();
  return link;
}

async function openStore(page: Page, tab: 'Hours' | 'Ordering' | 'Details'): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Stores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await page.getByRole('link', { name: /\(store 118\)/ }).click();
  await page.getByRole('tab', { name: tab }).click();
}

test('a store manager closes the store for a holiday today; customers see it closed', async ({
  browser,
}, testInfo) => {
  const boss = await newDesktopPage(browser, 'http://127.0.0.1');
  let server: AdminServer | null = null;
  try {
    ({ server } = await startWithChainAdmin(boss));
    await boss.goto(`${server.baseUrl}/admin`);
    const link = await inviteManager(boss);

    // A customer with a latte in the cart at Las Vegas, while the store is open.
    const customer = await newDesktopPage(browser, server.baseUrl);
    await customer.goto('/menu');
    await customer.evaluate(
      ({ storeId, cart }) => {
        localStorage.setItem('brewline.storeId', String(storeId));
        localStorage.setItem('brewline.cart', JSON.stringify({ id: crypto.randomUUID(), items: cart }));
      },
      { storeId: LAS_VEGAS, cart: [grandeLatteLine(randomUUID())] },
    );

    // The manager joins and sees only their store.
    const manager = await newDesktopPage(browser, server.baseUrl);
    await joinWithNewAccount(manager, link, MANAGER);
    await manager
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Stores' })
      .click();
    const table = manager.getByRole('table', { name: 'Stores' });
    await expect(table.getByRole('row')).toHaveCount(2); // the header and Las Vegas
    await expect(table).toContainText('Open Now');
    await expectNoAxeViolations(manager);
    await screenshotDesktopAndTablet(manager, testInfo, 'stores-list');

    await openStore(manager, 'Hours');
    const preview = manager.getByRole('complementary', { name: 'What customers see' });
    await expect(preview.getByTestId('preview-status')).toHaveText('Open Now');
    await manager.getByRole('button', { name: 'Add a date' }).click();
    await manager.getByLabel('Reason customers see').fill(HOLIDAY);
    // The preview follows the draft before it is saved.
    await expect(preview.getByTestId('preview-status')).toHaveText('Closed');
    await expect(preview.getByRole('listitem').first()).toContainText(`${HOLIDAY}Closed`);
    await expectNoAxeViolations(manager);
    await screenshotDesktopAndTablet(manager, testInfo, 'store-hours');
    await manager.getByRole('button', { name: 'Save special hours' }).click();
    await expect(manager.getByText('Special hours saved. Customers see them now.')).toBeVisible();
    await expect(manager.getByText('Customers see: Closed')).toBeVisible();

    // The customer's finder: Las Vegas reads Closed, with the holiday under its hours.
    await customer.goto('/locations');
    await customer.getByRole('searchbox', { name: 'ZIP code or City' }).fill('89109');
    await customer.getByTestId('store-search-submit').click();
    const card = customer
      .getByRole('listitem')
      .filter({ has: customer.getByTestId(`store-result-${LAS_VEGAS}`) });
    await expect(card).toContainText('Closed');
    await expect(card.getByTestId('store-special-hours')).toContainText(`${HOLIDAY}Closed`);
    await saveScreenshot(customer, testInfo, 'admin-holiday-customer-locations');

    // And the checkout refuses the store that day.
    await customer.goto('/checkout');
    await customer.getByRole('button', { name: 'Continue as guest' }).click();
    await customer.getByLabel('Name').fill('Ada Lovelace');
    await customer.getByLabel('Email').fill('ada@example.com');
    await customer.getByLabel('Phone').pressSequentially('7025551234');
    await customer.getByRole('button', { name: 'Continue' }).click();
    await expect(
      customer.getByText(
        'This store is currently not accepting online orders. Please select a different store.',
      ),
    ).toBeVisible();
    await saveScreenshot(customer, testInfo, 'admin-holiday-customer-checkout');
  } finally {
    await server?.close();
  }
});

test("two people's conflicting saves: the second is refused with the first one's value beside theirs", async ({
  browser,
}, testInfo) => {
  const boss = await newDesktopPage(browser, 'http://127.0.0.1');
  let server: AdminServer | null = null;
  try {
    ({ server } = await startWithChainAdmin(boss));
    await boss.goto(`${server.baseUrl}/admin`);
    const link = await inviteManager(boss);
    const manager = await newDesktopPage(browser, server.baseUrl);
    await joinWithNewAccount(manager, link, MANAGER);

    // Both open the Ordering tab of the same store, at the same version.
    await openStore(boss, 'Ordering');
    await openStore(manager, 'Ordering');
    await manager.getByLabel('Minutes to make an order').fill('7');
    await manager.getByRole('button', { name: 'Save make time' }).click();
    await expect(manager.getByText('Make time saved.')).toBeVisible();

    await boss.getByLabel('Minutes to make an order').fill('12');
    await boss.getByRole('button', { name: 'Save make time' }).click();
    const conflict = boss.getByRole('alert').filter({ hasText: 'Someone else saved this store' });
    await expect(conflict).toBeVisible();
    await expect(
      conflict.getByRole('row', { name: /Make time \(differs\) 7 minutes 12 minutes/ }),
    ).toBeVisible();
    // Nothing typed is lost.
    await expect(boss.getByLabel('Minutes to make an order')).toHaveValue('12');
    await expectNoAxeViolations(boss);
    await screenshotDesktopAndTablet(boss, testInfo, 'store-conflict');

    await conflict.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect(boss.getByText('Make time saved.')).toBeVisible();
    await manager.reload();
    await manager.getByRole('tab', { name: 'Ordering' }).click();
    await expect(manager.getByLabel('Minutes to make an order')).toHaveValue('12');

    // The manager pairs a board for the counter: a one-time code, then the credential to revoke.
    await manager
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Terminals and boards' })
      .click();
    await expect(manager.getByRole('heading', { level: 1, name: 'Terminals and boards' })).toBeVisible();
    await expect(manager.getByTestId('terminal-2')).toContainText('Counter');
    await manager.getByTestId('terminal-2').getByRole('button', { name: 'Pair a board' }).click();
    const codeDialog = manager.getByRole('dialog', { name: 'Pairing code for the counter terminal' });
    await expect(codeDialog.getByTestId('pairing-code')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = (await codeDialog.getByTestId('pairing-code').textContent()) ?? '';
    await expectNoAxeViolations(manager);
    await screenshotDesktopAndTablet(manager, testInfo, 'terminals-pairing-code');
    await codeDialog.getByRole('button', { name: 'Done' }).click();
    const boards = manager.getByRole('table', { name: 'Board credentials' });
    await expect(boards.getByRole('row', { name: /Counter \(2\) Waiting for its code/ })).toBeVisible();

    // The store's screen is paired with the code and goes live.
    const board = await newDesktopPage(browser, server.baseUrl);
    await board.goto('/board/');
    await board.getByLabel('Pairing code').fill(code);
    await board.getByRole('button', { name: 'Pair screen' }).click();
    await expect(board.getByRole('status', { name: 'Connection: Live' })).toBeVisible();
    await expect(boards.getByRole('row', { name: /Counter \(2\) Paired/ })).toBeVisible();

    // Revoked: the open board goes back to its pairing screen at once, without a reload.
    await boards.getByRole('button', { name: /Revoke/ }).click();
    await manager
      .getByRole('dialog', { name: 'Revoke this board?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    const revokedAt = Date.now();
    await expect(boards.getByRole('row', { name: /Counter \(2\) Revoked/ })).toBeVisible();
    await expect(board.getByRole('heading', { name: 'Pair this screen' })).toBeVisible({ timeout: 3_000 });
    testInfo.annotations.push({
      type: 'pairing screen after revoke',
      description: `${Date.now() - revokedAt} ms`,
    });
    await expect(
      board.getByText('This screen was unpaired by a manager. Pair it again to take orders.'),
    ).toBeVisible();
    await saveScreenshot(board, testInfo, 'board-revoked');
    await board.context().close();
    await expectNoAxeViolations(manager);
    await screenshotDesktopAndTablet(manager, testInfo, 'terminals');
  } finally {
    await server?.close();
  }
});
