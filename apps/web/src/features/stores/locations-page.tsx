// /locations, 'Locations' in the main navigation: the store finder as a page. Search by ZIP code or
// city, or near the device; without a search, every store. Each store with its distance, its open state
// as the server decides it, its weekly hours and ORDER, which makes it the ordering store and opens the
// menu.
import { GLOBAL_STORE_ID } from '@brewline/domain/pickup';
import { selectedStoreFirst } from '@brewline/domain/validation/store-search';
import { readFragment } from 'gql.tada';
import { useQuery } from 'urql';
import { useLocation } from 'wouter';
import { describeApiError } from '../../lib/graphql-errors.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FinderStoreFragment } from '../../lib/finder-store-fragment.ts';
import { StoresQuery } from './api/stores-query.ts';
import { StoreHoursList } from './components/store-hours-list.tsx';
import { StoreResultCard } from './components/store-result-card.tsx';
import { StoreSearchForm } from './components/store-search-form.tsx';
import { useStoreSearch, type FinderResult } from './model/use-store-search.ts';

export default function LocationsPage() {
  usePageTitle('Locations');
  const [, navigate] = useLocation();
  const { storeId, chooseStore } = useSelectedStore();
  const { state, searchText, searchNearMe } = useStoreSearch();
  const found = state.found;
  const [all] = useQuery({ query: StoresQuery, requestPolicy: 'cache-and-network', pause: found !== null });

  const listed: readonly FinderResult[] = found
    ? found.results
    : (all.data?.stores ?? [])
        .map((data) => ({ store: readFragment(FinderStoreFragment, data), distance: null }))
        .filter((result) => result.store.storeId !== GLOBAL_STORE_ID);
  const results = selectedStoreFirst(
    listed.map((result) => ({ ...result, storeId: result.store.storeId })),
    storeId,
  );
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
      <section aria-labelledby="locations-results">
        <h2 id="locations-results" className="sr-only">
          {found ? 'Search results' : 'All stores'}
        </h2>
        <p
          role="status"
          className="mb-3 text-sm font-semibold text-stone-700"
          data-testid="locations-summary"
        >
          {found ? found.summary : all.data ? `All ${results.length} stores` : ''}
        </p>
        {state.failure && (
          <p
            role="alert"
            className="mb-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-900"
          >
            {state.failure}
          </p>
        )}
        {!found && all.fetching && !all.data && (
          <div className="flex justify-center p-8">
            <Spinner label="Loading stores" />
          </div>
        )}
        {!found && all.error && !all.data && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {describeApiError(all.error).message}
          </p>
        )}
        <ul className="grid gap-3" aria-label={found ? 'Stores found' : 'All stores'}>
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
