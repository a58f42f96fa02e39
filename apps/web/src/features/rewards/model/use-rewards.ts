// The rewards page's state: the member's rewards from the API, and claim and remove with their
// outcome. A mutation's answer carries the new rewards, shown at once; the query refetches after it
// (urql invalidates by type) and takes over again.
import { messages } from '@brewline/domain/messages/messages';
import { readFragment } from 'gql.tada';
import { useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useFirstReadPolicy } from '../../../lib/prefetched-query.ts';
import { newId } from '../../../lib/uuid.ts';
import { ClaimRewardMutation } from '../api/claim-reward-mutation.ts';
import { RemoveClaimedRewardMutation } from '../api/remove-claimed-reward-mutation.ts';
import { RewardsFields } from '../api/rewards-fields-fragment.ts';
import {
  RewardsQuery,
  type ClaimedReward,
  type PlanProgress,
  type RewardsData,
} from '../api/rewards-query.ts';
import { rewardFailureMessage, serverAnswered } from './reward-failure.ts';

export interface RewardNotice {
  /** Which section the message belongs to: where the member just acted. */
  readonly section: 'points' | 'rewards';
  readonly kind: 'success' | 'error';
  readonly text: string;
}

export function useRewards() {
  // network-only: another member who used this tab before must never be shown from the cache. Only the
  // answer prefetched for this page load (the feature's routes.tsx) is read from the cache, once.
  const requestPolicy = useFirstReadPolicy(RewardsQuery, {}, 'network-only');
  const [query, refetch] = useQuery({ query: RewardsQuery, requestPolicy });
  const [claimState, claim] = useMutation(ClaimRewardMutation);
  const [removeState, remove] = useMutation(RemoveClaimedRewardMutation);
  const [latest, setLatest] = useState<{ basis: unknown; rewards: RewardsData } | null>(null);
  const [notice, setNotice] = useState<RewardNotice | null>(null);
  // A claim that got no answer keeps its id, so trying again cannot claim (and spend) twice.
  const pendingClaimIds = useRef(new Map<number, string>());

  const queried = query.data ? readFragment(RewardsFields, query.data.rewards) : null;
  const rewards = latest && latest.basis === query.data ? latest.rewards : queried;
  const busy = claimState.fetching || removeState.fetching;

  const claimPlan = async (plan: PlanProgress): Promise<void> => {
    if (busy) return;
    setNotice(null);
    const claimId = pendingClaimIds.current.get(plan.planId) ?? newId();
    pendingClaimIds.current.set(plan.planId, claimId);
    const result = await claim({ planId: plan.planId, claimId });
    if (result.error) {
      if (serverAnswered(result.error)) pendingClaimIds.current.delete(plan.planId);
      setNotice({ section: 'points', kind: 'error', text: rewardFailureMessage(result.error) });
      return;
    }
    pendingClaimIds.current.delete(plan.planId);
    if (!result.data) return;
    setLatest({ basis: query.data, rewards: readFragment(RewardsFields, result.data.claimReward.rewards) });
    const rewardName = result.data.claimReward.claimedReward.rewardName;
    setNotice({ section: 'points', kind: 'success', text: messages.REWARD_CLAIMED({ rewardName }) });
  };

  /** True once the reward is gone (or was already). */
  const removeReward = async (reward: ClaimedReward): Promise<boolean> => {
    if (busy) return false;
    setNotice(null);
    const result = await remove({ id: reward.id });
    if (result.error) {
      setNotice({ section: 'rewards', kind: 'error', text: rewardFailureMessage(result.error) });
      return false;
    }
    if (!result.data) return false;
    setLatest({
      basis: query.data,
      rewards: readFragment(RewardsFields, result.data.removeClaimedReward.rewards),
    });
    setNotice({ section: 'rewards', kind: 'success', text: messages.REWARD_REMOVED() });
    return true;
  };

  return {
    rewards,
    loading: !rewards && query.fetching,
    retry: () => refetch({ requestPolicy: 'network-only' }),
    busy,
    claimingPlanId: claimState.fetching ? (claimState.operation?.variables.planId ?? null) : null,
    notice,
    claimPlan,
    removeReward,
  };
}
