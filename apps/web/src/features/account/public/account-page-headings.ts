// The heading each account page opens with (docs/product/account.md#screens), kept here once: the pages
// draw it, and so does what stands in for a page before it can draw (the menu tables downloading, the
// member's profile on its way, the page's code loading), so the heading is there from the first paint
// (the build prerenders it into each account page's HTML: build/route-shells.ts) and never moves.
export const ACCOUNT_PAGE_HEADINGS = {
  rewards: 'Rewards',
  profile: 'Profile',
  cards: 'My cards',
  favorites: 'Favorites',
  orders: 'Online Orders',
  orderDetails: 'Order Details',
} as const;

type Heading = (typeof ACCOUNT_PAGE_HEADINGS)[keyof typeof ACCOUNT_PAGE_HEADINGS];

export type AccountPage = keyof typeof ACCOUNT_PAGE_HEADINGS;

/** Which account page a path opens on; bare /account and unknown pages go to rewards. */
export function accountPageOf(path: string): AccountPage | null {
  const match = /^\/account(?:\/([^/?#]*)(\/[^/?#]+)?)?\/?$/.exec(path);
  if (!match) return null;
  const [, page = '', detail] = match;
  if (page === 'orders') return detail ? 'orderDetails' : 'orders';
  if (page === 'profile' || page === 'info') return 'profile';
  if (page === 'cards' || page === 'favorites') return page;
  return 'rewards';
}

/** The heading of the account page a path opens on (accountPageOf). */
export function accountPageHeading(path: string): Heading | null {
  const page = accountPageOf(path);
  return page ? ACCOUNT_PAGE_HEADINGS[page] : null;
}
