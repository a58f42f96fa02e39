// A fresh browser context at desktop size for one person of a back-office journey, and a screenshot
// at desktop (1280×800) and tablet (820×1180) size, the two the back office is made for.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { saveScreenshot } from './screenshots.ts';

export async function newDesktopPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

export async function screenshotDesktopAndTablet(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  await saveScreenshot(page, testInfo, `admin-${name}`);
  await page.setViewportSize({ width: 820, height: 1180 });
  await saveScreenshot(page, testInfo, `admin-${name}-tablet`);
  await page.setViewportSize({ width: 1280, height: 800 });
}
