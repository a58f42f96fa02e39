// The route table. The menu home ships in the first bundle; every other screen loads on demand.
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { MenuHomePage } from '../features/menu/menu-home-page.tsx';
import { PageSpinner } from '../ui/spinner.tsx';

const GroupPage = lazy(() => import('../features/menu/group-page.tsx'));
const ProductPage = lazy(() => import('../features/product/product-page.tsx'));
const NotBuiltPage = lazy(() => import('../features/placeholder/not-built-page.tsx'));

const NOT_YET_BUILT = [
  '/cart',
  '/checkout',
  '/checkout/*',
  '/login',
  '/login/*',
  '/scan',
  '/account',
  '/account/*',
  '/orders',
  '/orders/*',
  '/search/*',
  '/help',
  '/accessibility-statement',
  '/menu/product/edit/*',
  '/product/edit/*',
];

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/menu" component={MenuHomePage} />
        <Route path="/menu/product/:id/:slug">
          {(params) => <ProductPage productId={Number(params.id)} />}
        </Route>
        <Route path="/product/:id/:slug">{(params) => <ProductPage productId={Number(params.id)} />}</Route>
        <Route path="/product/:id">{(params) => <ProductPage productId={Number(params.id)} />}</Route>
        <Route path="/menu/:groupId/">{(params) => <GroupPage groupId={Number(params.groupId)} />}</Route>
        <Route path="/menu/:groupId">{(params) => <GroupPage groupId={Number(params.groupId)} />}</Route>
        {NOT_YET_BUILT.map((path) => (
          <Route key={path} path={path} component={NotBuiltPage} />
        ))}
        <Route>
          <Redirect to="/menu" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
