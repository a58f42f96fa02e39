// @vitest-environment node
// An account page's and a checkout step's first HTML (prerender/render-shell.tsx, built into
// shells/account-*.html and shells/checkout-*.html) already have the page's heading, with the account
// tabs (the current one marked) or the checkout's stepper (the current step marked), where the page
// draws them once the menu tables are in: the page's largest paint comes with the first bytes
// (issue 21), and nothing moves when the page replaces its stand-in.
import { describe, expect, it } from 'vitest';
import { accountPageHeading } from '../src/features/account/public/account-page-headings.ts';
import { renderShell } from '../src/prerender/render-shell.tsx';

const headingOf = (html: string): string | undefined => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const currentTabOf = (html: string): string | undefined =>
  /<a[^>]*aria-current="page"[^>]*>([^<]*)<\/a>/.exec(html)?.[1];

describe("an account page's first HTML", () => {
  it.each([
    ['/account/rewards', 'Rewards', 'Rewards'],
    ['/account/profile', 'Profile', 'Profile'],
    ['/account/cards', 'My cards', 'Cards'],
    ['/account/favorites', 'Favorites', 'Favorites'],
    ['/account/orders', 'Online Orders', 'Orders'],
    ['/account/orders/b4ad8e90', 'Order Details', 'Orders'],
  ])('%s opens with "%s" under the account tabs', (path, heading, tab) => {
    const html = renderShell(path);
    expect(headingOf(html)).toBe(heading);
    expect(currentTabOf(html)).toBe(tab);
    expect(html).toContain('Downloading menu data...');
  });

  it.each([
    ['/checkout', "Who's picking this up?", 'Details'],
    ['/checkout/login', "Who's picking this up?", 'Details'],
    ['/checkout/profile', "Who's picking this up?", 'Details'],
    ['/checkout/pickup', 'Pickup Method', 'Pickup'],
    ['/checkout/payment-options', 'Select Payment Method', 'Payment'],
  ])('%s opens with "%s" under the stepper at %s', (path, heading, step) => {
    const html = renderShell(path);
    expect(headingOf(html)?.replace('&#x27;', "'")).toBe(heading);
    expect(/<span[^>]*aria-current="step"[^>]*>.*?<\/span>([^<]*)<\/span>/.exec(html)?.[1]).toBe(step);
    expect(html).toContain('Downloading menu data...');
  });

  it('names the page a path opens on, and nothing outside the account', () => {
    expect(accountPageHeading('/account')).toBe('Rewards');
    expect(accountPageHeading('/account/info')).toBe('Profile');
    expect(accountPageHeading('/account/somewhere')).toBe('Rewards');
    expect(accountPageHeading('/accounts')).toBeNull();
    expect(accountPageHeading('/menu')).toBeNull();
    expect(headingOf(renderShell('/cart'))).toBeUndefined();
  });
});
