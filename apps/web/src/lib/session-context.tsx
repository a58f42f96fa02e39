// Who is signed in, for every screen: the stored tokens say whether there is a member, the session
// query says who. Guests never send the query, so the first /menu visit costs them nothing.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from 'urql';
import type { ResultOf } from './graphql.ts';
import { SessionQuery } from './session-query.ts';
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

const hasToken = () => readAccessToken() !== null;

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, hasToken, () => false);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  // network-only: a new sign-in must never show the previous member's cached profile.
  const [result, reexecute] = useQuery({
    query: SessionQuery,
    pause: !signedIn,
    requestPolicy: 'network-only',
  });
  const session = signedIn && result.data?.session.authenticated ? result.data.session : null;
  const value: SessionValue = {
    signedIn,
    loading: signedIn && !session && (result.fetching || (!result.data && !result.error)),
    session,
    profile: session?.profile ?? null,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  return useContext(SessionContext);
}
