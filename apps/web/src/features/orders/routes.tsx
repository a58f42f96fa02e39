// /orders, /orders/active and /orders/{id} (orders-routes.tsx).
import { readActiveOrderId } from '../../lib/active-order.ts';
import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import { quietly, type RouteDeclaration } from '../../lib/route-declaration.ts';

const OrdersRoutes = lazyWithGraphQL(() => import('./orders-routes.tsx'));

export const ordersRoutes: readonly RouteDeclaration[] = [
  {
    path: '/orders',
    nest: true,
    render: () => <OrdersRoutes />,
    preload: OrdersRoutes.preload,
    prefetch: (path) => {
      const orderId = readActiveOrderId();
      if (orderId === null || !/^\/orders\/active\/?$/.test(path)) return;
      quietly(() => import('./api/prefetch-order.ts').then((m) => m.prefetchOrder(orderId)));
    },
  },
];
