// What the main area shows while the menu tables download (MenuTablesProvider's placeholder): /menu
// gets its own skeleton with the hero, other screens the status on its own. The first HTML is this,
// prerendered at build time (src/prerender/), so it must render the same without a browser.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { MenuHomeSkeleton } from '../../features/menu/menu-home-skeleton.tsx';

export function TablesPlaceholder({ status }: { status: ReactNode }) {
  const [location] = useLocation();
  if (location === '/menu' || location === '/menu/') return <MenuHomeSkeleton status={status} />;
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 text-center">
      {status}
    </div>
  );
}

export const tablesPlaceholder = (status: ReactNode): ReactNode => <TablesPlaceholder status={status} />;
