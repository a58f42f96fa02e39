import { ArrowLeft, MapPin, ShoppingBag } from 'lucide-react';
import { useLocation } from 'wouter';
import { DrinkSearchBox } from '../../features/search/drink-search-box.tsx';
import { useCart } from '../../lib/cart-context.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { ParsedGroupEnd } from '../../ui/parsed-group-end.tsx';

/**
 * Back (not on /), search, the chosen store as 'city, state' or 'Select a Store', picker, and the
 * cart with its item count, which opens the cart modal.
 */
export function Toolbar() {
  const [location] = useLocation();
  const { store, setPickerOpen } = useSelectedStore();
  const { itemCount, setModalOpen } = useCart();
  const storeLabel = store ? `${store.city}, ${store.state}` : 'Select a Store';
  return (
    <div className="border-b border-stone-200 bg-white">
      <div className="layout-width relative flex h-12 items-center gap-1">
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
        <DrinkSearchBox />
        <button
          type="button"
          onClick={() => setPickerOpen(true)}
          className="shown-once-parsed mr-[5.5rem] ml-auto flex min-w-0 items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold hover:bg-stone-100"
          data-testid="toolbar-store"
        >
          <span className="truncate">{storeLabel}</span>
          {/* Hung from the right (ml-auto): painted before its label had arrived, the button stood
              at the edge as its padding alone and moved left as the label came (0.0025, one
              Lighthouse run in 460). Shown once whole (ui/parsed-group-end.tsx). */}
          <ParsedGroupEnd />
        </button>
        {/* The store button keeps the map and cart buttons' room itself (5.5rem: two 2.5rem buttons
            and the gaps), and the pair sits at the row's right edge in a box of its own fixed width
            (5.25rem): a slow phone paints the server's HTML half-parsed, and neither the store
            button nor the map button may move when what follows it arrives. right-4 is the row's
            own padding (.layout-width's padding-inline in styles.css): change both together. */}
        <div className="absolute inset-y-0 right-4 flex w-[5.25rem] items-center gap-1">
          <button
            type="button"
            onClick={() => setPickerOpen(true)}
            aria-label="Choose a store"
            className="flex size-10 shrink-0 items-center justify-center rounded-full text-brand-ink hover:bg-stone-100"
          >
            <MapPin size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => setModalOpen(true)}
            aria-label={`Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}
            aria-haspopup="dialog"
            data-testid="toolbar-cart"
            className="relative flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-stone-100"
          >
            <ShoppingBag size={20} aria-hidden="true" />
            <span
              data-testid="cart-count"
              className={`absolute -top-0.5 -right-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold ${itemCount > 0 ? 'bg-brand-ink text-white' : 'bg-stone-200 text-stone-700'}`}
            >
              {itemCount}
            </span>
          </button>
        </div>
      </div>
    </div>
  );
}
