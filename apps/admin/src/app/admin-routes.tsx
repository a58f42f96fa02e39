// Every page of the back office, one entry each: where it is, what the navigation calls it, the
// permission it needs (domain staff-roles.ts) and the section it is listed under. The navigation and
// the dashboard are built from this list and leave out what the person's role cannot do; the server
// refuses it anyway. Pages load on first visit, so the first load carries only the shell.
//
// To add a page: write it in src/features/<feature>/ with a default export, then add an entry here.
import type { StaffPermission } from '@brewline/domain/accounts/staff-roles';
import {
  ChartColumn,
  Coffee,
  Gift,
  History,
  MonitorSmartphone,
  Receipt,
  Send,
  Store,
  Tags,
  UserSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The navigation's sections, in the order they are listed. */
export const ADMIN_SECTIONS = ['Menu', 'Stores', 'Customers', 'Reports', 'Organization'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export interface AdminRoute {
  /** Inside /admin, e.g. '/people'; the page also gets every path below it ('/people/…'). */
  readonly path: string;
  readonly label: string;
  readonly permission: StaffPermission;
  readonly section: AdminSection;
  readonly icon: LucideIcon;
  /** One sentence for the dashboard's card. */
  readonly summary: string;
  readonly page: LazyExoticComponent<ComponentType>;
}

export const adminRoutes: readonly AdminRoute[] = [
  {
    path: '/menu',
    label: 'Menu',
    permission: 'menu.edit',
    section: 'Menu',
    icon: Coffee,
    summary: 'Groups and products, sizes, modifiers and visibility, in a draft customers see once published.',
    page: lazy(() => import('../features/menu/menu-page.tsx')),
  },
  {
    path: '/prices',
    label: 'Prices',
    permission: 'prices.edit',
    section: 'Menu',
    icon: Tags,
    summary:
      'The chain’s, regions’ and stores’ prices in one grid: edit cells, change many by percent, publish.',
    page: lazy(() => import('../features/prices/prices-page.tsx')),
  },
  {
    path: '/publish',
    label: 'Publish',
    permission: 'menu.publish',
    section: 'Menu',
    icon: Send,
    summary: 'What the draft menu and prices will change, and publishing them to every store at once.',
    page: lazy(() => import('../features/menu/publish-page.tsx')),
  },
  {
    path: '/stores',
    label: 'Stores',
    permission: 'stores.view',
    section: 'Stores',
    icon: Store,
    summary:
      'Hours, holidays and closures, online ordering, pickup methods, make time and tax of each store.',
    page: lazy(() => import('../features/stores/stores-page.tsx')),
  },
  {
    path: '/terminals',
    label: 'Terminals and boards',
    permission: 'terminals.manage',
    section: 'Stores',
    icon: MonitorSmartphone,
    summary: "Pair a store's board with a one-time code, see each terminal's connection, revoke a board.",
    page: lazy(() => import('../features/terminals/terminals-page.tsx')),
  },
  {
    path: '/orders',
    label: 'Orders',
    permission: 'orders.view',
    section: 'Customers',
    icon: Receipt,
    summary: 'Find an order by number, e-mail or card, see its whole life, and refund all or part of it.',
    page: lazy(() => import('../features/orders/orders-page.tsx')),
  },
  {
    path: '/members',
    label: 'Members',
    permission: 'members.view',
    section: 'Customers',
    icon: UserSearch,
    summary:
      'Look a member up: their Brewline Cards with every movement, their rewards, and card-feature help.',
    page: lazy(() => import('../features/members/members-page.tsx')),
  },
  {
    path: '/rewards',
    label: 'Reward plans',
    permission: 'rewards.edit',
    section: 'Customers',
    icon: Gift,
    summary: 'What members can claim with their points, and how long a claimed reward stays usable.',
    page: lazy(() => import('../features/rewards/reward-plans-page.tsx')),
  },
  {
    path: '/people',
    label: 'People',
    permission: 'staff.manage',
    section: 'Organization',
    icon: Users,
    summary: 'Who works in the back office, with their roles and stores: invite staff, remove access.',
    page: lazy(() => import('../features/people/people-page.tsx')),
  },
  {
    path: '/reports',
    label: 'Reports',
    permission: 'reports.view',
    section: 'Reports',
    icon: ChartColumn,
    summary:
      'Sales by store, day and hour, what sold, refunds and failed orders, the checkout funnel; CSV export.',
    page: lazy(() => import('../features/reports/reports-page.tsx')),
  },
  {
    path: '/audit',
    label: 'Audit log',
    permission: 'audit.view',
    section: 'Organization',
    icon: History,
    summary: 'Every change made in the back office: who, when, and the record before and after.',
    page: lazy(() => import('../features/audit/audit-log-page.tsx')),
  },
];
