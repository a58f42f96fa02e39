import { ArrowLeft, MapPin, Search, ShoppingBag } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';

/** Back (not on /), search, the chosen store as 'city, state' or 'Select a Store', picker, cart. */
export function Toolbar() {
  const [location] = useLocation();
  const { store, setPickerOpen } = useSelectedStore();
  const cartCount = 0;
  const storeLabel = store ? `${store.city}, ${store.state}` : 'Select a Store';
  return (
    <div className="border-b border-stone-200 bg-white">
      <div className="layout-width flex h-12 items-center gap-1">
        {location !== '/' && (
          <button
            type="button"
            onClick={() => history.back()}
            aria-label="Back"
            className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-stone-100"
          >
            <ArrowLeft size={20} aria-hidden="true" />
          </button>
        )}
        <Link
          href="/search/"
          aria-label="Search drinks"
          className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-stone-100"
        >
          <Search size={20} aria-hidden="true" />
        </Link>
        <button
          type="button"
          onClick={() => setPickerOpen(true)}
          className="ml-auto flex min-w-0 items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold hover:bg-stone-100"
          data-testid="toolbar-store"
        >
          <span className="truncate">{storeLabel}</span>
        </button>
        <button
          type="button"
          onClick={() => setPickerOpen(true)}
          aria-label="Choose a store"
          className="flex size-10 shrink-0 items-center justify-center rounded-full text-brand-ink hover:bg-stone-100"
        >
          <MapPin size={20} aria-hidden="true" />
        </button>
        <Link
          href="/cart"
          aria-label={`Cart, ${cartCount} items`}
          className="relative flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-stone-100"
        >
          <ShoppingBag size={20} aria-hidden="true" />
          <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-ink px-1 text-center text-xs leading-5 font-bold text-white">
            {cartCount}
          </span>
        </Link>
      </div>
    </div>
  );
}
