// The signed-in frame: on a desktop the navigation stays on the left; below 1024 px (a tablet) it
// folds away behind a menu button in a top bar and opens as a drawer over the page, which is inert
// while it is open; focus goes into the drawer and back to the menu button when it closes.
import { Coffee, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { SidebarNav } from './sidebar-nav.tsx';

export interface AdminLayoutProps {
  readonly onSignOut: () => void;
  readonly children: ReactNode;
}

export function AdminLayout({ onSignOut, children }: AdminLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [location] = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (drawerOpen) closeButton.current?.focus();
    else if (wasOpen.current) menuButton.current?.focus();
    wasOpen.current = drawerOpen;
  }, [drawerOpen]);
  useEffect(() => setDrawerOpen(false), [location]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);
  const close = () => setDrawerOpen(false);

  return (
    <div className="min-h-screen lg:pl-64">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 lg:block">
        <SidebarNav onNavigate={close} onSignOut={onSignOut} />
      </aside>
      <header
        inert={drawerOpen}
        className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-stone-200 bg-white/95 px-4 backdrop-blur lg:hidden"
      >
        <button
          ref={menuButton}
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-expanded={drawerOpen}
          aria-controls="admin-drawer"
          className="inline-flex min-h-10 items-center gap-2 rounded-lg px-2 font-medium text-stone-800 hover:bg-stone-100"
        >
          <Menu aria-hidden className="size-5" />
          Menu
        </button>
        <span className="flex items-center gap-2 font-bold text-stone-900">
          <Coffee aria-hidden className="size-5 text-brand-ink" />
          Brewline back office
        </span>
      </header>
      {drawerOpen && (
        <div className="fixed inset-0 z-30 lg:hidden">
          {/* A click beside the drawer closes it; keyboard users have the close button and Escape. */}
          <div aria-hidden className="absolute inset-0 bg-stone-950/40" onClick={close} />
          <aside id="admin-drawer" className="absolute inset-y-0 left-0 w-72 shadow-2xl">
            <button
              ref={closeButton}
              type="button"
              onClick={close}
              className="absolute top-4 right-3 z-10 rounded-lg p-2 text-stone-300 hover:bg-white/10"
              aria-label="Close the menu"
            >
              <X aria-hidden className="size-5" />
            </button>
            <SidebarNav onNavigate={close} onSignOut={onSignOut} />
          </aside>
        </div>
      )}
      <main id="main" inert={drawerOpen} className="mx-auto max-w-6xl px-5 py-8 lg:px-10">
        {children}
      </main>
    </div>
  );
}
