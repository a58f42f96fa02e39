// /orders, /orders/active and /orders/{id}, on the client that carries subscriptions (loaded only
// here, so the menu's first load stays small).
import { useMemo } from 'react';
import { Provider } from 'urql';
import { Route, Switch, useLocation } from 'wouter';
import { useIsServerRender } from '../../lib/server-render.ts';
import { PageSpinner } from '../../ui/spinner.tsx';
import { ActiveOrderHero } from './components/active-order-hero.tsx';
import { ActiveOrderPage } from './active-order-page.tsx';
import { getLiveClient } from './live-client.ts';
import { OrderDetailPage } from './order-detail-page.tsx';
import { PastOrdersPage } from './past-orders-page.tsx';

export default function OrdersRoutes() {
  // Which order is this tab's, and the live connection, are the browser's: known once hydrated.
  return useIsServerRender() ? <OrdersWaiting /> : <LiveOrdersRoutes />;
}

function OrdersWaiting() {
  const [location] = useLocation();
  return (
    <div className="mx-auto max-w-4xl">
      {location === '/active' && <ActiveOrderHero />}
      <PageSpinner />
    </div>
  );
}

function LiveOrdersRoutes() {
  const client = useMemo(getLiveClient, []);
  return (
    <Provider value={client}>
      <Switch>
        <Route path="/active" component={ActiveOrderPage} />
        <Route path="/:id">{(params) => <OrderDetailPage segment={params.id} />}</Route>
        <Route component={PastOrdersPage} />
      </Switch>
    </Provider>
  );
}
