import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import type { RouteDeclaration } from '../../lib/route-declaration.ts';

const HelpPage = lazyWithGraphQL(() => import('./help-page.tsx'));
const AccessibilityStatementPage = lazyWithGraphQL(() => import('./accessibility-statement-page.tsx'));

export const helpRoutes: readonly RouteDeclaration[] = [
  { path: '/help', render: () => <HelpPage />, preload: HelpPage.preload },
  {
    path: '/accessibility-statement',
    render: () => <AccessibilityStatementPage />,
    preload: AccessibilityStatementPage.preload,
  },
];
