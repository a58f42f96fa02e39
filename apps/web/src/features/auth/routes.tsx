import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import type { RouteDeclaration } from '../../lib/route-declaration.ts';

const LoginPage = lazyWithGraphQL(() => import('./login-page.tsx'));
const login = { render: () => <LoginPage />, preload: LoginPage.preload };

export const authRoutes: readonly RouteDeclaration[] = [
  { path: '/login', ...login },
  { path: '/login/*', ...login },
];
