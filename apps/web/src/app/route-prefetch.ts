// Starts downloading the code of the screen the app opens on together with the menu tables, instead
// of after them: the routes render only once the tables are in (MenuTablesProvider), so a product page
// opened from a link would otherwise wait for the tables, then for its code. Preloading the route's
// lazy screen itself (route-screens.ts) also lets it render without suspending once its code is in.
// A hint only: app-routes.tsx stays the route table, and a path missing from route-code.ts (or a
// pattern gone stale) just loads its code when the route renders, as before.
import { readActiveOrderId } from '../lib/active-order.ts';
import { readSelectedStoreId } from '../lib/selected-store.ts';
import { prefetchSelectedStore } from '../lib/selected-store-context.tsx';
import { readAccessToken } from '../lib/session-storage.ts';
import { accountPathOf } from '../features/account/public/account-page-headings.ts';
import { HERO_PATHS, ROUTE_CODE_PATHS, routeCodeOf, type RouteCodeKey } from './route-code.ts';
import {
  AccountRoutes,
  CartPage,
  CheckoutRoutes,
  GroupPage,
  OrdersRoutes,
  ProductPage,
} from './route-screens.ts';

const ROUTE_SCREENS: Record<RouteCodeKey, { readonly preload: () => Promise<void> }> = {
  product: ProductPage,
  group: GroupPage,
  cart: CartPage,
  checkout: CheckoutRoutes,
  orders: OrdersRoutes,
  account: AccountRoutes,
};

/**
 * A returning customer's store is asked for at once: the chrome and most screens show it. Settles
 * once the answer is in, or failed.
 */
export function prefetchStoreQuery(): Promise<void> {
  const storeId = readSelectedStoreId();
  if (storeId === null) return Promise.resolve();
  return prefetchSelectedStore(storeId).catch(() => undefined);
}

/** A route's code and the queries its screen shows first, started together. */
export interface RoutePrefetch {
  /** Settles once the screen's code has loaded (or failed: the route reports that when it renders). */
  readonly code: Promise<void>;
  /** Settles once the answers of the screen's first queries are in (or failed); at once if none. */
  readonly data: Promise<void>;
}

export function prefetchRoute(path: string): RoutePrefetch {
  const data = prefetchRouteData(path);
  const route = routeCodeOf(path);
  if (!route) return { code: Promise.resolve(), data };
  // Every one of these screens queries, so the GraphQL code (lazyWithGraphQL) comes along.
  const screen = ROUTE_SCREENS[route].preload();
  // The checkout's steps and the account's pages are chunks of their own: the step's or the page's
  // code comes with the route's.
  const page =
    route === 'checkout'
      ? import('../features/checkout/checkout-steps.ts').then(({ preloadCheckoutStep }) =>
          preloadCheckoutStep(path),
        )
      : route === 'account'
        ? import('./account-routes.tsx').then(({ preloadAccountPage }) => preloadAccountPage(path))
        : null;
  const code = page ? Promise.all([screen, page]).then(() => undefined) : screen;
  return { code, data };
}

/**
 * The queries a screen waits for before its largest paint, started with its code. The screens read
 * these answers once (lib/prefetched-query.ts); a path or state not handled here just queries when
 * its screen renders, as before. Settles once the answers that the pages the server draws (a
 * product's, the payment step) show first are in; the others' at once.
 */
function prefetchRouteData(path: string): Promise<void> {
  if (HERO_PATHS.activeOrder.test(path)) {
    const orderId = readActiveOrderId();
    if (orderId !== null) {
      import('../features/orders/api/prefetch-order.ts')
        .then(({ prefetchOrder }) => prefetchOrder(orderId))
        .catch(() => undefined);
    }
    return Promise.resolve();
  }
  if (ROUTE_CODE_PATHS.account.test(path)) {
    // A member's only: a visitor without a session is sent away from these pages.
    if (readAccessToken() !== null) prefetchAccountPageData(path);
    return Promise.resolve();
  }
  const storeId = readSelectedStoreId();
  if (storeId === null) return Promise.resolve();
  if (ROUTE_CODE_PATHS.product.test(path)) {
    return import('../features/product/api/prefetch-menu-prices.ts')
      .then(({ prefetchMenuPrices }) => prefetchMenuPrices(storeId))
      .catch(() => undefined);
  }
  if (ROUTE_CODE_PATHS.cart.test(path)) {
    import('../lib/prefetch-cart-prices.ts')
      .then(({ prefetchCartPrices }) => prefetchCartPrices(storeId))
      .catch(() => undefined);
  } else if (/^\/checkout\/payment\/?$/.test(path)) {
    return import('../features/checkout/api/prefetch-payment-step.ts')
      .then(({ prefetchPaymentStep }) => prefetchPaymentStep(storeId))
      .catch(() => undefined);
  }
  return Promise.resolve();
}

/** The account pages whose largest paint waits for a query of their own, beside the member's session. */
function prefetchAccountPageData(path: string): void {
  const account = accountPathOf(path);
  if (!account) return;
  const { page, detail } = account;
  if (page === 'cards') {
    import('../features/cards/api/prefetch-member-cards.ts')
      .then(({ prefetchMemberCards }) => prefetchMemberCards())
      .catch(() => undefined);
  } else if (page === 'rewards') {
    import('../features/rewards/api/prefetch-rewards.ts')
      .then(({ prefetchRewards }) => prefetchRewards())
      .catch(() => undefined);
  } else if (page === 'orderDetails' && detail !== null) {
    import('../features/orders/api/prefetch-past-order.ts')
      .then(({ prefetchPastOrder }) => prefetchPastOrder(detail))
      .catch(() => undefined);
  }
}
