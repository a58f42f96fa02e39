import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import type { RouteDeclaration } from '../../lib/route-declaration.ts';

const ScanPage = lazyWithGraphQL(() => import('./scan-page.tsx'));

export const scanRoutes: readonly RouteDeclaration[] = [
  { path: '/scan', render: () => <ScanPage />, preload: ScanPage.preload },
];
