// Per-route HTML: the generic prerendered shell plus a <link rel="modulepreload"> for each file of the
// code the route opens on (src/app/route-code.ts). Without it a first visit to /cart, a product page,
// /checkout/* or /orders/* fetches index.js, runs it, and only then asks for the screen's code, about
// thirty small chunks: one network round after another before the screen's largest paint. Named in the
// HTML, that code downloads beside index.js.
//
// Writes shells/<route>.html and shell-routes.json (which page the server sends for which path; read by
// apps/api/src/http/web-app-routes.ts, so the server holds no route table of its own).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_CODE_KEYS, ROUTE_CODE_PATHS, type RouteCodeKey } from '../src/app/route-code.ts';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

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
  account: ['src/features/account/account-routes.tsx'],
};

export interface ShellRoute {
  /** A regular expression's source, matched against the request's path. */
  pattern: string;
  /** The page sent for it, a path inside dist/. */
  page: string;
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

/** Writes the route pages beside `genericPage` and returns the rules, /menu's first. */
export function writeRouteShells(outDir: string, manifest: Manifest, genericPage: string): ShellRoute[] {
  if (!genericPage.includes('</head>')) throw new Error('index.html lacks </head>');
  const firstLoad = new Set(chunkClosure(manifest, ['index.html']));
  mkdirSync(join(outDir, 'shells'), { recursive: true });
  const routes: ShellRoute[] = [{ pattern: '^/menu/?$', page: '/menu.html' }];
  for (const key of ROUTE_CODE_KEYS) {
    const files = chunkClosure(manifest, [...ROUTE_MODULES[key], ...EVERY_SCREEN]).filter(
      (file) => file.endsWith('.js') && !firstLoad.has(file),
    );
    const page = `/shells/${key}.html`;
    writeFileSync(join(outDir, page), genericPage.replace('</head>', () => `${preloadLinks(files)}</head>`));
    routes.push({ pattern: ROUTE_CODE_PATHS[key].source, page });
  }
  writeFileSync(join(outDir, 'shell-routes.json'), JSON.stringify(routes, null, 2));
  return routes;
}
