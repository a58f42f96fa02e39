// The HTML page each app path gets, written by the build beside index.html: the app's first render at
// that kind of path (prerendered) and, where the path opens on code of its own (src/app/route-code.ts),
// a <link rel="modulepreload"> for each file of that code. Without the links a first visit to /cart, a
// product page, /checkout/* or /orders/* fetches index.js, runs it, and only then asks for the screen's
// code, some thirty small chunks: network rounds one after another before the screen's largest paint.
// Named in the HTML, that code downloads beside index.js; at low priority, so it never holds back the
// first paint, which needs none of it.
//
// Writes menu.html, shells/<name>.html and shell-routes.json (which page the server sends for which
// path, first match; read by apps/api/src/http/web-app-routes.ts, so the server holds no route table
// of its own). Every other app path gets index.html.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HERO_PATHS, ROUTE_CODE_KEYS, ROUTE_CODE_PATHS, type RouteCodeKey } from '../src/app/route-code.ts';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Any path the app does not treat specially: the chrome without /menu's highlight, the plain status. */
export const GENERIC_PATH = '/app';

/** What every screen loads as it opens: the GraphQL code (lazy-with-graphql.tsx), the store query. */
const EVERY_SCREEN = ['src/lib/graphql-provider.tsx', 'src/lib/selected-store-query-runner.tsx'];

/** The modules route-prefetch.ts imports for each route: its screen and the query it starts with it. */
const ROUTE_MODULES: Record<RouteCodeKey, readonly string[]> = {
  product: ['src/features/product/product-page.tsx', 'src/features/product/api/prefetch-menu-prices.ts'],
  group: ['src/features/menu/group-page.tsx'],
  cart: ['src/features/cart/cart-page.tsx', 'src/lib/prefetch-cart-prices.ts'],
  checkout: [
    'src/features/checkout/checkout-routes.tsx',
    'src/features/checkout/api/prefetch-payment-step.ts',
  ],
  orders: ['src/features/orders/orders-routes.tsx', 'src/features/orders/api/prefetch-order.ts'],
  account: ['src/app/account-routes.tsx'],
};

interface Shell {
  /** The page's file in dist/. */
  page: string;
  /** Which paths get it: a regular expression. */
  pattern: RegExp;
  /** Where the app is rendered for it: paths whose first render draws something of their own. */
  renderAt: string;
  code: RouteCodeKey | null;
  /**
   * The page's own code within its route's (a checkout step, an account page): route-prefetch.ts
   * asks for it with the route's, so the HTML names it too.
   */
  pageModules?: readonly string[];
  /** The server renders these pages itself, with the menu tables (the product's own page). */
  withTables?: boolean;
  /**
   * Whether the server names the menu tables in the page's `Link` header (preload). Yes where the
   * largest paint is the app's (it waits for the tables); no where the page paints its hero or
   * product from the HTML: there the tables would only share the first moments with that paint,
   * and the app's code asks for them right after (measured: decision 006).
   */
  preloadTables?: boolean;
}

/** The session and the top bar's account menu: a member's page reads and draws them (route-first-load.ts). */
const SIGNED_IN = ['src/lib/session-query-runner.tsx', 'src/app/chrome/account-menu.tsx'];

/** The account pages with a heading of their own (features/account/public/account-page-headings.ts). */
const ACCOUNT_SHELLS: readonly HeadingShell[] = [
  [
    'rewards',
    /^\/account(\/rewards)?\/?$/,
    '/account/rewards',
    ['src/features/rewards/rewards-page.tsx', 'src/features/rewards/api/prefetch-rewards.ts'],
  ],
  [
    'profile',
    /^\/account\/(profile|info)\/?$/,
    '/account/profile',
    ['src/features/account/profile-page.tsx'],
  ],
  [
    'cards',
    /^\/account\/cards\/?$/,
    '/account/cards',
    ['src/features/cards/cards-page.tsx', 'src/features/cards/api/prefetch-member-cards.ts'],
  ],
  [
    'favorites',
    /^\/account\/favorites\/?$/,
    '/account/favorites',
    ['src/features/favorites/favorites-page.tsx'],
  ],
  ['orders', /^\/account\/orders\/?$/, '/account/orders', ['src/features/orders/account-orders-page.tsx']],
  [
    'order',
    /^\/account\/orders\/[^/]+\/?$/,
    '/account/orders/order',
    ['src/features/orders/account-order-detail-page.tsx', 'src/features/orders/api/prefetch-past-order.ts'],
  ],
];

/** The checkout's steps before payment, each with a heading of its own. */
const CHECKOUT_SHELLS: readonly HeadingShell[] = [
  ['login', /^\/checkout(\/login)?\/?$/, '/checkout/login', ['src/features/checkout/login-step.tsx']],
  ['profile', /^\/checkout\/profile\/?$/, '/checkout/profile', ['src/features/checkout/profile-step.tsx']],
  ['pickup', /^\/checkout\/pickup\/?$/, '/checkout/pickup', ['src/features/checkout/pickup-step.tsx']],
  [
    'payment-options',
    /^\/checkout\/payment-options\/?$/,
    '/checkout/payment-options',
    ['src/features/checkout/payment-options-step.tsx'],
  ],
];

