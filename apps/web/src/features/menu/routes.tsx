// The menu's routes: the home (in the first bundle) and a group's page.
import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import type { RouteDeclaration } from '../../lib/route-declaration.ts';
import { MenuHomePage } from './menu-home-page.tsx';

const GroupPage = lazyWithGraphQL(() => import('./group-page.tsx'));
const group: Omit<RouteDeclaration, 'path'> = {
  render: (params) => <GroupPage groupId={Number(params['groupId'])} />,
  preload: GroupPage.preload,
};

export const menuRoutes: readonly RouteDeclaration[] = [
  { path: '/menu', render: () => <MenuHomePage /> },
  { path: '/menu/:groupId/', ...group },
  { path: '/menu/:groupId', ...group },
];
