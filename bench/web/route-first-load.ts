// What a first visit to each route family downloads in JavaScript: the entry (index.html's chunk) and
// the code the route opens on (its lazily loaded screen, the GraphQL code every screen brings, the
// prefetch it starts with), each with every chunk it imports statically, followed through Vite's
// manifest. Dialogs and parts loaded on a tap (the store picker, the card form's Stripe code) are not
// a first visit's. Keys are the source paths the manifest names (apps/web/src/…).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize, type Manifest } from './first-load.ts';

/** What every screen but the prerendered menu loads as it opens (lazy-with-graphql.tsx, route-prefetch.ts). */
const EVERY_SCREEN = ['src/lib/graphql-provider.tsx', 'src/lib/selected-store-query-runner.tsx'];
/** A signed-in visit also reads the session and draws the account menu in the top bar. */
const SIGNED_IN = ['src/lib/session-query-runner.tsx', 'src/app/chrome/account-menu.tsx'];
const ACCOUNT = [...EVERY_SCREEN, ...SIGNED_IN, 'src/app/account-routes.tsx'];

export interface RouteFamily {
  /** A path of the family, as a person opens it. */
  path: string;
  /** The manifest keys a first visit loads besides the entry. */
  modules: readonly string[];
}

/** Every route family a customer or member opens (docs/performance.md); the store board is measured apart. */
export const ROUTE_FAMILIES: readonly RouteFamily[] = [
  { path: '/menu', modules: ['src/lib/selected-store-query-runner.tsx'] },
  { path: '/menu/:groupId', modules: [...EVERY_SCREEN, 'src/features/menu/group-page.tsx'] },
  {
    path: '/product/:id/:slug',
    modules: [
      ...EVERY_SCREEN,
      'src/features/product/product-page.tsx',
      'src/features/product/api/prefetch-menu-prices.ts',
      // Loaded with the page once a store is chosen, as every family here is measured.
      'src/features/product/priced-builder.tsx',
    ],
  },
  // A shared link opened by a first-time visitor: no store yet, so no query and no GraphQL client.
  { path: '/product/:id/:slug (no store yet)', modules: ['src/features/product/product-page.tsx'] },
  { path: '/search/…', modules: [...EVERY_SCREEN, 'src/features/search/search-results-page.tsx'] },
  { path: '/locations', modules: [...EVERY_SCREEN, 'src/features/stores/locations-page.tsx'] },
  {
    path: '/cart',
    modules: [...EVERY_SCREEN, 'src/features/cart/cart-page.tsx', 'src/lib/prefetch-cart-prices.ts'],
  },
  ...['login', 'profile', 'pickup', 'payment-options', 'payment'].map((step) => ({
    path: `/checkout/${step}`,
    modules: [
      ...EVERY_SCREEN,
      'src/features/checkout/checkout-routes.tsx',
      // Each step is a chunk of its own (features/checkout/checkout-steps.ts).
      `src/features/checkout/${step}-step.tsx`,
      ...(step === 'payment' ? ['src/features/checkout/api/prefetch-payment-step.ts'] : []),
    ],
  })),
  {
    path: '/orders/active',
    modules: [
      ...EVERY_SCREEN,
      'src/features/orders/orders-routes.tsx',
      'src/features/orders/api/prefetch-order.ts',
    ],
  },
  { path: '/account/orders', modules: [...ACCOUNT, 'src/features/orders/account-orders-page.tsx'] },
  {
    path: '/account/orders/:id',
    modules: [
      ...ACCOUNT,
      'src/features/orders/account-order-detail-page.tsx',
      'src/features/orders/api/prefetch-past-order.ts',
    ],
  },
  { path: '/scan', modules: [...EVERY_SCREEN, ...SIGNED_IN, 'src/features/scan/scan-page.tsx'] },
  {
    path: '/account/cards',
    modules: [
      ...ACCOUNT,
      'src/features/cards/cards-page.tsx',
      'src/features/cards/api/prefetch-member-cards.ts',
    ],
  },
  {
    path: '/account/rewards',
    modules: [
      ...ACCOUNT,
      'src/features/rewards/rewards-page.tsx',
      'src/features/rewards/api/prefetch-rewards.ts',
    ],
  },
  { path: '/account/favorites', modules: [...ACCOUNT, 'src/features/favorites/favorites-page.tsx'] },
  { path: '/account/profile', modules: [...ACCOUNT, 'src/features/account/profile-page.tsx'] },
  {
    path: '/accessibility-statement',
    modules: [...EVERY_SCREEN, 'src/features/help/accessibility-statement-page.tsx'],
  },
];

/** The files `keys` load, with everything they import statically; throws on a key the build lacks. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}: update bench/web/route-first-load.ts`);
    if (files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files.filter((file) => file.endsWith('.js'));
}

export interface RouteFigure {
  path: string;
  chunks: number;
  /** gzip, all chunks. */
  jsBytes: number;
}

/** Each route family's first-visit JS in the build at `dist` (gzip, every chunk counted once). */
export function measureRoutes(
  dist: string,
  manifest: Manifest,
  families: readonly RouteFamily[] = ROUTE_FAMILIES,
): RouteFigure[] {
  const sizes = new Map<string, number>();
  const sizeOf = (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSize(readFileSync(join(dist, file)));
      sizes.set(file, size);
    }
    return size;
  };
  return families.map(({ path, modules }) => {
    const files = staticClosure(manifest, ['index.html', ...modules]);
    return { path, chunks: files.length, jsBytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}
