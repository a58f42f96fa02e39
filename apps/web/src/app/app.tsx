// Providers, then the chrome around the routed screen. The menu tables gate everything below them.
// No GraphQL Provider here: the first load carries no GraphQL code; each lazy part that queries brings
// it and its Provider along (lib/graphql-provider.tsx, lib/lazy-with-graphql.tsx).
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { Suspense } from 'react';
import { Router } from 'wouter';
import { CartProvider } from '../lib/cart-context.tsx';
import { MenuTablesProvider } from '../lib/menu-tables-context.tsx';
import { PageTitleProvider } from '../lib/page-title.tsx';
import { SelectedStoreProvider } from '../lib/selected-store-context.tsx';
import { SessionProvider } from '../lib/session-context.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { AppChrome } from './chrome/app-chrome.tsx';
import { CartModalHost } from './chrome/cart-modal-host.tsx';
import { tablesPlaceholder } from './chrome/tables-placeholder.tsx';
import { AppRoutes } from './app-routes.tsx';
import { parseRoutePattern } from './route-patterns.ts';

/** `initialTables`: the menu tables, already in (a page the server rendered with them). */
export function App({ initialTables }: { initialTables?: MenuTables | undefined } = {}) {
  // The server's render wraps this in a <Router> of its own (its path); this one inherits it.
  return (
    <Router parser={parseRoutePattern}>
      <SessionProvider>
        <SelectedStoreProvider>
          <CartProvider>
            <PageTitleProvider>
              <AppChrome>
                {/* The screens' boundary sits above the tables' gate, so it is on screen (showing the
                  download status) before the first screen renders: that render is a transition, and
                  a screen whose code is still on its way keeps the status up until it can paint,
                  rather than flashing the spinner and waiting out React's fallback throttle. On
                  Preact, showing a parked screen again runs the effects of everything below here
                  again, the tables' gate's too: they must be safe to run twice (decision 012). */}
                <Suspense fallback={<PageSpinner />}>
                  <MenuTablesProvider placeholder={tablesPlaceholder} initialTables={initialTables}>
                    <AppRoutes />
                    <CartModalHost />
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
