// /checkout and its steps (checkout-routes.tsx routes the steps; each step is a chunk of its own).
import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import { quietly, type RouteDeclaration } from '../../lib/route-declaration.ts';
import { readSelectedStoreId } from '../../lib/selected-store.ts';
import { preloadCheckoutStep } from './checkout-steps.ts';

const CheckoutRoutes = lazyWithGraphQL(() => import('./checkout-routes.tsx'));

export const checkoutRoutes: readonly RouteDeclaration[] = [
  {
    path: '/checkout',
    nest: true,
    render: () => <CheckoutRoutes />,
    preload: (path) => Promise.all([CheckoutRoutes.preload(), preloadCheckoutStep(path)]),
    prefetch: (path) => {
      const storeId = readSelectedStoreId();
      if (storeId === null || !/^\/checkout\/payment\/?$/.test(path)) return;
      quietly(() => import('./api/prefetch-payment-step.ts').then((m) => m.prefetchPaymentStep(storeId)));
    },
  },
];
