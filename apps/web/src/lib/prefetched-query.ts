// A query started with its screen's code (the feature's routes.tsx), and that screen's first read of it.
// Screens that must show the server's state now (the order, the store at checkout) and the cart's
// prices ask the network on every mount; started from here, that ask leaves before the menu tables,
// the screen's code and its first render instead of after them. Its answer is the server's state of
// this page load, so the first mount that follows reads it (cache-first: from the cache, or joining
// the request still on its way) once; every later mount, refetch, poll and reconnect asks the network
// as before.
import {
  createRequest,
  type AnyVariables,
  type Client,
  type DocumentInput,
  type RequestPolicy,
} from '@urql/core';
import { useEffect, useState } from 'react';

/** Keys (urql's operation keys) of prefetched answers no screen has read yet. */
const unread = new Set<number>();

/**
 * Settles once the answer is in, with its data (null when it failed: then the screen asks again).
 * A provider may start from that data, so its first render is already the answered one.
 */
export function prefetchQuery<Data, Variables extends AnyVariables>(
  client: Client,
  query: DocumentInput<Data, Variables>,
  variables: Variables,
): Promise<Data | null> {
  const request = createRequest(query, variables);
  unread.add(request.key);
  return (
    client
      .executeQuery(request, { requestPolicy: 'network-only' })
      .toPromise()
      // A failed answer is not cached (urql keeps only answers with data), so the screen asks again.
      .then(
        (result) => {
          if (!result.data) unread.delete(request.key);
          return result.data ?? null;
        },
        () => {
          unread.delete(request.key);
          return null;
        },
      )
  );
}

/**
 * The policy for a screen's query: cache-first on the first mount after a prefetch of exactly this
 * query and these variables, `policy` otherwise. Reading is pure; the prefetch counts as read once the
 * screen is on screen (an abandoned render does not use it up).
 */
export function useFirstReadPolicy<Data, Variables extends AnyVariables>(
  query: DocumentInput<Data, Variables>,
  variables: Variables,
  policy: RequestPolicy,
  pause = false,
): RequestPolicy {
  const key = pause ? null : createRequest(query, variables).key;
  const [prefetched] = useState(() => (key !== null && unread.has(key) ? key : null));
  useEffect(() => {
    if (prefetched !== null) unread.delete(prefetched);
  }, [prefetched]);
  return key !== null && key === prefetched ? 'cache-first' : policy;
}
