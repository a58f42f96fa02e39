// The heading each account page opens with (docs/product/account.md#screens), kept here once: the pages
// draw it, and so does what stands in for a page before it can draw (the menu tables downloading, the
// member's profile on its way, the page's code loading), so the heading is there from the first paint
// and never moves.
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

/** An account path's page, and the segment after it (the order's id on an order's details). */
export interface AccountPath {
  readonly page: AccountPage;
  readonly detail: string | null;
}

/** Which account page a path opens on; bare /account and unknown pages go to rewards. */
export function accountPathOf(path: string): AccountPath | null {
  const match = /^\/account(?:\/([^/?#]*)(?:\/([^/?#]+))?)?\/?$/.exec(path);
  if (!match) return null;
  const [, segment = '', detail = null] = match;
  return { page: pageNamed(segment, detail), detail };
}

function pageNamed(segment: string, detail: string | null): AccountPage {
  if (segment === 'orders') return detail ? 'orderDetails' : 'orders';
  if (segment === 'profile' || segment === 'info') return 'profile';
  if (segment === 'cards' || segment === 'favorites') return segment;
  return 'rewards';
}

/** Which account page a path opens on (accountPathOf). */
export function accountPageOf(path: string): AccountPage | null {
  return accountPathOf(path)?.page ?? null;
}

/** The heading of the account page a path opens on (accountPageOf). */
export function accountPageHeading(path: string): Heading | null {
  const page = accountPageOf(path);
  return page ? ACCOUNT_PAGE_HEADINGS[page] : null;
}
