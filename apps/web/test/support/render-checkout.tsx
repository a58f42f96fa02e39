// The checkout as the app mounts it: the real urql client, store, cart and menu-table providers, and
// the browser location at `path` (jsdom's history, so relative steps and history state work as in a
// browser).
import { render } from '@testing-library/react';
import { Provider as GraphQLProvider } from 'urql';
import { Route, Switch, useLocation } from 'wouter';
import { preloadAllCheckoutSteps } from '../../src/features/checkout/checkout-steps.ts';
import CheckoutRoutes from '../../src/features/checkout/checkout-routes.tsx';
import { CartProvider } from '../../src/lib/cart-context.tsx';
import { createGraphQLClient } from '../../src/lib/graphql-client.ts';
import { MenuTablesValue } from '../../src/lib/menu-tables-context.tsx';
import { PageTitleProvider } from '../../src/lib/page-title.tsx';
import { SelectedStoreProvider } from '../../src/lib/selected-store-context.tsx';
import { testMenuTables } from './menu-tables.ts';

// The checkout's steps are chunks of their own (checkout-steps.ts); the app starts a step's code with
// the route's (routes.tsx). Loaded here once, so no step waits on a module transform under a
// test's timeout.
await preloadAllCheckoutSteps();

function Elsewhere() {
  const [location] = useLocation();
  return <p data-testid="elsewhere">{location}</p>;
}

export function renderCheckout(path: string, state: unknown = null) {
  window.history.replaceState(state, '', path);
  return render(
    <GraphQLProvider value={createGraphQLClient()}>
      <SelectedStoreProvider>
        <CartProvider>
          <PageTitleProvider>
            <MenuTablesValue tables={testMenuTables}>
              <Switch>
                <Route path="/checkout" nest component={CheckoutRoutes} />
                <Route component={Elsewhere} />
              </Switch>
            </MenuTablesValue>
          </PageTitleProvider>
        </CartProvider>
      </SelectedStoreProvider>
    </GraphQLProvider>,
  );
}

export const currentPath = (): string => window.location.pathname;
