// The server's render of the app (bundled for Node by build/shell-plugin.ts into dist/.server/): the API
// renders every page with it at request time (apps/api/src/http/server-rendered-pages.ts), with the menu
// tables it holds, as the browser first draws that page before it has read its storage (no store, no
// cart, no member: lib/server-render.ts). main.tsx hydrates that HTML with the same tree.
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app/app.tsx';
import { routeAt } from '../app/routes.ts';
import { PaymentProviderHintContext, type PaymentProviderName } from '../lib/payment-provider-hint.tsx';

/** What the server knows that the browser's first render learns from the page (#root's attributes). */
export interface ServerFacts {
  readonly paymentProvider: PaymentProviderName;
}

/**
 * The app at `path` (with its `search`, without '?'), once every lazy screen on the way has loaded;
 * null for a path no route declares (the app sends it to /menu: the browser starts there itself, with
 * the menu's download status).
 */
export async function renderPage(
  path: string,
  search: string,
  tables: MenuTables,
  facts: ServerFacts,
): Promise<string | null> {
  if (!routeAt(path)) return null;
  const tree = (
    <PaymentProviderHintContext.Provider value={facts.paymentProvider}>
      <Router ssrPath={path} ssrSearch={search}>
        <App initialTables={tables} />
      </Router>
    </PaymentProviderHintContext.Provider>
  );
  // prerender waits until every lazy screen on the way has loaded; renderToString then writes the page
  // whole, without the inline scripts a streamed boundary needs (the CSP refuses them).
  await prerender(tree);
  const html = renderToString(tree);
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) throw new Error(`${path} still suspends`);
  return html;
}