/**
 * A page with a heading of its own: its name, its paths, the path it is rendered at, its own modules
 * (its screen, and the query route-prefetch.ts starts for it).
 */
type HeadingShell = readonly [string, RegExp, string, readonly string[]];

/**
 * The module through which route-prefetch.ts loads a checkout step's code (an account page's comes
 * through account-routes.tsx, the route's own), and what a member's page reads besides.
 */
const PAGE_LOADERS = {
  checkout: ['src/features/checkout/checkout-steps.ts'],
  account: SIGNED_IN,
} as const;

/** One shell per page of `code`, each drawing its own heading. */
function headingShells(code: 'checkout' | 'account', pages: readonly HeadingShell[]): Shell[] {
  return pages.map(([name, pattern, renderAt, ownModules]) => ({
    page: `/shells/${code}-${name}.html`,
    pattern,
    renderAt,
    code,
    pageModules: [...PAGE_LOADERS[code], ...ownModules],
    preloadTables: true,
  }));
}

/** First match wins: a specific path before its route's general rule. */
const SHELLS: readonly Shell[] = [
  // /menu comes drawn by the server with the published menu: its banner (the seasonal group's, menu
  // data since decision 015) and tiles. Cached per menu version, so a publication reaches the next
  // visit; menu.html (the tables' placeholder) is the fallback and the service worker's offline page.
  {
    page: '/menu.html',
    pattern: HERO_PATHS.menu,
    renderAt: '/menu',
    code: null,
    withTables: true,
    preloadTables: false,
  },
  // The active order's hero (features/orders/components/active-order-hero.tsx) is drawn from the start.
  {
    page: '/shells/orders-active.html',
    pattern: HERO_PATHS.activeOrder,
    renderAt: '/orders/active',
    code: 'orders',
    preloadTables: false,
  },
  // The payment step comes drawn by the server with its card form, the step's largest paint
  // (server-rendered-pages.ts; features/checkout/payment-step.tsx draws it before the store answers).
  {
    page: '/shells/checkout-payment.html',
    pattern: /^\/checkout\/payment\/?$/,
    renderAt: GENERIC_PATH,
    code: 'checkout',
    pageModules: [...PAGE_LOADERS.checkout, 'src/features/checkout/payment-step.tsx'],
    withTables: true,
    preloadTables: false,
  },
  // A checkout step comes with its stepper and heading drawn (features/checkout/public/checkout-step-frame.tsx),
  // an account page with its tabs and heading (chrome/tables-placeholder.tsx): one page each.
  ...headingShells('checkout', CHECKOUT_SHELLS),
  ...headingShells('account', ACCOUNT_SHELLS),
  ...ROUTE_CODE_KEYS.map((key) => ({
    page: `/shells/${key}.html`,
    pattern: ROUTE_CODE_PATHS[key],
    renderAt: GENERIC_PATH,
    // The product's page comes drawn by the server: its code can come after index.js, as it did, and
    // leave the network to what the first paint needs.
    code: key === 'product' ? null : key,
    withTables: key === 'product',
    preloadTables: key !== 'product',
  })),
];

/** Every path the shells are rendered at. */
export const SHELL_PATHS = [...new Set(SHELLS.map((shell) => shell.renderAt))];

export interface ShellRoute {
  /** A regular expression's source, matched against the request's path. */
  pattern: string;
  /** The page sent for it, a path inside dist/. */
  page: string;
  /** The server renders the app into the page for each path, with the menu tables. */
  withTables: boolean;
  /** The server names the menu tables in the page's `Link` header. */
  preloadTables: boolean;
}

/** The files `keys` load, with everything they import statically, in load order. */
export function chunkClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}: update build/route-shells.ts`);
    if (files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const preloadLinks = (files: readonly string[]): string =>
  files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`).join('');

/** Writes the shells, `pageAt(path)` being the built index.html with the app rendered at `path`. */
export function writeRouteShells(
  outDir: string,
  manifest: Manifest,
  pageAt: (path: string) => string,
): ShellRoute[] {
  const firstLoad = new Set(chunkClosure(manifest, ['index.html']));
  mkdirSync(join(outDir, 'shells'), { recursive: true });
  for (const shell of SHELLS) {
    const html = pageAt(shell.renderAt);
    if (!html.includes('</head>')) throw new Error('index.html lacks </head>');
    const files = shell.code
      ? chunkClosure(manifest, [
          ...ROUTE_MODULES[shell.code],
          ...EVERY_SCREEN,
          ...(shell.pageModules ?? []),
        ]).filter((file) => file.endsWith('.js') && !firstLoad.has(file))
      : [];
    writeFileSync(
      join(outDir, shell.page),
      html.replace('</head>', () => `${preloadLinks(files)}</head>`),
    );
  }
  const routes = SHELLS.map(({ pattern, page, withTables = false, preloadTables = true }) => ({
    pattern: pattern.source,
    page,
    withTables,
    preloadTables,
  }));
  writeFileSync(join(outDir, 'shell-routes.json'), JSON.stringify(routes, null, 2));
  return routes;
}
