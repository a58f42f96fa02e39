// The journeys' `test`: Playwright's, plus a guard that fails any journey in which the browser
// reports a Content-Security-Policy violation (a blocked script, frame or connection), in any page
// the test opens.
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
