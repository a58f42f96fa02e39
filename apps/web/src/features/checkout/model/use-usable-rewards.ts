// The signed-in member's free-drink rewards an order at the selected store can use now.
import { useQuery } from 'urql';
import { useSelectedStore } from '../../../lib/selected-store-context.tsx';
import { useSignedIn } from '../../../lib/session-context.tsx';
import { UsableRewardsQuery, type UsableReward } from '../api/usable-rewards-query.ts';

export interface UsableRewards {
  readonly rewards: readonly UsableReward[];
  /** The list is known (a guest's is known to be empty). */
  readonly loaded: boolean;
  readonly refetch: () => void;
}

export function useUsableRewards(): UsableRewards {
  const signedIn = useSignedIn();
  const { storeId } = useSelectedStore();
  const [result, reexecute] = useQuery({
    query: UsableRewardsQuery,
    variables: { storeId: storeId ?? 0 },
    pause: !signedIn || storeId === null,
    requestPolicy: 'network-only',
  });
  return {
    rewards: signedIn ? (result.data?.myUsableRewards ?? []) : [],
    loaded: !signedIn || (!result.fetching && !!result.data),
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
