// The text of a server-drawn page at the moment the app's live page takes its place (apps/web/src/main.tsx
// draws it beside the server's page, hidden, then swaps them): what a customer sees the instant the
// page becomes live, with nothing drawn after it.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** The page's text right after the app's first draw over the server's page. */
    pageTextWhenLive?: string;
  }
}

/** Call before the page's first load: from then on the page records its text when it goes live. */
export async function recordTextWhenLive(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // The live page has no data-server-rendered; this callback runs right after the task that put it
    // in the server page's place.
    new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('data-server-rendered') || root.hidden) return;
      window.pageTextWhenLive = root.textContent ?? '';
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

/** What recordTextWhenLive recorded, once the page has gone live. */
export async function textWhenLive(page: Page): Promise<string> {
  await page.waitForFunction(() => window.pageTextWhenLive !== undefined);
  return page.evaluate(() => window.pageTextWhenLive ?? '');
}
