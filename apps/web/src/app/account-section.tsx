// /account/*: the member's pages (account-routes.tsx routes them; each page is a chunk of its own).
import { accountPathOf } from '../lib/account-page-headings.ts';
import { lazyWithGraphQL } from '../lib/lazy-with-graphql.tsx';
import { quietly, type RouteDeclaration } from '../lib/route-declaration.ts';
import { readAccessToken } from '../lib/session-storage.ts';

const AccountRoutes = lazyWithGraphQL(() => import('./account-routes.tsx'));

/** The queries an account page's largest paint waits for, beside the member's session. */
function prefetchAccountPage(path: string): void {
  const account = accountPathOf(path);
  // A member's only: a visitor without a session is sent away from these pages.
  if (!account || readAccessToken() === null) return;
  const { page, detail } = account;
  if (page === 'cards') {
    quietly(() =>
      import('../features/cards/api/prefetch-member-cards.ts').then((m) => m.prefetchMemberCards()),
    );
  } else if (page === 'rewards') {
    quietly(() => import('../features/rewards/api/prefetch-rewards.ts').then((m) => m.prefetchRewards()));
  } else if (page === 'orderDetails' && detail !== null) {
    quietly(() =>
      import('../features/orders/api/prefetch-past-order.ts').then((m) => m.prefetchPastOrder(detail)),
    );
  }
}

export const accountRoutes: readonly RouteDeclaration[] = [
  {
    path: '/account',
    nest: true,
    render: () => <AccountRoutes />,
    preload: (path) =>
      Promise.all([
        AccountRoutes.preload(),
        import('./account-routes.tsx').then(({ preloadAccountPage }) => preloadAccountPage(path)),
      ]),
    prefetch: prefetchAccountPage,
  },
];
