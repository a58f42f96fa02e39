// What the store finder lists, as a page (/locations) and as a dialog: the search's results, or
// before a search every store (the global online-ordering store left out, it has no counter), with
// the highlighted store first.
import { GLOBAL_STORE_ID } from '@brewline/domain/store-hours/pickup';
import { selectedStoreFirst } from '@brewline/domain/validation/store-search';
import { readFragment } from 'gql.tada';
import { useQuery } from 'urql';
import { FinderStoreFragment } from '../../../lib/finder-store-fragment.ts';
import { StoresQuery } from '../api/stores-query.ts';
import { useStoreSearch, type FinderResult } from './use-store-search.ts';

export function useStoreListing(highlighted: number | null) {
  const search = useStoreSearch();
  const found = search.state.found;
  const [all] = useQuery({ query: StoresQuery, requestPolicy: 'cache-and-network', pause: found !== null });
  const listed: readonly FinderResult[] = found
    ? found.results
    : (all.data?.stores ?? [])
        .map((data) => ({ store: readFragment(FinderStoreFragment, data), distance: null }))
        .filter((result) => result.store.storeId !== GLOBAL_STORE_ID);
  const results = selectedStoreFirst(
    listed.map((result) => ({ ...result, storeId: result.store.storeId })),
    highlighted,
  );
  return { ...search, found, all, results };
}
