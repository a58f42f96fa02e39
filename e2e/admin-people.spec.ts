// The back office's people, as a chain would start it: the deployer makes the first chain admin with
// `npm run admin -- create-admin` while the server runs; the boss signs up with that address through
// the link it prints, accepts, and invites a store manager, who joins in another browser and sees
// only their sections; someone opening a link made for another address is told so, and a member who
// is not staff sees the no-access page. Removing the manager takes effect at their next page load.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility.ts';
import {
  invitationLinkIn,
  joinWithNewAccount,
  signInToBackOffice,
  signUpOnProvider,
  startAdminServer,
  type AdminServer,
} from './support/admin-server.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

const BOSS = 'boss@brewline.test';
const MANAGER = 'manager@brewline.test';
const HELPER = 'helper@brewline.test';
const STRANGER = 'stranger@brewline.test';
const NOT_STAFF = 'This account has no access to the back office. Ask a chain admin for an invitation.';

test.describe.configure({ timeout: 240_000 });

let server: AdminServer;

test.beforeAll(async () => {
  // A hook has the config's minute: a loaded machine can take longer to start and seed a server.
  test.setTimeout(120_000);
  server = await startAdminServer();
});

test.afterAll(async () => {
  await server.close();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 800 },
  });
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
async function invite(page: Page, email: string, role: string, storeCount = 0): Promise<string> {
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone to the back office' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('radio', { name: role }).check();
  const stores = dialog.getByRole('group', { name: 'Stores they manage' }).getByRole('checkbox');
  for (let i = 0; i < storeCount; i++) await stores.nth(i).check();
  await dialog.getByRole('button', { name: 'Create invitation' }).click();
  const ready = page.getByRole('dialog', { name: 'Invitation ready' });
  const link = await ready.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(new RegExp(`^${server.baseUrl}/admin/join#[A-Za-z0-9_-]+$`));
  return link;
}

