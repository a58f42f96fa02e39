// The member's cards for the cards page and the scan screen, and the one place that knows the account
// was disabled (any card call answered 418): both screens then show the modal instead of the cards.
import { useCallback, useState } from 'react';
import { useQuery, type CombinedError } from 'urql';
import type { ResultOf } from '../../../lib/graphql.ts';
import { useFirstReadPolicy } from '../../../lib/prefetched-query.ts';
import { MemberCardsQuery } from '../api/member-cards-query.ts';
import { cardFailure } from '../model/card-failure.ts';

export type MemberCard = ResultOf<typeof MemberCardsQuery>['memberCards'][number];

export interface MemberCardsState {
  /** Null until the first answer. */
  readonly cards: readonly MemberCard[] | null;
  readonly fetching: boolean;
  readonly error: string | null;
  readonly suspended: boolean;
  /** Reads the cards again from the server (after a change). */
  readonly refresh: () => void;
  /**
   * Hands a failed card call over: true when it was the disabled account (the modal shows), false
   * when the caller should show the failure itself.
   */
  readonly handleFailure: (error: CombinedError) => boolean;
}

export function useMemberCards(): MemberCardsState {
  // network-only: balances change at the counter and on other devices; a cached one would mislead.
  // Only the answer prefetched for this page load (the feature's routes.tsx) is read from the cache, once.
  const requestPolicy = useFirstReadPolicy(MemberCardsQuery, {}, 'network-only');
  const [result, reexecute] = useQuery({ query: MemberCardsQuery, requestPolicy });
  const [suspendedByCall, setSuspendedByCall] = useState(false);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const handleFailure = useCallback((error: CombinedError) => {
    const suspended = cardFailure(error).suspended;
    if (suspended) setSuspendedByCall(true);
    return suspended;
  }, []);
  const queryFailure = result.error ? cardFailure(result.error) : null;
  return {
    cards: result.data?.memberCards ?? null,
    fetching: result.fetching,
    error: queryFailure && !queryFailure.suspended ? queryFailure.message : null,
    suspended: suspendedByCall || (queryFailure?.suspended ?? false),
    refresh,
    handleFailure,
  };
}
