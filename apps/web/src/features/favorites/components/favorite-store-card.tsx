// One favorite store: its name, open state (docs/product/account.md#store-open-state), address, and
// ORDER, which picks it as the ordering store and goes to the menu; ORDER needs online ordering at
// that store, and says why it is off where it is (docs/product/account.md#screens,
// #who-may-do-what). Move up and Remove change the member's list.
import { messages } from '@brewline/domain/messages/messages';
import { canOrderFromFavoriteStore } from '@brewline/domain/validation/favorites';
import { StoreStatusBadge } from '../../../ui/store-status-badge.tsx';
import type { FavoriteStoreData } from '../api/favorites-query.ts';
import { FavoriteListActions } from './favorite-list-actions.tsx';

export function FavoriteStoreCard({
  favorite,
  first,
  busy,
  onOrder,
  onMoveUp,
  onRemove,
}: {
  favorite: FavoriteStoreData;
  first: boolean;
  busy: boolean;
  onOrder: () => void;
  onMoveUp: () => void;
  onRemove: () => void;
}) {
  const { store } = favorite;
  const nameId = `favorite-store-${store.storeId}`;
  const whyOff = `favorite-store-off-${store.storeId}`;
  const canOrder = canOrderFromFavoriteStore(store);
  return (
    <article
      aria-labelledby={nameId}
      data-testid={`favorite-store-${store.storeId}`}
      className="flex h-full flex-col gap-3 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={nameId} className="text-lg leading-snug font-bold">
          {store.nickname}
        </h3>
        <StoreStatusBadge status={store.status} label={store.statusLabel} />
      </div>
      <address className="text-sm text-stone-700 not-italic">
        {store.address1}
        {store.address2 ? `, ${store.address2}` : ''}
        <br />
        {store.city}, {store.state} {store.zipCode}
      </address>
      {!canOrder && (
        <p id={whyOff} className="text-sm font-semibold text-stone-700">
          {messages.FAVORITE_STORE_NO_ONLINE_ORDERING()}
        </p>
      )}
      <div className="mt-auto flex items-center gap-2 pt-1">
        <button
          type="button"
          className="btn-primary mr-auto px-6 tracking-wide"
          disabled={!canOrder}
          aria-describedby={canOrder ? undefined : whyOff}
          aria-label={`Order from ${store.nickname}`}
          data-testid={`favorite-store-order-${store.storeId}`}
          onClick={onOrder}
        >
          ORDER
        </button>
        <FavoriteListActions
          name={store.nickname}
          first={first}
          busy={busy}
          onMoveUp={onMoveUp}
          onRemove={onRemove}
        />
      </div>
    </article>
  );
}
