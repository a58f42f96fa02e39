// The finder's searches (docs/product/account.md#screens, #validation, #messages): the typed text
// is checked by the domain rule, five digits search by ZIP and anything else by city; "use my
// location" asks the device. Every search asks the server afresh (open states change by the
// minute), and only the latest answer counts.
import { messages } from '@brewline/domain/messages/messages';
import { locationErrorMessage, parseStoreSearch } from '@brewline/domain/validation/store-search';
import type { CombinedError } from '@urql/core';
import { readFragment, type ResultOf } from 'gql.tada';
import { useCallback, useRef, useState } from 'react';
import { useClient } from 'urql';
import { track } from '../../../lib/analytics.ts';
import { describeApiError } from '../../../lib/graphql-errors.ts';
import { FinderStoreFragment, type FinderStoreData } from '../../../lib/finder-store-fragment.ts';
import { StoresByCityQuery } from '../api/stores-by-city-query.ts';
import { StoresByCoordinatesQuery } from '../api/stores-by-coordinates-query.ts';
import { StoresByZipQuery } from '../api/stores-by-zip-query.ts';
import { currentPosition } from './current-position.ts';

export type FinderStore = ResultOf<typeof FinderStoreFragment>;

export interface FinderResult {
  readonly store: FinderStore;
  /** Miles from the searched place; null in the list shown before any search. */
  readonly distance: number | null;
}

export interface StoreSearchState {
  readonly busy: 'searching' | 'locating' | null;
  /** The text itself is wrong: shown under the search field. */
  readonly invalid: string | null;
  /** The request failed or the device gave no position: shown in an error box. */
  readonly failure: string | null;
  /** The latest answer, kept on screen while the next search runs. */
  readonly found: { readonly results: readonly FinderResult[]; readonly summary: string } | null;
}

const IDLE: StoreSearchState = { busy: null, invalid: null, failure: null, found: null };

interface Answer {
  readonly error?: CombinedError | undefined;
  readonly found?: readonly { distance: number | null; store: FinderStoreData }[] | undefined;
}

const FRESH = { requestPolicy: 'network-only' } as const;

/** '2 stores near 85004', '1 store near you', or the catalogue's '0 results for {search}'. */
function summarize(count: number, search: string | null): string {
  if (count === 0) return messages.STORE_SEARCH_NO_RESULTS(search === null ? {} : { search });
  return `${count} ${count === 1 ? 'store' : 'stores'} near ${search ?? 'you'}`;
}

export function useStoreSearch() {
  const client = useClient();
  const [state, setState] = useState<StoreSearchState>(IDLE);
  const latest = useRef(0);

  const settle = useCallback(
    (ticket: number, answer: Answer, search: string | null, record: (count: number) => void) => {
      if (ticket !== latest.current) return;
      if (answer.error || !answer.found) {
        const message = answer.error ? describeApiError(answer.error).message : messages.ALERT_NETWORK();
        setState((before) => ({ ...before, busy: null, failure: message }));
        return;
      }
      const results = answer.found.map((found) => ({
        distance: found.distance,
        store: readFragment(FinderStoreFragment, found.store),
      }));
      record(results.length);
      setState({ ...IDLE, found: { results, summary: summarize(results.length, search) } });
    },
    [],
  );

  const searchText = useCallback(
    async (input: string) => {
      const parsed = parseStoreSearch(input);
      const ticket = ++latest.current;
      if (!parsed.ok) {
        setState((before) => ({ ...before, busy: null, failure: null, invalid: parsed.message }));
        return;
      }
      setState((before) => ({ ...before, busy: 'searching', failure: null, invalid: null }));
      const search = parsed.value;
      if (search.kind === 'zip') {
        const result = await client.query(StoresByZipQuery, { zip: search.zip }, FRESH).toPromise();
        // The store-zip value (docs/product/account.md#calls): the ZIP code and the count, never
        // free text.
        settle(ticket, { error: result.error, found: result.data?.storesByZip }, search.zip, (resultCount) =>
          track('store_zip', { zip: search.zip, resultCount }),
        );
      } else {
        const result = await client.query(StoresByCityQuery, { city: search.city }, FRESH).toPromise();
        settle(
          ticket,
          { error: result.error, found: result.data?.storesByCity },
          search.city,
          (resultCount) => track('store_zip', { by: 'city', resultCount }),
        );
      }
    },
    [client, settle],
  );

  const searchNearMe = useCallback(async () => {
    const ticket = ++latest.current;
    setState((before) => ({ ...before, busy: 'locating', failure: null, invalid: null }));
    const position = await currentPosition();
    if (ticket !== latest.current) return;
    if (!position.ok) {
      const message = locationErrorMessage(position.code);
      setState((before) => ({ ...before, busy: null, failure: message }));
      return;
    }
    const result = await client.query(StoresByCoordinatesQuery, position.point, FRESH).toPromise();
    settle(ticket, { error: result.error, found: result.data?.storesByCoordinates }, null, (resultCount) =>
      track('store_zip', { by: 'location', resultCount }),
    );
  }, [client, settle]);

  return { state, searchText, searchNearMe };
}
