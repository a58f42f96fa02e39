import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * Saves a full-page screenshot as e2e/screenshots/{project}-{name}.png for people to look at. CI
 * (.ci/run) sets E2E_SCREENSHOTS=off: its clone is thrown away, and the ~200 full-page captures cost
 * the run CPU it needs.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (process.env['E2E_SCREENSHOTS'] === 'off') return;
  await page.screenshot({ path: `${folder}${testInfo.project.name}-${name}.png`, fullPage: true });
}
