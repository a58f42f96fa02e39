// The frame around every screen. Desktop (lg and up): top bar, main navigation, toolbar, footer.
// Phone: fixed header with the page title, toolbar, bottom tab bar and a slide-out menu.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHistoryDepth } from '../../lib/go-back.ts';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { Footer } from './footer.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileHeader } from './mobile-header.tsx';
import { SlideOutMenu } from './slide-out-menu.tsx';
import { TabBar } from './tab-bar.tsx';
import { TermsDialogHost } from './terms-dialog-host.tsx';
import { Toolbar } from './toolbar.tsx';
import { TopBar } from './top-bar.tsx';

const StorePickerDialog = lazy(() => import('../../features/stores/store-picker-dialog.tsx'));

export function AppChrome({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pickerOpen } = useSelectedStore();
  useHistoryDepth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 bg-white shadow-sm lg:static lg:shadow-none">
        <TopBar />
        <MainNav />
        <MobileHeader onOpenMenu={() => setMenuOpen(true)} />
        <Toolbar />
      </header>
      <main id="main" className="layout-width flex-1 pt-4 pb-24 lg:pb-12">
        {children}
      </main>
      <Footer />
      <TabBar onOpenMenu={() => setMenuOpen(true)} />
      <SlideOutMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <TermsDialogHost />
      {pickerOpen && (
        <Suspense fallback={null}>
          <StorePickerDialog />
        </Suspense>
      )}
    </div>
  );
}
