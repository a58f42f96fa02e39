// What a page reported going wrong while a journey ran: console errors and uncaught exceptions. The
// server-render journeys expect none while the app draws itself over the server's page.
import type { Page } from '@playwright/test';

/** Starts listening now; the array fills as the page reports. */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
