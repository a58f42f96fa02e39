// @vitest-environment node
// An account page's and a checkout step's first HTML (server/render-page.tsx) already have the page's
// heading, with the account tabs (the current one marked) or the checkout's stepper (the current step
// marked), where the page draws them once the browser has read who is signed in and what is in the
// cart: nothing moves when the page fills in.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountPageHeading } from '../src/lib/account-page-headings.ts';
import { renderedHtml } from './support/rendered-html.ts';

const render = (path: string) => renderedHtml(path);

const headingOf = (html: string): string | undefined => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const currentTabOf = (html: string): string | undefined =>
  /<a[^>]*aria-current="page"[^>]*>([^<]*)<\/a>/.exec(html)?.[1];

describe("an account page's first HTML", () => {
  // The first render imports the app's screens through Vite's transform: slow on a busy machine.
  beforeAll(async () => {
    await render('/account/rewards');
    await render('/checkout/pickup');
  }, 60_000);

  it.each([
    ['/account/rewards', 'Rewards', 'Rewards'],
    ['/account/profile', 'Profile', 'Profile'],
    ['/account/cards', 'My cards', 'Cards'],
    ['/account/favorites', 'Favorites', 'Favorites'],
    ['/account/orders', 'Online Orders', 'Orders'],
    ['/account/orders/b4ad8e90', 'Order Details', 'Orders'],
  ])('%s opens with "%s" under the account tabs', async (path, heading, tab) => {
    const html = await render(path);
    expect(headingOf(html)).toBe(heading);
    expect(currentTabOf(html)).toBe(tab);
    expect(html).toContain('role="status"');
  });

  it.each([
    ['/checkout', "Who's picking this up?", 'Details'],
    ['/checkout/login', "Who's picking this up?", 'Details'],
    ['/checkout/profile', "Who's picking this up?", 'Details'],
    ['/checkout/pickup', 'Pickup Method', 'Pickup'],
    ['/checkout/payment-options', 'Select Payment Method', 'Payment'],
  ])('%s opens with "%s" under the stepper at %s', async (path, heading, step) => {
    const html = await render(path);
    expect(headingOf(html)?.replace('&#x27;', "'")).toBe(heading);
    expect(/<span[^>]*aria-current="step"[^>]*>.*?<\/span>([^<]*)<\/span>/.exec(html)?.[1]).toBe(step);
    expect(html).toContain('role="status"');
  });

  it('names the page a path opens on, and nothing outside the account', async () => {
    expect(accountPageHeading('/account')).toBe('Rewards');
    expect(accountPageHeading('/account/info')).toBe('Profile');
    expect(accountPageHeading('/account/somewhere')).toBe('Rewards');
    expect(accountPageHeading('/accounts')).toBeNull();
    expect(accountPageHeading('/menu')).toBeNull();
    expect(headingOf(await render('/cart'))).toBe('Cart');
  });
});
