// The back office's home: a greeting that says who the person is to the back office, and a card for
// every page they may open, section by section.
import { STAFF_ROLE_LABELS } from '@brewline/domain/accounts/staff-roles';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useAdminStores } from '../lib/admin-stores.ts';
import { useStaffSession } from '../lib/staff-session.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { adminRoutes } from './admin-routes.tsx';
import { visibleSections } from './visible-routes.ts';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function DashboardPage() {
  const { email, role, storeIds, can } = useStaffSession();
  const { nameOf } = useAdminStores();
  const sections = visibleSections(adminRoutes, can);
  const scope =
    role === 'STORE_MANAGER'
      ? `You manage ${storeIds.map(nameOf).join(', ')}.`
      : role === 'CHAIN_ADMIN'
        ? 'You can run every part of the chain.'
        : 'You help customers with their orders, refunds, cards and accounts, in every store.';
  return (
    <>
      <PageHeader
        title={`${greeting(new Date().getHours())}`}
        description={
          <>
            Signed in as {email}, {STAFF_ROLE_LABELS[role].toLowerCase()}. {scope}
          </>
        }
      />
      {sections.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">
          Nothing here is open to your role yet. A chain admin can change your role.
        </p>
      ) : (
        sections.map(({ section, routes }) => (
          <section key={section} aria-labelledby={`section-${section}`} className="mb-8">
            <h2
              id={`section-${section}`}
              className="mb-3 text-sm font-semibold tracking-wider text-stone-600 uppercase"
            >
              {section}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {routes.map((route) => (
                <li key={route.path}>
                  <Link
                    href={route.path}
                    className="group flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-brand-ink/40 hover:shadow-md"
                  >
                    <span className="flex items-center gap-3">
                      <span className="grid size-10 place-items-center rounded-lg bg-brand-soft text-brand-ink">
                        <route.icon aria-hidden className="size-5" />
                      </span>
                      <span className="text-base font-semibold text-stone-900">{route.label}</span>
                      <ArrowRight
                        aria-hidden
                        className="ml-auto size-4 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-brand-ink"
                      />
                    </span>
                    <span className="mt-3 text-sm text-stone-600">{route.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
