// Providers, then the chrome around the routed screen. The menu tables gate everything below them.
// No GraphQL Provider here: the first load carries no GraphQL code; each lazy part that queries brings
// it and its Provider along (lib/graphql-provider.tsx, lib/lazy-with-graphql.tsx).
import { CartProvider } from '../lib/cart-context.tsx';
import { MenuTablesProvider } from '../lib/menu-tables-context.tsx';
import { PageTitleProvider } from '../lib/page-title.tsx';
import { SelectedStoreProvider } from '../lib/selected-store-context.tsx';
import { SessionProvider } from '../lib/session-context.tsx';
import { AppChrome } from './chrome/app-chrome.tsx';
import { CartModalHost } from './chrome/cart-modal-host.tsx';
import { tablesPlaceholder } from './chrome/tables-placeholder.tsx';
import { AppRoutes } from './app-routes.tsx';

export function App() {
  return (
    <SessionProvider>
      <SelectedStoreProvider>
        <CartProvider>
          <PageTitleProvider>
            <AppChrome>
              <MenuTablesProvider placeholder={tablesPlaceholder}>
                <AppRoutes />
                <CartModalHost />
              </MenuTablesProvider>
            </AppChrome>
          </PageTitleProvider>
        </CartProvider>
      </SelectedStoreProvider>
    </SessionProvider>
  );
}
