// build/shell-plugin.ts bundles this for Node: at build time renderShell writes the HTML pages
// (index.html, menu.html, shells/), and the server imports the bundle (dist/.server/) to render the
// pages that show menu data (renderWithTables). Both are the same tree main.tsx renders in the
// browser, so the prerendered paint and the live one match.
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app/app.tsx';
import { PaymentProviderHintContext, type PaymentProviderName } from '../lib/payment-provider-hint.tsx';

/** The app's very first render at `path`, the menu tables still downloading. */
export function renderShell(path: string): string {
  return renderToString(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
}

/** What the server knows that the browser's first render learns from the page (#root's attributes). */
export interface ServerFacts {
  readonly paymentProvider: PaymentProviderName;
}

/**
 * At request time, on the server (apps/api/src/http/server-rendered-pages.ts): the app at `path` with
 * the menu tables in, once every lazy screen on the way has loaded. main.tsx then waits for the same
 * tables before its first render, so that render draws what this drew.
 */
export async function renderWithTables(
  path: string,
  tables: MenuTables,
  facts: ServerFacts,
): Promise<string> {
  const tree = (
    <PaymentProviderHintContext.Provider value={facts.paymentProvider}>
      <Router ssrPath={path}>
        <App initialTables={tables} />
      </Router>
    </PaymentProviderHintContext.Provider>
  );
  // A lazy screen suspends the first time it renders. prerender waits until every one on the way has
  // loaded, but writes what suspended as its fallback plus an inline script that swaps the content in,
  // which the CSP refuses (and which needs JavaScript). Once loaded, they render at once: render again.
  await prerender(tree);
  const html = renderToString(tree);
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) throw new Error(`${path} still suspends`);
  return html;
}
