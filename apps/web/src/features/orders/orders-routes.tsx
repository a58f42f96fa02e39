// /orders, /orders/active and /orders/{id}, on the client that carries subscriptions (loaded only
// here, so the menu's first load stays small).
import { useMemo } from 'react';
import { Provider } from 'urql';
import { Route, Switch } from 'wouter';
import { ActiveOrderPage } from './active-order-page.tsx';
import { getLiveClient } from './live-client.ts';
import { OrderDetailPage } from './order-detail-page.tsx';
import { PastOrdersPage } from './past-orders-page.tsx';

export default function OrdersRoutes() {
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
