// /account/* (docs/product/account.md#screens, #who-may-do-what): members only, everyone else goes
// to /. The default and any unknown sub-route go to rewards; /info is the profile page with the
// e-mail field focused.
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSession } from '../lib/session-context.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { AccountPageFrame, AccountPageWaiting } from '../features/account/public/account-page-frame.tsx';
import { accountPageHeading } from '../features/account/public/account-page-headings.ts';

// Each account page that has a feature of its own loads with it, on demand.
const RewardsPage = lazy(() => import('../features/rewards/rewards-page.tsx'));
// The profile's forms bring the validation rules (zod) and the phone-number library: the other
// account pages need neither (issue 21: at most 100 KiB of JavaScript on a first visit).
const ProfilePage = lazy(() =>
  import('../features/account/profile-page.tsx').then((module) => ({ default: module.ProfilePage })),
);
const FavoritesPage = lazy(() => import('../features/favorites/favorites-page.tsx'));
// The store finder is its own chunk: only a member adding a favorite store needs it.
const StoreFinderDialog = lazy(() =>
  import('../features/stores/store-finder-dialog.tsx').then((module) => ({
    default: module.StoreFinderDialog,
  })),
);
const CardsPage = lazy(() => import('../features/cards/cards-page.tsx'));
const AccountOrdersPage = lazy(() => import('../features/orders/account-orders-page.tsx'));
const AccountOrderDetailPage = lazy(() => import('../features/orders/account-order-detail-page.tsx'));

export default function AccountRoutes() {
  const { signedIn, loading, profile } = useSession();
  const [location] = useLocation();
  // While the profile or a page's code is on its way, the page's heading stands where it will be.
  const waiting = (
    <AccountPageWaiting heading={accountPageHeading(`/account${location}`)}>
      <PageSpinner />
    </AccountPageWaiting>
  );
  if (!signedIn) return <Redirect to="~/" replace />;
  if (loading) return <AccountPageFrame>{waiting}</AccountPageFrame>;
  if (!profile) return <Redirect to="~/" replace />;
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
