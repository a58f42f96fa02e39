// The Find a Store modal (docs/product/account.md#screens, #how-things-change, #validation,
// #messages): search by ZIP code or city, or by the device's position; results nearest first with
// the selected store on top, each with its address, distance, open state and ORDER. Before a search
// it lists every store, so a small chain can be browsed without typing.
import { messages } from '@brewline/domain/messages/messages';
import { useCart } from '../../lib/cart-context.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { useSignedIn } from '../../lib/session-context.tsx';
import { FavoriteStoreHeart } from '../favorites/public/favorite-store-heart.tsx';
import { FavoriteStoresScope } from '../favorites/public/favorite-stores-scope.tsx';
import { StoreResultCard } from './components/store-result-card.tsx';
import { StoreSearchForm } from './components/store-search-form.tsx';
import type { StoreFinderSource } from './model/finder-source.ts';
import { StoreListNotices } from './components/store-list-notices.tsx';
import { useStoreListing } from './model/use-store-listing.ts';
import { CloseButton } from '../../ui/close-button.tsx';
import { useModalOnMount } from '../../ui/use-modal-on-mount.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

const TITLES: Record<StoreFinderSource, string> = {
  select: 'Select a Store',
  'find-store': 'Find a Store',
  favorites: 'Choose a Favorite Store',
};

export function StoreFinderDialog({
  source,
  reason = null,
  onClose,
  onPickFavorite,
}: {
  source: StoreFinderSource;
  /** Why the customer is asked to choose (a closed store at Add to Cart), shown as an alert. */
  reason?: string | null;
  onClose: () => void;
  /** The favorites list's choice; the ordering store stays as it is. */
  onPickFavorite?: (storeId: number) => void;
}) {
  const dialog = useModalOnMount();
  const { storeId, chooseStore } = useSelectedStore();
  const { itemCount } = useCart();
  const highlighted = source === 'favorites' ? null : storeId;
  const { state, searchText, searchNearMe, found, all, results } = useStoreListing(highlighted);
  // Members heart their stores here too; the favorites list's own finder picks with SELECT instead.
  const hearts = useSignedIn() && source !== 'favorites';
  const searched = found !== null;

  const choose = (id: number) => {
    if (source === 'favorites') {
      onPickFavorite?.(id);
      onClose();
      return;
    }
    chooseStore(id);
    // From the Find a Store links the modal stays, and the chosen store moves to the top.
    if (source !== 'find-store') onClose();
  };

  return (
    <ModalDialog
      dialog={dialog}
      layout="panel"
      labelledBy="store-finder-title"
      onClose={onClose}
      testId="store-finder"
    >
      <header className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-3">
        <h2 id="store-finder-title" className="text-xl font-bold">
          {TITLES[source]}
        </h2>
        <CloseButton onClick={onClose} />
      </header>
      {reason && (
        <p
          role="alert"
          className="border-b border-red-200 bg-red-50 px-5 py-2.5 text-sm font-semibold text-red-900"
        >
          {reason}
        </p>
      )}
      {itemCount > 0 && source !== 'favorites' && (
        <p className="border-b border-stone-200 bg-brand-soft px-5 py-2 text-sm text-roast">
          Changing store empties your cart: prices and availability differ by store.
        </p>
      )}
      <div className="border-b border-stone-200 px-5 py-4">
        <StoreSearchForm
          error={state.invalid}
          busy={state.busy}
          onSearch={(text) => void searchText(text)}
          onLocate={() => void searchNearMe()}
        />
      </div>
      {/* Focusable: a keyboard reaches and scrolls the list like any other part of the dialog. */}
      <section
        aria-labelledby="store-finder-results"
        aria-busy={state.busy !== null}
        tabIndex={0}
        className="flex-1 overflow-y-auto bg-stone-50 px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-ink sm:px-5"
      >
        <h3 id="store-finder-results" className="sr-only">
          {searched ? 'Search results' : 'All stores'}
        </h3>
        <p
          role="status"
          className="mb-3 text-sm font-semibold text-stone-700"
          data-testid="store-finder-summary"
        >
          {state.busy ? messages.STORE_SEARCHING() : found ? found.summary : all.data ? 'All stores' : ''}
        </p>
        {found && found.results.length === 0 && (
          <p className="mb-3 text-sm text-stone-600">
            Try another ZIP code or city (for example &lsquo;Phoenix, AZ&rsquo;), or use your location.
          </p>
        )}
        <StoreListNotices
          failure={state.failure}
          failureTestId="store-finder-error"
          all={searched ? null : { fetching: all.fetching, hasData: Boolean(all.data), error: all.error }}
        />
        <FavoriteStoresScope enabled={hearts}>
          <ul
            className={`flex flex-col gap-3 transition-opacity ${state.busy ? 'opacity-50' : ''}`}
            aria-label={searched ? 'Stores found' : 'All stores'}
          >
            {results.map((result) => (
              <li key={result.store.storeId}>
                <StoreResultCard
                  result={result}
                  selected={result.store.storeId === highlighted}
                  action={source === 'favorites' ? 'select' : 'order'}
                  onChoose={choose}
                  favorite={
                    hearts && (
                      <FavoriteStoreHeart storeId={result.store.storeId} name={result.store.nickname} />
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </FavoriteStoresScope>
      </section>
    </ModalDialog>
  );
}
