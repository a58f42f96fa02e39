// Who is signed in, for every screen: the stored tokens say whether there is a member, the session
// query says who. Guests never send the query, and the query's code (the document, the profile
// fragment, its parse) is a chunk of its own that only members load, next to the first paint rather
// than inside it, so the first /menu visit costs nobody anything for it.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ResultOf } from './graphql.ts';
import type { SessionQuery } from './session-query.ts';
import type { SessionQueryState } from './session-query-state.ts';
import { readAccessToken, subscribeSession } from './session-storage.ts';

export type MemberSession = ResultOf<typeof SessionQuery>['session'];
export type MemberProfile = NonNullable<MemberSession['profile']>;

export interface SessionValue {
  /** Tokens are stored: a member, even while the profile loads. */
  readonly signedIn: boolean;
  /** The profile is on its way. */
  readonly loading: boolean;
  readonly session: MemberSession | null;
  readonly profile: MemberProfile | null;
  readonly refetch: () => void;
}

const GUEST: SessionValue = {
  signedIn: false,
  loading: false,
  session: null,
  profile: null,
  refetch: () => {},
};
const SessionContext = createContext<SessionValue>(GUEST);

/** Before the query's chunk has answered: nothing known yet. */
const NOT_ASKED: SessionQueryState = { session: null, fetching: false, failed: false, refetch: () => {} };

const SessionQueryRunner = lazy(() => import('./session-query-runner.tsx'));

const hasToken = () => readAccessToken() !== null;

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, hasToken, () => false);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const [query, setQuery] = useState<SessionQueryState>(NOT_ASKED);
  const forget = useCallback(() => setQuery(NOT_ASKED), []);
  const session = signedIn && query.session?.authenticated ? query.session : null;
  const value: SessionValue = {
    signedIn,
    loading: signedIn && !session && (query.fetching || (!query.session && !query.failed)),
    session,
    profile: session?.profile ?? null,
    refetch: query.refetch,
  };
  return (
    <SessionContext.Provider value={value}>
      {signedIn && (
        <Suspense fallback={null}>
          {/* Mounted per sign-in: a new member never sees the previous member's answer. */}
          <SessionQueryRunner onChange={setQuery} onStop={forget} />
        </Suspense>
      )}
      {children}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  return useContext(SessionContext);
}
