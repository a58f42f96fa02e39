import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import { quietly, type RouteDeclaration } from '../../lib/route-declaration.ts';
import { readSelectedStoreId } from '../../lib/selected-store.ts';

const CartPage = lazyWithGraphQL(() => import('./cart-page.tsx'));

export const cartRoutes: readonly RouteDeclaration[] = [
  {
    path: '/cart',
    render: () => <CartPage />,
    preload: CartPage.preload,
    prefetch: () => {
      const storeId = readSelectedStoreId();
      if (storeId === null) return;
      quietly(() => import('../../lib/prefetch-cart-prices.ts').then((m) => m.prefetchCartPrices(storeId)));
    },
  },
];
