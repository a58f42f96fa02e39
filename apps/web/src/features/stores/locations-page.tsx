// /locations, 'Locations' in the main navigation: the store finder as a page. Search by ZIP code or
// city, or near the device; without a search, every store. Each store with its distance, its open state
// as the server decides it, its weekly hours and ORDER, which makes it the ordering store and opens the
// menu.
import { messages } from '@brewline/domain/messages/messages';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { StoreHoursList } from './components/store-hours-list.tsx';
import { StoreResultCard } from './components/store-result-card.tsx';
import { StoreSearchForm } from './components/store-search-form.tsx';
import { StoreListNotices } from './components/store-list-notices.tsx';
import { useStoreListing } from './model/use-store-listing.ts';

export default function LocationsPage() {
  usePageTitle('Locations');
  const [, navigate] = useLocation();
  const { storeId, chooseStore } = useSelectedStore();
  const { state, searchText, searchNearMe, found, all, results } = useStoreListing(storeId);
  const order = (id: number) => {
    chooseStore(id);
    navigate('/menu');
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-5 pb-12">
      <header>
        <h1 className="page-title">Locations</h1>
        <p className="mt-2 text-stone-700">
          Find a Brewline near you: order ahead and pick up in store, at the drive-thru or in the parking lot.
        </p>
      </header>
      <section aria-label="Search stores" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
        <StoreSearchForm
          error={state.invalid}
          busy={state.busy}
          onSearch={(text) => void searchText(text)}
          onLocate={() => void searchNearMe()}
        />
      </section>
      <section aria-labelledby="locations-results" aria-busy={state.busy !== null}>
        <h2 id="locations-results" className="sr-only">
          {found ? 'Search results' : 'All stores'}
        </h2>
        <p
          role="status"
          className="mb-3 text-sm font-semibold text-stone-700"
          data-testid="locations-summary"
        >
          {state.busy
            ? messages.STORE_SEARCHING()
            : found
              ? found.summary
              : all.data
                ? `All ${results.length} stores`
                : ''}
        </p>
        <StoreListNotices
          failure={state.failure}
          all={found ? null : { fetching: all.fetching, hasData: Boolean(all.data), error: all.error }}
        />
        <ul
          className={`grid gap-3 transition-opacity ${state.busy ? 'opacity-50' : ''}`}
          aria-label={found ? 'Stores found' : 'All stores'}
        >
          {results.map((result) => (
            <li key={result.store.storeId}>
              <StoreResultCard
                result={result}
                selected={result.store.storeId === storeId}
                action="order"
                onChoose={order}
                details={<StoreHoursList hours={result.store} storeName={result.store.nickname} />}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
