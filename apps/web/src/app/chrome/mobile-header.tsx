import { Menu as MenuIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { usePageTitleValue } from '../../lib/page-title.tsx';
import { BrandMark } from './brand-mark.tsx';

/** Phones: the fixed header with the page title (none on /checkout/payment). */
export function MobileHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const title = usePageTitleValue();
  const [location] = useLocation();
  const showTitle = location !== '/checkout/payment' && title !== '';
  return (
    <div className="grid h-14 grid-cols-[3rem_1fr_3rem] items-center border-b border-stone-200 px-2 lg:hidden">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label="Open menu"
        className="flex size-11 items-center justify-center rounded-full"
      >
        <MenuIcon aria-hidden="true" />
      </button>
      <div className="flex justify-center">
        {showTitle ? (
          <p className="truncate text-lg font-bold" data-testid="mobile-page-title">
            {title}
          </p>
        ) : (
          <BrandMark compact />
        )}
      </div>
      <span />
    </div>
  );
}
