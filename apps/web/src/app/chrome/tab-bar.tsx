import { Home, Menu as MenuIcon, ScanLine, ShoppingBag, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useCart } from '../../lib/cart-context.tsx';
import { useSignedIn } from '../../lib/session-context.tsx';

function Tab({
  href,
  label,
  icon,
  active,
  badge,
}: {
  href: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  badge?: number;
}) {
  return (
    <Link
      href={href}
      className={`flex flex-col items-center gap-0.5 py-1.5 text-xs font-semibold ${active ? 'text-brand-ink' : 'text-stone-600'}`}
      aria-current={active ? 'page' : undefined}
      aria-label={badge ? `${label}, ${badge} ${badge === 1 ? 'item' : 'items'}` : undefined}
    >
      <span className="relative">
        {icon}
        {badge !== undefined && badge > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-2.5 min-w-4 rounded-full bg-brand-ink px-1 text-center text-[10px] leading-4 font-bold text-white"
          >
            {badge}
          </span>
        )}
      </span>
      {label}
    </Link>
  );
}

/**
 * Phones: Home, Scan, Cart, Rewards (sign-in first for guests) and Menu (the slide-out).
 *
 * The bar comes last in the server's HTML, and a slow phone paints a half-parsed document: the bar
 * with none or some of its tabs. Its height (53px: a tab's 52 and the border) and its five columns
 * are fixed, not taken from the tabs, so a tab arriving later lands in its place and nothing moves.
 */
export function TabBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const [location] = useLocation();
  const { itemCount } = useCart();
  const signedIn = useSignedIn();
  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-30 grid h-[calc(3.3125rem+env(safe-area-inset-bottom))] grid-cols-5 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <Tab
        href="/menu"
        label="Home"
        icon={<Home size={22} aria-hidden="true" />}
        active={location.startsWith('/menu')}
      />
      <Tab
        href="/scan"
        label="Scan"
        icon={<ScanLine size={22} aria-hidden="true" />}
        active={location === '/scan'}
      />
      <Tab
        href="/cart"
        label="Cart"
        icon={<ShoppingBag size={22} aria-hidden="true" />}
        active={location === '/cart'}
        badge={itemCount}
      />
      <Tab
        href={signedIn ? '/account/rewards' : '/login?redirect=/account/rewards'}
        label="Rewards"
        icon={<Star size={22} aria-hidden="true" />}
        active={location.startsWith('/account/rewards')}
      />
      <button
        type="button"
        onClick={onOpenMenu}
        className="flex flex-col items-center gap-0.5 py-1.5 text-xs font-semibold text-stone-600"
      >
        <MenuIcon size={22} aria-hidden="true" />
        Menu
      </button>
    </nav>
  );
}
