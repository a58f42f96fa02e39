// The chain's short pages.
import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import type { RouteDeclaration } from '../../lib/route-declaration.ts';

const CompanyPage = lazyWithGraphQL(() => import('./company-page.tsx'));

export const companyRoutes: readonly RouteDeclaration[] = (['/about', '/jobs', '/franchise'] as const).map(
  (path) => ({ path, render: () => <CompanyPage path={path} />, preload: CompanyPage.preload }),
);
