// The checkout as the app mounts it: the real urql client, store and cart providers, and the browser
// location at `path` (jsdom's history, so relative steps and history state work as in a browser).
import { render } from '@testing-library/react';
import { Provider as GraphQLProvider } from 'urql';
import { Route, Switch, useLocation } from 'wouter';
import CheckoutRoutes from '../../src/features/checkout/checkout-routes.tsx';
import { CartProvider } from '../../src/lib/cart-context.tsx';
import { createGraphQLClient } from '../../src/lib/graphql-client.ts';
import { PageTitleProvider } from '../../src/lib/page-title.tsx';
import { SelectedStoreProvider } from '../../src/lib/selected-store-context.tsx';

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
            <Switch>
              <Route path="/checkout" nest component={CheckoutRoutes} />
              <Route component={Elsewhere} />
            </Switch>
          </PageTitleProvider>
        </CartProvider>
      </SelectedStoreProvider>
    </GraphQLProvider>,
  );
}

export const currentPath = (): string => window.location.pathname;
