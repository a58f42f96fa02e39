// The chosen store's query (details and what it cannot make now), in a chunk of its own with the
// GraphQL code: selected-store-context.tsx mounts it only when a store is chosen, so a first visit
// without one loads no GraphQL at all. It renders nothing and reports each answer.
import { useCallback, useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import type { ResultOf } from './graphql.ts';
import { sharedGraphQLClient } from './graphql-client.ts';
import { GraphQLProvider } from './graphql-provider.tsx';
import { prefetchQuery, useFirstReadPolicy } from './prefetched-query.ts';
import { SelectedStoreQuery } from './store-queries.ts';

export type SelectedStoreAnswer = ResultOf<typeof SelectedStoreQuery>;

export interface SelectedStoreQueryState {
  readonly storeId: number;
  readonly data: SelectedStoreAnswer | null;
  /** Asks the server again (the same store chosen again). */
  readonly refetch: () => void;
}

interface RunnerProps {
  storeId: number;
  onChange: (state: SelectedStoreQueryState) => void;
}

/** An answer to the store's query and when it came (performance.now(), for the server's clock). */
export interface ReceivedStoreAnswer {
  readonly storeId: number;
  readonly data: SelectedStoreAnswer | null;
  readonly receivedAt: number;
}

let prefetched: ReceivedStoreAnswer | null = null;

/**
 * Sends the store's query as soon as this chunk is in (the feature's routes.tsx), before the app's first
 * render mounts the runner: the runner then joins the request in flight, or finds its answer.
 */
export function prefetchSelectedStoreQuery(storeId: number): Promise<void> {
  return prefetchQuery(sharedGraphQLClient(), SelectedStoreQuery, { storeId }).then((data) => {
    if (data) prefetched = { storeId, data, receivedAt: performance.now() };
  });
}

/**
 * The prefetch's answer for this store, if it is in: the store provider's first render starts from it.
 * Otherwise that render shows no store, and the runner's first report draws the whole app again (a
 * second long task on a phone, about 100 ms of rendering at 4x CPU on the payment step).
 */
export function prefetchedStoreAnswer(storeId: number): ReceivedStoreAnswer | null {
  return prefetched?.storeId === storeId ? prefetched : null;
}

function RunSelectedStoreQuery({ storeId, onChange }: RunnerProps) {
  const variables = { storeId };
  const [result, reexecute] = useQuery({
    query: SelectedStoreQuery,
    variables,
    // The prefetched answer is this page load's: read once, not asked for a second time.
    requestPolicy: useFirstReadPolicy(SelectedStoreQuery, variables, 'cache-and-network'),
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const data = result.data ?? null;
  // The network's second answer after a cached one is mostly the same store: only a changed answer is
  // reported, so the whole app does not render again for nothing.
  const reported = useRef<{ storeId: number; json: string; refetch: () => void } | null>(null);
  useEffect(() => {
    const json = JSON.stringify(data);
    const last = reported.current;
    if (last && last.storeId === storeId && last.json === json && last.refetch === refetch) return;
    reported.current = { storeId, json, refetch };
    onChange({ storeId, data, refetch });
  }, [storeId, data, refetch, onChange]);
  return null;
}

export default function SelectedStoreQueryRunner(props: RunnerProps) {
  return (
    <GraphQLProvider>
      <RunSelectedStoreQuery {...props} />
    </GraphQLProvider>
  );
}
