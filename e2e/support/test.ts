// The journeys' `test`: Playwright's, plus a guard that fails any journey in which the browser
// reports a Content-Security-Policy violation (a blocked script, frame or connection) or a hydration
// mismatch (React could not take the server's HTML over as it was), in any page the test opens.
import { test as base, expect, type Page } from '@playwright/test';

/** React's production hydration errors (#418 text, #419-#423 a boundary, #425 text content) and its words. */
const HYDRATION_MISMATCH = /Minified React error #(418|419|421|422|423|425)\b|hydrat(ion|ed|ing)/i;

export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const mismatches: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
          if (HYDRATION_MISMATCH.test(message.text())) mismatches.push(message.text());
        });
        page.on('pageerror', (error) => {
          if (HYDRATION_MISMATCH.test(error.message)) mismatches.push(error.message);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(mismatches, 'hydration mismatches').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
