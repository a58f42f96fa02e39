import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import type { RouteDeclaration } from '../../lib/route-declaration.ts';

const SearchResultsPage = lazyWithGraphQL(() => import('./search-results-page.tsx'));

export const searchRoutes: readonly RouteDeclaration[] = [
  {
    path: '/search/*',
    render: (params) => <SearchResultsPage rest={params['*'] ?? ''} />,
    preload: SearchResultsPage.preload,
  },
];