test('the first chain admin starts the back office and a store manager joins it', async ({
  browser,
}, testInfo) => {
  // The deployer, while the server runs: no account uses the address yet, so a link is printed.
  const made = server.runAdmin(['create-admin', BOSS]);
  expect(made.status, made.stderr).toBe(0);
  expect(made.stdout).toContain(`No account uses ${BOSS} yet`);
  const bossLink = invitationLinkIn(made.stdout);

  const boss = await newPage(browser);
  await boss.goto(bossLink);
  await expect(
    boss.getByRole('heading', { name: 'You are invited to the Brewline back office' }),
  ).toBeVisible();
  // The token leaves the address at once; the page keeps it for after the sign-up.
  await expect(boss).toHaveURL(`${server.baseUrl}/admin/join`);
  await expectNoAxeViolations(boss);
  await screenshotBoth(boss, testInfo, 'join');
  await boss.getByRole('button', { name: 'Create an account' }).click();
  await signUpOnProvider(boss, BOSS);
  await expect(boss.getByText(`You are signed in as ${BOSS}.`)).toBeVisible();
  await boss.getByRole('button', { name: 'Accept the invitation' }).click();

  // The dashboard greets the boss and lists every section a chain admin has.
  await expect(
    boss.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)$/ }),
  ).toBeVisible();
  await expect(boss.getByText(`Signed in as ${BOSS}, chain admin.`)).toBeVisible();
  const nav = boss.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'People' })).toBeVisible();
  await expectNoAxeViolations(boss);
  await screenshotBoth(boss, testInfo, 'dashboard');
  // On a tablet the navigation folds behind a Menu button and opens as a drawer.
  await boss.setViewportSize({ width: 820, height: 1180 });
  await expect(nav).toBeHidden();
  await boss.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'People' })).toBeVisible();
  await expect(boss.getByRole('button', { name: 'Close the menu' })).toBeFocused();
  await expectNoAxeViolations(boss);
  await saveScreenshot(boss, testInfo, 'admin-drawer-tablet');
  await boss.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(boss.getByRole('button', { name: 'Menu' })).toBeFocused();
  await boss.setViewportSize({ width: 1280, height: 800 });
  expect(server.runAdmin(['list-staff']).stdout).toContain(`${BOSS}: Chain admin`);

  // People: the boss alone, marked as themselves, with no way to remove themselves.
  await nav.getByRole('link', { name: 'People' }).click();
  await expect(boss.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const staffTable = boss.getByRole('table', { name: 'Staff' });
  await expect(
    staffTable.getByRole('row', { name: new RegExp(`${BOSS} You Chain admin All stores`) }),
  ).toBeVisible();
  await expect(staffTable.getByRole('button', { name: /Remove/ })).toHaveCount(0);

  // A store manager needs stores: the form says so before anything is sent.
  await boss.getByRole('button', { name: 'Invite someone' }).click();
  const form = boss.getByRole('dialog', { name: 'Invite someone to the back office' });
  await form.getByLabel('Email address').fill(MANAGER);
  await form.getByRole('button', { name: 'Create invitation' }).click();
  await expect(form.getByText('Choose at least one store for a store manager.')).toBeVisible();
  await expectNoAxeViolations(boss);
  await screenshotBoth(boss, testInfo, 'invite');
  await form.getByRole('button', { name: 'Cancel' }).click();

  const managerLink = await invite(boss, MANAGER, 'Store manager', 2);
  await screenshotBoth(boss, testInfo, 'invitation-link');
  await boss.getByRole('button', { name: 'Done' }).click();
  const invitations = boss.getByRole('table', { name: 'Open invitations' });
  const managerInvitation = invitations.getByRole('row', { name: new RegExp(MANAGER) });
  await expect(managerInvitation).toContainText('Store manager');
  const managerStores = (await managerInvitation.getByRole('cell').nth(2).innerText()).split(', ');
  expect(managerStores).toHaveLength(2);
  const helperLink = await invite(boss, HELPER, 'Support');
  await boss.getByRole('button', { name: 'Done' }).click();
  await expect(
    invitations.getByRole('row', { name: new RegExp(`${HELPER} Support All stores`) }),
  ).toBeVisible();
  await expectNoAxeViolations(boss);
  await screenshotBoth(boss, testInfo, 'people');

  // The manager joins in a browser of their own and sees only what a store manager may open.
  const manager = await newPage(browser);
  await joinWithNewAccount(manager, managerLink, MANAGER);
  await expect(
    manager.getByText(`Signed in as ${MANAGER}, store manager. You manage ${managerStores.join(', ')}.`),
  ).toBeVisible();
  await expect(
    manager.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'People' }),
  ).toHaveCount(0);
  await manager.goto(`${server.baseUrl}/admin/people`);
  await expect(manager.getByRole('heading', { level: 1, name: 'Not open to your role' })).toBeVisible();
  await expectNoAxeViolations(manager);

  // The helper's link opened by someone else: the server's refusal, and a way to switch accounts.
  const stranger = await newPage(browser);
  await stranger.goto(helperLink);
  await stranger.getByRole('button', { name: 'Create an account' }).click();
  await signUpOnProvider(stranger, STRANGER);
  await stranger.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(stranger.getByRole('alert')).toHaveText(
    `This invitation is for ${HELPER}. Sign in with that address to accept it.`,
  );
  await expect(stranger.getByRole('button', { name: 'Use another account' })).toBeVisible();
  // Not staff: the back office says so, in the API's words, and offers only the way out.
  await stranger.goto(`${server.baseUrl}/admin`);
  await expect(stranger.getByRole('heading', { name: 'No access to the back office' })).toBeVisible();
  await expect(stranger.getByText(NOT_STAFF)).toBeVisible();
  await expect(stranger.getByText(`You are signed in as ${STRANGER}.`)).toBeVisible();
  await expectNoAxeViolations(stranger);
  await screenshotBoth(stranger, testInfo, 'no-access');
  await stranger.getByRole('button', { name: 'Sign out' }).click();
  await expect(stranger.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await expectNoAxeViolations(stranger);

  // The boss sees the manager among the staff, cancels the helper's invitation, removes the manager.
  await boss.reload();
  await expect(staffTable.getByRole('row', { name: new RegExp(`${MANAGER} Store manager`) })).toBeVisible();
  await invitations.getByRole('button', { name: `Cancel invitation for ${HELPER}` }).click();
  await expect(
    boss.getByRole('status').filter({ hasText: `The invitation for ${HELPER} was withdrawn` }),
  ).toBeVisible();
  await expect(invitations.getByText('No invitations are waiting.')).toBeVisible();
  await staffTable.getByRole('button', { name: `Remove ${MANAGER}` }).click();
  const confirm = boss.getByRole('dialog', { name: `Remove ${MANAGER}?` });
  await expectNoAxeViolations(boss);
  await confirm.getByRole('button', { name: 'Remove access' }).click();
  await expect(boss.getByText(`${MANAGER} no longer has access to the back office.`)).toBeVisible();
  await expect(staffTable.getByRole('row', { name: new RegExp(MANAGER) })).toHaveCount(0);

  // The manager's next page load finds no access: the server reads the staff row every time.
  await manager.reload();
  await expect(manager.getByText(NOT_STAFF)).toBeVisible();

  // The boss signs out and back in: the provider asks for the password again.
  await boss.getByRole('button', { name: 'Sign out' }).click();
  await expect(boss.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await signInToBackOffice(boss, server.baseUrl, BOSS);
  await expect(boss.getByText(`Signed in as ${BOSS}, chain admin.`)).toBeVisible();
});
