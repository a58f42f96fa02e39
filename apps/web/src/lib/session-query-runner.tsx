// The member's session query, in a chunk of its own (session-context.tsx loads it for members only,
// with the GraphQL code). It renders nothing: it runs the query and reports each answer.
import { useCallback, useEffect } from 'react';
import { useQuery } from 'urql';
import { GraphQLProvider } from './graphql-provider.tsx';
import { SessionQuery } from './session-query.ts';
import type { SessionQueryState } from './session-query-state.ts';

interface RunnerProps {
  onChange: (state: SessionQueryState) => void;
  onStop: () => void;
}

function RunSessionQuery({ onChange, onStop }: RunnerProps) {
  // network-only: a new sign-in must never show the previous member's cached profile.
  const [result, reexecute] = useQuery({ query: SessionQuery, requestPolicy: 'network-only' });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const { data, fetching, error } = result;
  useEffect(() => {
    onChange({ session: data?.session ?? null, fetching, failed: error !== undefined, refetch });
  }, [data, fetching, error, refetch, onChange]);
  // Signed out (unmounted): forget the member's answer.
  useEffect(() => onStop, [onStop]);
  return null;
}

export default function SessionQueryRunner(props: RunnerProps) {
  return (
    <GraphQLProvider>
      <RunSessionQuery {...props} />
    </GraphQLProvider>
  );
}
