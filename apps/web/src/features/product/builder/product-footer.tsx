// The bar fixed under the product: the server's price for the drink as built, Add to Favorites and
// Add to Cart; on the edit screen the save button and Checkout.
import { formatPrice } from '@brewline/domain/money/money';
import { CreditCard, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';

export type FooterPrice =
  | { kind: 'no-store'; text: string }
  | { kind: 'loading' }
  | { kind: 'priced'; cents: number; quantity: number; unitCents: number; updating: boolean }
  | { kind: 'none' };

function PriceText({ price }: { price: FooterPrice }) {
  switch (price.kind) {
    case 'no-store':
      return <span className="text-base font-semibold text-stone-700">{price.text}</span>;
    case 'loading':
      return <span className="skeleton inline-block h-7 w-20" role="img" aria-label="Loading price" />;
    case 'none':
      return <span aria-hidden="true">—</span>;
    case 'priced':
      return (
        // Dimmed no further than 85% while a newer price comes: the stone-600 unit line keeps 5.1:1 on white
        // (WCAG asks 4.5:1; at 50% it fell under 3:1).
        <span
          className={`flex flex-col leading-tight transition-opacity ${price.updating ? 'opacity-85' : ''}`}
        >
          <span>{formatPrice(price.cents)}</span>
          {price.quantity > 1 && (
            <span className="text-xs font-medium text-stone-600">
              {price.quantity} × {formatPrice(price.unitCents)}
            </span>
          )}
        </span>
      );
  }
}

export function ProductFooter({
  price,
  disabled,
  addDisabled,
  editing,
  favorite,
  onAdd,
  onCheckout,
}: {
  price: FooterPrice;
  disabled: boolean;
  addDisabled: boolean;
  editing: boolean;
  /** The favorites feature's 'Add to Favorites' button. */
  favorite: ReactNode;
  onAdd: () => void;
  onCheckout: () => void;
}) {
  return (
    <div className="fixed inset-x-0 bottom-14 z-20 border-t border-stone-200 bg-white/95 shadow-[0_-4px_16px_rgba(59,42,32,0.08)] backdrop-blur lg:bottom-0">
      <div className="layout-width flex h-16 items-center gap-2 sm:gap-3">
        {/* A box of fixed height, its content centred in it: the loading price's skeleton and the
            price are of different heights, and the paragraph around them moved as one replaced the
            other on every product's first load (a shift Lighthouse measured as 0.0001). */}
        <p
          className="mr-auto flex h-11 min-w-0 items-center text-xl font-extrabold"
          data-testid="product-price"
          aria-live="polite"
          aria-busy={price.kind === 'loading' || (price.kind === 'priced' && price.updating)}
        >
          <PriceText price={price} />
        </p>
        {favorite}
        <button
          type="button"
          className="btn-primary shrink-0 max-sm:px-4"
          disabled={disabled || addDisabled}
          onClick={onAdd}
        >
          <ShoppingBag size={18} aria-hidden="true" className={editing ? 'max-sm:hidden' : ''} />
          {editing ? (
            // 'Save' on a phone, where the bar is narrow; the full words for screen readers.
            <span>
              Save <span className="max-sm:sr-only">Changes</span>
            </span>
          ) : (
            'Add to Cart'
          )}
        </button>
        {editing && (
          <button
            type="button"
            className="btn-outline shrink-0 max-sm:px-3"
            disabled={disabled || addDisabled}
            onClick={onCheckout}
          >
            <CreditCard size={18} aria-hidden="true" className="max-sm:hidden" />
            Checkout
          </button>
        )}
      </div>
    </div>
  );
}
