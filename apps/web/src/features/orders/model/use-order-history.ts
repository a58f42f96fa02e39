// The member's history a page at a time: the first page on arrival (from the network, so statuses
// are today's), older pages appended on "Show more" through the cursor the page before returned.
import { messages } from '@brewline/domain/messages/messages';
import { useCallback, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { describeApiError } from '../../../lib/graphql-errors.ts';
import { OrderHistoryQuery, type OrderHistoryEntry } from '../api/order-history-query.ts';

export const HISTORY_PAGE_SIZE = 10;

export interface OrderHistoryState {
  entries: readonly OrderHistoryEntry[];
  /** The first page is on its way. */
  loading: boolean;
  /** The first page failed: the message, with retry. */
  error: string | null;
  retry: () => void;
  /** Older orders exist. */
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  showMore: () => void;
}

interface OlderPages {
  entries: OrderHistoryEntry[];
  /** undefined until an older page has been read: the first page's cursor applies. */
  nextCursor: string | null | undefined;
}

export function useOrderHistory(): OrderHistoryState {
  const client = useClient();
  const [first, reexecute] = useQuery({
    query: OrderHistoryQuery,
    variables: { limit: HISTORY_PAGE_SIZE, before: null },
    requestPolicy: 'network-only',
  });
  const [older, setOlder] = useState<OlderPages>({ entries: [], nextCursor: undefined });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  const page = first.data?.orderHistory;
  const nextCursor = older.nextCursor === undefined ? (page?.nextCursor ?? null) : older.nextCursor;

  const showMore = useCallback(() => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    void client
      .query(
        OrderHistoryQuery,
        { limit: HISTORY_PAGE_SIZE, before: nextCursor },
        { requestPolicy: 'network-only' },
      )
      .toPromise()
      .then((result) => {
        const more = result.data?.orderHistory;
        if (!more) {
          setMoreError(
            result.error ? describeApiError(result.error).message : messages.ORDER_HISTORY_LOAD_FAILED(),
          );
          return;
        }
        setOlder((previous) => ({
          entries: [...previous.entries, ...more.entries],
          nextCursor: more.nextCursor ?? null,
        }));
      })
      .finally(() => setLoadingMore(false));
  }, [client, nextCursor, loadingMore]);

  return {
    entries: page ? [...page.entries, ...older.entries] : [],
    loading: first.fetching && !page,
    error: first.error && !page ? describeApiError(first.error).message : null,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
    hasMore: nextCursor !== null,
    loadingMore,
    moreError,
    showMore,
  };
}
