// What the session query's chunk (session-query-runner.tsx) reports to the SessionProvider.
import type { ResultOf } from './graphql.ts';
import type { SessionQuery } from './session-query.ts';

export interface SessionQueryState {
  readonly session: ResultOf<typeof SessionQuery>['session'] | null;
  readonly fetching: boolean;
  readonly failed: boolean;
  readonly refetch: () => void;
}
