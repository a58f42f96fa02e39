// The route table. The menu home ships in the first bundle; every other screen loads on demand, with
// the GraphQL code (lazyWithGraphQL: the first load has none).
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { lazyWithGraphQL } from '../lib/lazy-with-graphql.tsx';
import { MenuHomePage } from '../features/menu/menu-home-page.tsx';
import { PageSpinner } from '../ui/spinner.tsx';

const GroupPage = lazyWithGraphQL(() => import('../features/menu/group-page.tsx'));
const ProductPage = lazyWithGraphQL(() => import('../features/product/product-page.tsx'));
const ProductEditPage = lazyWithGraphQL(() => import('../features/product/product-edit-page.tsx'));
const CartPage = lazyWithGraphQL(() => import('../features/cart/cart-page.tsx'));
const CheckoutRoutes = lazyWithGraphQL(() => import('../features/checkout/checkout-routes.tsx'));
const OrdersRoutes = lazyWithGraphQL(() => import('../features/orders/orders-routes.tsx'));
const SearchResultsPage = lazyWithGraphQL(() => import('../features/search/search-results-page.tsx'));
const LoginPage = lazyWithGraphQL(() => import('../features/auth/login-page.tsx'));
const AccountRoutes = lazyWithGraphQL(() => import('../features/account/account-routes.tsx'));
const HelpPage = lazyWithGraphQL(() => import('../features/help/help-page.tsx'));
const AccessibilityStatementPage = lazyWithGraphQL(
  () => import('../features/help/accessibility-statement-page.tsx'),
);
const ScanPage = lazyWithGraphQL(() => import('../features/scan/scan-page.tsx'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/menu" component={MenuHomePage} />
        <Route path="/cart" component={CartPage} />
        {/* Nested: the checkout steps and the order pages route relative to these. */}
        <Route path="/checkout" nest component={CheckoutRoutes} />
        <Route path="/orders" nest component={OrdersRoutes} />
        <Route path="/account" nest component={AccountRoutes} />
        <Route path="/login" component={LoginPage} />
        <Route path="/login/*" component={LoginPage} />
        <Route path="/help" component={HelpPage} />
        <Route path="/accessibility-statement" component={AccessibilityStatementPage} />
        {/* Edit routes first: '/menu/product/edit/x' would otherwise read as product 'edit'. */}
        <Route path="/menu/product/edit/:lineId/*">
          {(params) => <ProductEditPage lineId={params.lineId} />}
        </Route>
        <Route path="/menu/product/edit/:lineId">
          {(params) => <ProductEditPage lineId={params.lineId} />}
        </Route>
        <Route path="/product/edit/:lineId">{(params) => <ProductEditPage lineId={params.lineId} />}</Route>
        <Route path="/menu/product/:id/:slug">
          {(params) => <ProductPage productId={Number(params.id)} />}
        </Route>
        <Route path="/product/:id/:slug">{(params) => <ProductPage productId={Number(params.id)} />}</Route>
        <Route path="/product/:id">{(params) => <ProductPage productId={Number(params.id)} />}</Route>
        <Route path="/menu/:groupId/">{(params) => <GroupPage groupId={Number(params.groupId)} />}</Route>
        <Route path="/menu/:groupId">{(params) => <GroupPage groupId={Number(params.groupId)} />}</Route>
        <Route path="/search/*">{(params) => <SearchResultsPage rest={params['*'] ?? ''} />}</Route>
        <Route path="/scan" component={ScanPage} />
        <Route>
          <Redirect to="/menu" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
