// Providers, then the chrome around the routed screen. The menu tables gate everything below them.
import { Provider as GraphQLProvider } from 'urql';
import { CartProvider } from '../lib/cart-context.tsx';
import { createGraphQLClient } from '../lib/graphql-client.ts';
import { MenuTablesProvider } from '../lib/menu-tables-context.tsx';
import { PageTitleProvider } from '../lib/page-title.tsx';
import { SelectedStoreProvider } from '../lib/selected-store-context.tsx';
import { SessionProvider } from '../lib/session-context.tsx';
import { AppChrome } from './chrome/app-chrome.tsx';
import { CartModalHost } from './chrome/cart-modal-host.tsx';
import { AppRoutes } from './app-routes.tsx';

const client = createGraphQLClient();

export function App() {
  return (
    <GraphQLProvider value={client}>
      <SessionProvider>
        <SelectedStoreProvider>
          <CartProvider>
            <PageTitleProvider>
              <AppChrome>
                <MenuTablesProvider>
                  <AppRoutes />
                  <CartModalHost />
                </MenuTablesProvider>
              </AppChrome>
            </PageTitleProvider>
          </CartProvider>
        </SelectedStoreProvider>
      </SessionProvider>
    </GraphQLProvider>
  );
}
