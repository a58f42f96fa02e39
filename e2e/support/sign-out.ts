// Sign Out as a member finds it: the tab bar's Menu on a phone, the greeting's menu on a desktop.
import type { Page, TestInfo } from '@playwright/test';

export async function signOut(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name === 'phone') {
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByTestId('member-greeting').click();
    await page.getByRole('button', { name: 'Logout' }).click();
  }
}
