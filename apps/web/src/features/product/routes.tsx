// A product's page and the page that edits a cart line. Edit routes come first: '/menu/product/edit/x'
// would otherwise read as product 'edit'.
import { readSelectedStoreId } from '../../lib/selected-store.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';
import { quietly, type RouteDeclaration } from '../../lib/route-declaration.ts';

// The screens need no GraphQL until a store is chosen (product-builder.tsx).
const ProductPage = preloadableLazy(() => import('./product-page.tsx'));
const ProductEditPage = preloadableLazy(() => import('./product-edit-page.tsx'));

const edit: Omit<RouteDeclaration, 'path'> = {
  render: (params) => <ProductEditPage lineId={params['lineId'] ?? ''} />,
  preload: ProductEditPage.preload,
};

const product: Omit<RouteDeclaration, 'path'> = {
  render: (params) => <ProductPage productId={Number(params['id'])} />,
  preload: ProductPage.preload,
  prefetch: () => {
    const storeId = readSelectedStoreId();
    if (storeId === null) return;
    quietly(() => import('./api/prefetch-menu-prices.ts').then((m) => m.prefetchMenuPrices(storeId)));
    quietly(() => import('./product-builder.tsx').then((m) => m.PricedBuilder.preload()));
  },
};

export const productRoutes: readonly RouteDeclaration[] = [
  { path: '/menu/product/edit/:lineId/*', ...edit },
  { path: '/menu/product/edit/:lineId', ...edit },
  { path: '/product/edit/:lineId', ...edit },
  { path: '/menu/product/:id/:slug', ...product },
  { path: '/product/:id/:slug', ...product },
  { path: '/product/:id', ...product },
];
