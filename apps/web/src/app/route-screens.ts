// The screens the route table loads on demand, with the GraphQL code (lazyWithGraphQL: the first load
// has none). Shared by the route table (app-routes.tsx) and the route prefetch (route-prefetch.ts),
// which preloads the screen the app opens on, so that screen renders without suspending.
import { lazyWithGraphQL } from '../lib/lazy-with-graphql.tsx';

export const GroupPage = lazyWithGraphQL(() => import('../features/menu/group-page.tsx'));
export const ProductPage = lazyWithGraphQL(() => import('../features/product/product-page.tsx'));
export const ProductEditPage = lazyWithGraphQL(() => import('../features/product/product-edit-page.tsx'));
export const CartPage = lazyWithGraphQL(() => import('../features/cart/cart-page.tsx'));
export const CheckoutRoutes = lazyWithGraphQL(() => import('../features/checkout/checkout-routes.tsx'));
export const OrdersRoutes = lazyWithGraphQL(() => import('../features/orders/orders-routes.tsx'));
export const SearchResultsPage = lazyWithGraphQL(() => import('../features/search/search-results-page.tsx'));
export const LoginPage = lazyWithGraphQL(() => import('../features/auth/login-page.tsx'));
export const AccountRoutes = lazyWithGraphQL(() => import('./account-routes.tsx'));
export const HelpPage = lazyWithGraphQL(() => import('../features/help/help-page.tsx'));
export const AccessibilityStatementPage = lazyWithGraphQL(
  () => import('../features/help/accessibility-statement-page.tsx'),
);
export const ScanPage = lazyWithGraphQL(() => import('../features/scan/scan-page.tsx'));
export const LocationsPage = lazyWithGraphQL(() => import('../features/stores/locations-page.tsx'));
export const CompanyPage = lazyWithGraphQL(() => import('../features/company/company-page.tsx'));
