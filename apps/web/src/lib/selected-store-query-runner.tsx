// The chosen store's query (details and what it cannot make now), in a chunk of its own with the
// GraphQL code: selected-store-context.tsx mounts it only when a store is chosen, so a first visit
// without one loads no GraphQL at all. It renders nothing and reports each answer.
import { useCallback, useEffect } from 'react';
import { useQuery } from 'urql';
import type { ResultOf } from './graphql.ts';
import { GraphQLProvider } from './graphql-provider.tsx';
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

function RunSelectedStoreQuery({ storeId, onChange }: RunnerProps) {
  const [result, reexecute] = useQuery({
    query: SelectedStoreQuery,
    variables: { storeId },
    requestPolicy: 'cache-and-network',
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const data = result.data ?? null;
  useEffect(() => onChange({ storeId, data, refetch }), [storeId, data, refetch, onChange]);
  return null;
}

export default function SelectedStoreQueryRunner(props: RunnerProps) {
  return (
    <GraphQLProvider>
      <RunSelectedStoreQuery {...props} />
    </GraphQLProvider>
  );
}
