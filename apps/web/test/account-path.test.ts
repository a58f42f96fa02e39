// Which account page a path opens, read in one place: the routes, the headings drawn before a page's
// code is in, and the prefetch of an order's details all take the page and the order from here.
import { describe, expect, it } from 'vitest';
import { accountPathOf } from '../src/lib/account-page-headings.ts';

describe('accountPathOf', () => {
  it.each([
    ['/account', { page: 'rewards', detail: null }],
    ['/account/', { page: 'rewards', detail: null }],
    ['/account/cards', { page: 'cards', detail: null }],
    ['/account/info', { page: 'profile', detail: null }],
    ['/account/orders', { page: 'orders', detail: null }],
    [
      '/account/orders/0c6f3e2a-77b1-4d55-9a39-5b0b7f1c2d10',
      { page: 'orderDetails', detail: '0c6f3e2a-77b1-4d55-9a39-5b0b7f1c2d10' },
    ],
    ['/account/orders/1042/', { page: 'orderDetails', detail: '1042' }],
    ['/account/nowhere', { page: 'rewards', detail: null }],
  ])('%s opens %o', (path, expected) => {
    expect(accountPathOf(path)).toEqual(expected);
  });

  it('is no account page outside /account', () => {
    expect(accountPathOf('/accounts')).toBeNull();
    expect(accountPathOf('/menu')).toBeNull();
    expect(accountPathOf('/account/orders/1/extra')).toBeNull();
  });
});
