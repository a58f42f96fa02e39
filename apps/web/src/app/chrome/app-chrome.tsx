// The frame around every screen. Desktop (lg and up): top bar, main navigation, toolbar, footer.
// Phone: fixed header with the page title, toolbar, bottom tab bar and a slide-out menu.
import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { useHistoryDepth } from '../../lib/go-back.ts';
import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { FROM_LG, useMediaQuery } from '../../lib/use-media-query.ts';
import { Footer } from './footer.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileHeader } from './mobile-header.tsx';
import type { SlideOutMenu as SlideOutMenuView } from './slide-out-menu.tsx';
import { TabBar } from './tab-bar.tsx';
import { TermsDialogHost } from './terms-dialog-host.tsx';
import { Toolbar } from './toolbar.tsx';
import { TopBar } from './top-bar.tsx';

const StorePickerDialog = lazyWithGraphQL(() => import('../../features/stores/store-picker-dialog.tsx'));
// Loaded on the first tap on a menu button, then kept: the first paint never needs it.
const SlideOutMenu = lazyWithGraphQL<ComponentProps<typeof SlideOutMenuView>>(() =>
  import('./slide-out-menu.tsx').then((m) => ({ default: m.SlideOutMenu })),
);

/**
 * The desktop's top bar and main navigation from Tailwind's lg (their `lg:` classes), the phone's
 * header and tabs below.
 */
const DESKTOP_CHROME = FROM_LG;

// The chrome itself reads no context: a change of store, page or location re-renders only the parts
// that show it (the toolbar, the header's title, the tabs), not the whole frame around the screen.
function StorePickerHost() {
  const { pickerOpen } = useSelectedStore();
  return pickerOpen ? (
    <Suspense fallback={null}>
      <StorePickerDialog />
    </Suspense>
  ) : null;
}

function HistoryDepth() {
  useHistoryDepth();
  return null;
}

export function AppChrome({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };
  // The stylesheet shows either the desktop's bars or the phone's; the browser renders only those on
  // screen (a phone's first draw skipped the top bar and the main navigation: about 15 ms at 4x CPU).
  // The server cannot know the width (null): it draws both, as does a window without matchMedia.
  const desktop = useMediaQuery(DESKTOP_CHROME);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 bg-white shadow-sm lg:static lg:shadow-none">
        {desktop !== false && <TopBar />}
        {desktop !== false && <MainNav />}
        {desktop !== true && <MobileHeader onOpenMenu={openMenu} />}
        <Toolbar />
      </header>
      {/* At least a screen tall: the footer starts below the fold on every screen, so a page that
          grows as it loads never pushes a visible footer down (no layout shift). */}
      <main id="main" className="layout-width min-h-dvh flex-1 pt-4 pb-24 lg:pb-12">
        {children}
      </main>
      <Footer />
      {desktop !== true && <TabBar onOpenMenu={openMenu} />}
      {menuLoaded && (
        <Suspense fallback={null}>
          <SlideOutMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <TermsDialogHost />
      <StorePickerHost />
      <HistoryDepth />
    </div>
  );
}
