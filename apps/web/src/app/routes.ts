// Every route of the app, in the order they are matched: each feature declares its own
// (features/*/routes.tsx). A path matching none goes to /menu (app-routes.tsx).
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import { authRoutes } from '../features/auth/routes.tsx';
import { cartRoutes } from '../features/cart/routes.tsx';
import { checkoutRoutes } from '../features/checkout/routes.tsx';
import { companyRoutes } from '../features/company/routes.tsx';
import { helpRoutes } from '../features/help/routes.tsx';
import { menuRoutes } from '../features/menu/routes.tsx';
import { ordersRoutes } from '../features/orders/routes.tsx';
import { productRoutes } from '../features/product/routes.tsx';
import { scanRoutes } from '../features/scan/routes.tsx';
import { searchRoutes } from '../features/search/routes.tsx';
import { storesRoutes } from '../features/stores/routes.tsx';
import type { RouteDeclaration } from '../lib/route-declaration.ts';
import { accountRoutes } from './account-section.tsx';

export const ROUTES: readonly RouteDeclaration[] = [
  ...productRoutes,
  ...menuRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...ordersRoutes,
  ...accountRoutes,
  ...authRoutes,
  ...helpRoutes,
  ...storesRoutes,
  ...companyRoutes,
  ...searchRoutes,
  ...scanRoutes,
];

/** The route a visit to `path` opens on, as wouter's <Switch> would pick it. */
export function routeAt(path: string): RouteDeclaration | null {
  return ROUTES.find((route) => matchRoute(parse, route.path, path, route.nest)[0]) ?? null;
}

/**
 * Starts the code and the first queries of the screen a visit to `path` opens on. Settles once the
 * code is in (or failed: the route reports that when it renders).
 */
export function prefetchRoute(path: string): Promise<void> {
  const route = routeAt(path);
  route?.prefetch?.(path);
  return (route?.preload?.(path) ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
