// A member's real session for the signed-in pages (docs/performance.md): an account made on the embedded
// provider's sign-up page, the terms accepted in the app's dialog, then a sign-in through /login in a
// fresh tab, the way a member comes back. What the bench keeps is what that sign-in left in the tab's
// session storage (apps/web/src/lib/session-storage.ts): tokens the provider issued, never forged ones.
//
// Each measured signed-in page starts from those values in its own tab, and hands back what the tab
// holds after the load: the app refreshes an expiring access token and the refresh token rotates, so
// the next page must carry on with the new pair, as the member's own tab would.
import type { Browser, Page } from 'puppeteer-core';

/** The keys the web app keeps the session under, in the tab's session storage. */
export const SESSION_KEYS = ['brewline.accessToken', 'brewline.refreshToken', 'brewline.userId'] as const;

const PASSWORD = 'bench-lighthouse-7';
const NAVIGATION_TIMEOUT_MS = 60_000;

export interface MemberSession {
  readonly email: string;
  /** The session's values as the last signed-in tab left them. */
  readonly values: () => Readonly<Record<string, string>>;
  readonly accessToken: () => string;
  /** Takes over what a tab holds after a measured load (a refreshed token pair). */
  readonly keepFrom: (tab: Page) => Promise<void>;
}

async function readSessionValues(tab: Page): Promise<Record<string, string>> {
  return tab.evaluate((keys: readonly string[]) => {
    const values: Record<string, string> = {};
    for (const key of keys) {
      const value = sessionStorage.getItem(key);
      if (value) values[key] = value;
    }
    return values;
  }, SESSION_KEYS);
}

async function waitForPath(tab: Page, path: string): Promise<void> {
  // A string: the bench's TypeScript knows no DOM; this runs in the page.
  await tab.waitForFunction(`location.pathname === ${JSON.stringify(path)}`, {
    timeout: NAVIGATION_TIMEOUT_MS,
  });
}

async function fill(tab: Page, name: string, value: string): Promise<void> {
  await tab.locator(`input[name="${name}"]`).fill(value);
}

/** Sign-up on the provider's page, then the terms dialog's Accept, as a new member meets them. */
async function signUp(tab: Page, origin: string, email: string): Promise<void> {
  await tab.goto(`${origin}/login?signup=1`);
  await tab.waitForSelector('input[name="retypePassword"]', { timeout: NAVIGATION_TIMEOUT_MS });
  await fill(tab, 'firstName', 'Grace');
  await fill(tab, 'lastName', 'Hopper');
  await fill(tab, 'email', email);
  await fill(tab, 'phone', '7025551234');
  await fill(tab, 'password', PASSWORD);
  await fill(tab, 'retypePassword', PASSWORD);
  await tab.locator('button[type="submit"]').click();
  await waitForPath(tab, '/account/rewards');
  await tab.locator('::-p-aria([name="Accept"][role="button"])').click();
  await tab.waitForSelector('::-p-aria([name="Terms and Conditions"][role="dialog"])', {
    hidden: true,
    timeout: NAVIGATION_TIMEOUT_MS,
  });
}

/** Sign-in through /login and the provider's page, in a tab of its own. */
async function signIn(tab: Page, origin: string, email: string): Promise<void> {
  // The member comes back another day: the provider's own sign-in cookie from the sign-up is gone.
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCookies');
  await cdp.detach();
  await tab.goto(`${origin}/login`);
  await tab.waitForSelector('input[name="password"]', { timeout: NAVIGATION_TIMEOUT_MS });
  await fill(tab, 'email', email);
  await fill(tab, 'password', PASSWORD);
  await tab.locator('button[type="submit"]').click();
  await waitForPath(tab, '/account/rewards');
  await tab.waitForSelector('::-p-aria([name="Rewards"][role="heading"])', {
    timeout: NAVIGATION_TIMEOUT_MS,
  });
}

export async function signInMember(browser: Browser, origin: string): Promise<MemberSession> {
  const email = `grace.${Date.now()}@example.com`;
  const newMember = await browser.newPage();
  try {
    await signUp(newMember, origin, email);
  } finally {
    await newMember.close();
  }
  const returning = await browser.newPage();
  let values: Record<string, string>;
  try {
    await signIn(returning, origin, email);
    values = await readSessionValues(returning);
  } finally {
    await returning.close();
  }
  if (!values['brewline.accessToken'] || !values['brewline.refreshToken']) {
    throw new Error('the sign-in left no session in the tab');
  }
  return {
    email,
    values: () => values,
    accessToken: () => values['brewline.accessToken'] ?? '',
    keepFrom: async (tab) => {
      const kept = await readSessionValues(tab);
      if (kept['brewline.accessToken'] && kept['brewline.refreshToken']) values = kept;
    },
  };
}
