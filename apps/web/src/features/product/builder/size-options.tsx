// Cup sizes as cards, the cup drawn bigger for each bigger size, with the store's price.
import type { DrinkSelection } from '@brewline/domain/menu/drink-builder';
import { formatPrice } from '@brewline/domain/money/money';
import { Check, CupSoda } from 'lucide-react';
import type { ProductDetail } from '../model/product-detail.ts';

type Size = ProductDetail['sizes'][number];

export function SizeOptions({
  sizes,
  selection,
  priceOf,
  onSelect,
}: {
  sizes: readonly Size[];
  selection: DrinkSelection;
  priceOf: (sizeId: number) => number | undefined;
  onSelect: (sizeId: number) => void;
}) {
  return (
    <ul
      className="grid grid-cols-[repeat(auto-fit,minmax(4.25rem,1fr))] gap-1.5 sm:gap-2"
      data-testid="size-options"
    >
      {sizes.map((size, index) => {
        const selected = size.id === selection.sizeId;
        const cents = priceOf(size.id);
        return (
          <li key={size.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(size.id)}
              className={`relative flex h-full w-full flex-col items-center gap-0.5 rounded-2xl border-2 px-1 pt-3 pb-2 text-center transition ${selected ? 'border-brand bg-brand-soft' : 'border-stone-200 bg-white hover:border-brand/50'}`}
            >
              {selected && (
                <Check
                  size={16}
                  aria-hidden="true"
                  className="absolute top-1.5 right-1.5 rounded-full bg-brand-ink p-0.5 text-white"
                />
              )}
              <span className="flex h-9 items-end" aria-hidden="true">
                <CupSoda
                  size={20 + Math.min(index, 4) * 4}
                  className={selected ? 'text-brand-ink' : 'text-stone-500'}
                />
              </span>
              <span className="text-sm font-bold sm:text-base">{size.name}</span>
              {size.ounces !== null && <span className="text-xs text-stone-600">{size.ounces} fl oz</span>}
              {cents !== undefined && (
                <span className="text-xs font-semibold text-stone-700">{formatPrice(cents)}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
