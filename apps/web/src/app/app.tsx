// Providers, then the chrome around the routed screen. The menu tables gate everything below them.
// No GraphQL Provider here: the first load carries no GraphQL code; each lazy part that queries brings
// it and its Provider along (lib/graphql-provider.tsx, lib/lazy-with-graphql.tsx).
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { Suspense } from 'react';
import { Router } from 'wouter';
import { CartProvider } from '../lib/cart-context.tsx';
import { MenuDownloadAlert } from '../lib/menu-download-alert.tsx';
import { MenuTablesProvider } from '../lib/menu-tables-context.tsx';
import { PageTitleProvider } from '../lib/page-title.tsx';
import { SelectedStoreProvider } from '../lib/selected-store-context.tsx';
import { MarkHydrated } from '../lib/server-render.ts';
import { SessionProvider } from '../lib/session-context.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { AppChrome } from './chrome/app-chrome.tsx';
import { CartModalHost } from './chrome/cart-modal-host.tsx';
import { tablesPlaceholder } from './chrome/tables-placeholder.tsx';
import { AppRoutes } from './app-routes.tsx';

/** `initialTables`: the menu tables, already in (the server's render). */
export function App({ initialTables }: { initialTables?: MenuTables | undefined } = {}) {
  // The server's render wraps this in a <Router> of its own (its path); this one inherits it.
  return (
    <Router>
      <SessionProvider>
        <SelectedStoreProvider>
          <CartProvider>
            <PageTitleProvider>
              <AppChrome>
                <MenuDownloadAlert />
                {/* The screens' boundary: while hydrating, the server's HTML stays as it is until
                  the tables and the screen's code are in; later, a screen whose code is on its way
                  shows the spinner. */}
                <Suspense fallback={<PageSpinner />}>
                  <MenuTablesProvider placeholder={tablesPlaceholder} initialTables={initialTables}>
                    <AppRoutes />
                    <CartModalHost />
                    <MarkHydrated />
                  </MenuTablesProvider>
                </Suspense>
              </AppChrome>
            </PageTitleProvider>
          </CartProvider>
        </SelectedStoreProvider>
      </SessionProvider>
    </Router>
  );
}
