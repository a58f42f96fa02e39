// The pages a person may open, grouped by section in the navigation's order.
import type { StaffSession } from '../lib/staff-session.tsx';
import { ADMIN_SECTIONS, type AdminRoute, type AdminSection } from './admin-routes.tsx';

export interface RouteSection {
  readonly section: AdminSection;
  readonly routes: readonly AdminRoute[];
}

export function visibleSections(
  routes: readonly AdminRoute[],
  can: StaffSession['can'],
): readonly RouteSection[] {
  const allowed = routes.filter((route) => can(route.permission));
  return ADMIN_SECTIONS.map((section) => ({
    section,
    routes: allowed.filter((route) => route.section === section),
  })).filter((group) => group.routes.length > 0);
}
