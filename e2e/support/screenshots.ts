import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Saves a full-page screenshot as e2e/screenshots/{project}-{name}.png for people to look at. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `${folder}${testInfo.project.name}-${name}.png`, fullPage: true });
}
