// The store finder as a page (the main navigation's Find a Store).
import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import type { RouteDeclaration } from '../../lib/route-declaration.ts';

const LocationsPage = lazyWithGraphQL(() => import('./locations-page.tsx'));

export const storesRoutes: readonly RouteDeclaration[] = [
  { path: '/locations', render: () => <LocationsPage />, preload: LocationsPage.preload },
];
