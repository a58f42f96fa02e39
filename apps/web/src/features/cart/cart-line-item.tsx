// One cart line: picture, quantity and name, size and version, modifiers and the server's price.
import { formatPrice } from '@brewline/domain/money/money';
import type { ReactNode } from 'react';
import type { LineDescription } from './model/describe-line.ts';
import { ProductArt } from '../../ui/product-art.tsx';

export function CartLineItem({
  description,
  quantity,
  priceCents,
  unavailable,
  compact = false,
  actions,
}: {
  description: LineDescription;
  quantity: number;
  priceCents: number | undefined;
  unavailable: boolean;
  compact?: boolean;
  /** Edit, duplicate, delete: a full-width row on phones, under the text from sm up. */
  actions?: ReactNode;
}) {
  const picture = compact ? 'size-12' : 'size-16 sm:size-20';
  return (
    <div>
      <div className="flex gap-3">
        <ProductArt image={description.image} circleClassName={picture} size={48} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <p className={`font-bold ${compact ? '' : 'text-lg'}`} data-testid="cart-line-name">
              {quantity > 1 && <span className="text-brand-ink">{quantity} × </span>}
              {description.name}
            </p>
            {/* At least a figure's width, the placeholder's: as wide as its text, this right-aligned
                price would move its left edge as the price replaced the placeholder. */}
            <p className="min-w-16 shrink-0 text-right font-bold tabular-nums" data-testid="cart-line-price">
              {unavailable ? (
                <span className="text-sm font-semibold text-red-800">Unavailable</span>
              ) : priceCents === undefined ? (
                <span
                  className="skeleton inline-block h-5 w-14 align-middle"
                  role="img"
                  aria-label="Loading price"
                />
              ) : (
                formatPrice(priceCents)
              )}
            </p>
          </div>
          {description.details && (
            <p className="text-sm font-semibold text-stone-700">{description.details}</p>
          )}
          {description.modifiers.length > 0 && (
            <p className="text-sm text-stone-600" data-testid="cart-line-modifiers">
              {description.modifiers.join(', ')}
            </p>
          )}
          {unavailable && <p className="mt-1 text-sm text-red-800">Not available at this store right now.</p>}
        </div>
      </div>
      {actions && (
        <div className="mt-3 flex justify-around gap-1 border-t border-stone-100 pt-2 sm:mt-1 sm:justify-start sm:border-0 sm:pt-0 sm:pl-[5rem]">
          {actions}
        </div>
      )}
    </div>
  );
}
