// The navigation: the home page, then each section's pages the person may open, then who is signed
// in (e-mail and role; a store manager's stores) and the way out.
import { STAFF_ROLE_LABELS } from '@brewline/domain/accounts/staff-roles';
import { Coffee, LayoutDashboard, LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useAdminStores } from '../lib/admin-stores.ts';
import { useStaffSession } from '../lib/staff-session.tsx';
import { adminRoutes } from './admin-routes.tsx';
import { visibleSections } from './visible-routes.ts';

function isCurrent(location: string, path: string): boolean {
  if (path === '/') return location === '/';
  return location === path || location.startsWith(`${path}/`);
}

function NavLink({
  href,
  label,
  icon: Icon,
  onNavigate,
}: {
  href: string;
  label: string;
  icon: typeof Coffee;
  onNavigate: () => void;
}) {
  const [location] = useLocation();
  const current = isCurrent(location, href);
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={`flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${
        current ? 'bg-white/12 text-white' : 'text-stone-300 hover:bg-white/6 hover:text-white'
      }`}
    >
      <Icon aria-hidden className={`size-4.5 ${current ? 'text-brand' : ''}`} />
      {label}
    </Link>
  );
}

export interface SidebarNavProps {
  readonly onNavigate: () => void;
  readonly onSignOut: () => void;
}

export function SidebarNav({ onNavigate, onSignOut }: SidebarNavProps) {
  const { email, role, storeIds, can } = useStaffSession();
  const { nameOf } = useAdminStores();
  const sections = visibleSections(adminRoutes, can);
  return (
    <div className="flex h-full flex-col bg-roast text-stone-100">
      <div className="flex items-center gap-2.5 px-5 pt-5 pb-6">
        <span className="grid size-9 place-items-center rounded-lg bg-brand-ink">
          <Coffee aria-hidden className="size-5 text-white" />
        </span>
        <span className="leading-tight">
          <span className="block font-bold text-white">Brewline</span>
          <span className="block text-xs text-stone-400">Back office</span>
        </span>
      </div>
      <nav aria-label="Back office" className="flex-1 overflow-y-auto px-3">
        <NavLink href="/" label="Home" icon={LayoutDashboard} onNavigate={onNavigate} />
        {sections.map(({ section, routes }) => (
          <div key={section} className="mt-5">
            <h2 className="px-3 pb-1.5 text-xs font-semibold tracking-wider text-stone-400 uppercase">
              {section}
            </h2>
            <ul className="space-y-0.5">
              {routes.map((route) => (
                <li key={route.path}>
                  <NavLink href={route.path} label={route.label} icon={route.icon} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-white/10 p-4">
        <p className="truncate text-sm font-semibold text-white" title={email}>
          {email}
        </p>
        <p className="text-xs text-stone-400">
          {STAFF_ROLE_LABELS[role]}
          {role === 'STORE_MANAGER' && storeIds.length > 0 && `: ${storeIds.map(nameOf).join(', ')}`}
        </p>
        <button
          type="button"
          onClick={onSignOut}
          className="mt-3 inline-flex min-h-9 w-full items-center justify-center gap-2 rounded-lg border border-white/20 text-sm font-medium text-stone-200 hover:bg-white/10"
        >
          <LogOut aria-hidden className="size-4" />
          Sign out
        </button>
      </div>
    </div>
  );
}
