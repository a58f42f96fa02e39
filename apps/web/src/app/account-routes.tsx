// /account/* (docs/product/account.md#screens, #who-may-do-what): members only, everyone else goes
// to /. The default and any unknown sub-route go to rewards; /info is the profile page with the
// e-mail field focused.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useIsServerRender } from '../lib/server-render.ts';
import { useSession } from '../lib/session-context.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { AccountPageFrame, AccountPageWaiting } from '../features/account/public/account-page-frame.tsx';
import { accountPageHeading, accountPageOf, type AccountPage } from '../lib/account-page-headings.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.tsx';
import type { ProfilePage as ProfilePageComponent } from '../features/account/profile-page.tsx';
import type FavoritesPageComponent from '../features/favorites/favorites-page.tsx';
import type AccountOrderDetailPageComponent from '../features/orders/account-order-detail-page.tsx';

// Each account page is a chunk of its own, loaded on demand: the profile's forms bring the validation
// rules and the phone-number library, which the other pages do not need. A visit that opens on a page
// starts its code with this module's (account-section.tsx).
const RewardsPage = preloadableLazy<object>(() => import('../features/rewards/rewards-page.tsx'));
const ProfilePage = preloadableLazy<ComponentProps<typeof ProfilePageComponent>>(() =>
  import('../features/account/profile-page.tsx').then((module) => ({ default: module.ProfilePage })),
);
const FavoritesPage = preloadableLazy<ComponentProps<typeof FavoritesPageComponent>>(
  () => import('../features/favorites/favorites-page.tsx'),
);
const CardsPage = preloadableLazy<object>(() => import('../features/cards/cards-page.tsx'));
const AccountOrdersPage = preloadableLazy<object>(() => import('../features/orders/account-orders-page.tsx'));
const AccountOrderDetailPage = preloadableLazy<ComponentProps<typeof AccountOrderDetailPageComponent>>(
  () => import('../features/orders/account-order-detail-page.tsx'),
);

const PAGES: Record<AccountPage, { readonly preload: () => Promise<void> }> = {
  rewards: RewardsPage,
  profile: ProfilePage,
  cards: CardsPage,
  favorites: FavoritesPage,
  orders: AccountOrdersPage,
  orderDetails: AccountOrderDetailPage,
};

/** Starts loading the code of the account page `path` (/account/…) opens on. */
export function preloadAccountPage(path: string): Promise<void> {
  const page = accountPageOf(path);
  return page ? PAGES[page].preload() : Promise.resolve();
}

// The store finder is its own chunk: only a member adding a favorite store needs it.
const StoreFinderDialog = lazy(() =>
  import('../features/stores/store-finder-dialog.tsx').then((module) => ({
    default: module.StoreFinderDialog,
  })),
);

export default function AccountRoutes() {
  const { signedIn, loading, profile } = useSession();
  // Who is signed in is known only once the browser's storage is read.
  const restoring = useIsServerRender();
  const [location] = useLocation();
  // While the profile or a page's code is on its way, the page's heading stands where it will be.
  const waiting = (
    <AccountPageWaiting heading={accountPageHeading(`/account${location}`)}>
      <PageSpinner />
    </AccountPageWaiting>
  );
  if (restoring || loading) return <AccountPageFrame>{waiting}</AccountPageFrame>;
  if (!signedIn || !profile) return <Redirect to="~/" replace />;
  return (
    <AccountPageFrame>
      <Switch>
        <Route path="/profile">
          <Suspense fallback={waiting}>
            <ProfilePage profile={profile} />
          </Suspense>
        </Route>
        <Route path="/info">
          <Suspense fallback={waiting}>
            <ProfilePage profile={profile} focusEmail />
          </Suspense>
        </Route>
        <Route path="/rewards">
          <Suspense fallback={waiting}>
            <RewardsPage />
          </Suspense>
        </Route>
        <Route path="/favorites">
          <Suspense fallback={waiting}>
            <FavoritesPage StoreFinderDialog={StoreFinderDialog} />
          </Suspense>
        </Route>
        <Route path="/cards">
          <Suspense fallback={waiting}>
            <CardsPage />
          </Suspense>
        </Route>
        <Route path="/orders">
          <Suspense fallback={waiting}>
            <AccountOrdersPage />
          </Suspense>
        </Route>
        <Route path="/orders/:id">
          {(params) => (
            <Suspense fallback={waiting}>
              <AccountOrderDetailPage segment={params.id} />
            </Suspense>
          )}
        </Route>
        <Route>
          <Redirect to="/rewards" replace />
        </Route>
      </Switch>
    </AccountPageFrame>
  );
}
