// The route table. The menu home ships in the first bundle; every other screen loads on demand
// (route-screens.ts), under the Suspense boundary in app.tsx.
import { Redirect, Route, Switch } from 'wouter';
import { MenuHomePage } from '../features/menu/menu-home-page.tsx';
import {
  AccessibilityStatementPage,
  AccountRoutes,
  CartPage,
  CheckoutRoutes,
  CompanyPage,
  GroupPage,
  HelpPage,
  LocationsPage,
  LoginPage,
  OrdersRoutes,
  ProductEditPage,
  ProductPage,
  ScanPage,
  SearchResultsPage,
} from './route-screens.ts';

export function AppRoutes() {
  return (
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
      {/* The main navigation's pages: the store finder as a page, and the chain's short pages. */}
      <Route path="/locations" component={LocationsPage} />
      <Route path="/about">{() => <CompanyPage path="/about" />}</Route>
      <Route path="/jobs">{() => <CompanyPage path="/jobs" />}</Route>
      <Route path="/franchise">{() => <CompanyPage path="/franchise" />}</Route>
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
  );
}
