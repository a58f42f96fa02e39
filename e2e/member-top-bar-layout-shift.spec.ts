// A member's desktop top bar fills in after the first paint (the server draws every page for
// a guest; the member's name comes with the session query, the account menu's code after it), and
// nothing already drawn there moves, whichever of the two arrives late. Before the fix each change
// moved the group hung from the right edge: 0.0002 twice on the payment step, in Lighthouse.
import type { Page, Route } from '@playwright/test';
import { graphqlOperationOf } from './support/graphql-operation.ts';
import { shiftsWithin } from './support/layout-shift.ts';
import { signUpAsNewMember } from './support/member-checkout.ts';
import { expect, test } from './support/test.ts';

const LATE_MS = 700;

// Playwright's routing does not see a request that passes through a service worker (its documented
// limit), and this journey delays requests in the network.
test.use({ serviceWorkers: 'block' });

/** Lets the request through `LATE_MS` later, and counts it. */
function later(route: Route, delayed: string[]): Promise<void> {
  delayed.push(route.request().url());
  return new Promise<void>((resolve) => setTimeout(resolve, LATE_MS)).then(() => route.continue());
}

const LATE = [
  {
    what: "the member's name",
    delay: (page: Page, delayed: string[]) =>
      page.route('**/graphql*', (route) =>
        graphqlOperationOf(route.request()) === 'Session' ? later(route, delayed) : route.continue(),
      ),
  },
  {
    what: "the account menu's code",
    delay: (page: Page, delayed: string[]) =>
      page.route('**/assets/account-menu-*.js', (route) => later(route, delayed)),
  },
];

for (const { what, delay } of LATE) {
  test(`a member's top bar with ${what} late: what was drawn does not move`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the top bar is on a wide screen only');
    await signUpAsNewMember(page, {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: `katherine.top-bar.${what.length}.${Date.now()}@example.com`,
      password: 'top-bar-pass-1',
    });
    const delayed: string[] = [];
    await delay(page, delayed);
    // A member's first load of a page: the server's page, drawn for a guest, then the app over it.
    await page.reload();
    const topBar = page.locator('header > div').first();
    await expect(topBar.getByTestId('member-greeting')).toHaveText('Welcome, Katherine');
    await expect(topBar.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    expect(delayed.length, `${what} came late`).toBeGreaterThan(0);
    expect(await shiftsWithin(page, 'header > div')).toEqual([]);
  });
}
