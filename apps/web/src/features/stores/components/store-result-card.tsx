import { formatMiles } from '@brewline/domain/store-hours/store-finder';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FinderResult } from '../model/use-store-search.ts';
import { StoreStatusBadge } from '../../../ui/store-status-badge.tsx';

/**
 * One store in the finder: name, address, distance, open state, and its action: ORDER makes it the
 * ordering store (disabled where online ordering is off); SELECT picks it for the favorites list.
 */
export function StoreResultCard({
  result,
  selected,
  action,
  onChoose,
  favorite,
  details,
}: {
  result: FinderResult;
  selected: boolean;
  action: 'order' | 'select';
  onChoose: (storeId: number) => void;
  /** A member's heart for this store (the favorites feature), beside the open state. */
  favorite?: ReactNode;
  /** More about the store under its address (the Locations page shows its weekly hours). */
  details?: ReactNode;
}) {
  const { store, distance } = result;
  const nameId = `store-name-${store.storeId}`;
  const orderingOff = action === 'order' && !store.oLOEnabled;
  return (
    <article
      aria-labelledby={nameId}
      data-testid={`store-result-${store.storeId}`}
      className={`rounded-2xl border p-4 ${selected ? 'border-brand bg-brand-soft ring-1 ring-brand' : 'border-stone-200 bg-white'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={nameId} className="leading-snug font-bold">
          {store.nickname}
        </h3>
        <div className="flex items-center gap-1">
          <StoreStatusBadge status={store.status} label={store.statusLabel} />
          {favorite}
        </div>
      </div>
      <div className="mt-1 flex items-end justify-between gap-3">
        <div className="min-w-0 text-sm">
          <address className="text-stone-700 not-italic">
            {store.address1}
            {store.address2 ? `, ${store.address2}` : ''}
            <br />
            {store.city}, {store.state} {store.zipCode}
          </address>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
            {distance !== null && (
              <span
                className="inline-flex items-center gap-1 font-semibold text-stone-800"
                data-testid="store-distance"
              >
                <MapPin size={14} aria-hidden="true" />
                {formatMiles(distance)}
              </span>
            )}
            {selected && <span className="font-semibold text-brand-ink">Your store</span>}
            {orderingOff && <span className="text-stone-600">Online ordering unavailable</span>}
          </p>
        </div>
        <button
          type="button"
          className="btn-primary shrink-0 px-5 tracking-wide"
          disabled={orderingOff}
          onClick={() => onChoose(store.storeId)}
          aria-label={action === 'order' ? `Order from ${store.nickname}` : `Select ${store.nickname}`}
          data-testid={`store-option-${store.storeId}`}
        >
          {action === 'order' ? 'ORDER' : 'SELECT'}
        </button>
      </div>
      {details}
    </article>
  );
}
