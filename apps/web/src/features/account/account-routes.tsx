// /account/* (account spec §2, §6): members only, everyone else goes to /. The default and any
// unknown sub-route go to rewards.
import { Redirect, Route, Switch } from 'wouter';
import { useSession } from '../../lib/session-context.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { AccountNav } from './components/account-nav.tsx';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { ProfilePage } from './profile-page.tsx';

export default function AccountRoutes() {
  const { signedIn, loading, profile } = useSession();
  if (!signedIn) return <Redirect to="~/" replace />;
  if (loading) return <PageSpinner />;
  if (!profile) return <Redirect to="~/" replace />;
  return (
    <div className="mx-auto max-w-5xl">
      <AccountNav />
      <Switch>
        <Route path="/profile">
          <ProfilePage profile={profile} />
        </Route>
        <Route path="/rewards">
          <ComingSoonPage title="Rewards" heading="My Points and My Rewards" />
        </Route>
        <Route path="/favorites">
          <ComingSoonPage title="Favorites" heading="Favorite Stores and Products" />
        </Route>
        <Route path="/cards">
          <ComingSoonPage title="Account" heading="My cards" />
        </Route>
        <Route path="/orders">
          <ComingSoonPage title="Online Orders" heading="Online Orders" />
        </Route>
        <Route path="/orders/:id">
          <ComingSoonPage title="Online Orders" heading="Order details" />
        </Route>
        <Route>
          <Redirect to="/rewards" replace />
        </Route>
      </Switch>
    </div>
  );
}
