// The member's rewards page: each plan's progress and the rewards they claimed.
import { storedRewardKind } from '@brewline/domain/cards-and-rewards/reward-plans';
import type { Builder } from '../../graphql/builder.ts';
import type { ClosedSetEnums } from '../../graphql/closed-set-enums.ts';
import { type ClaimedRewardView, type PlanProgressView, type RewardsView } from './rewards-service.ts';

export function addRewardsTypes(builder: Builder, enums: Pick<ClosedSetEnums, 'RewardKind'>) {
  const RewardPlanProgress = builder.objectRef<PlanProgressView>('RewardPlanProgress').implement({
    description:
      "A reward plan and how far the member's points are from it (docs/product/account.md#reward-progress).",
    fields: (t) => ({
      planId: t.exposeInt('planId'),
      name: t.exposeString('name', { description: "'13th Free Drink' or 'Whole Bean Coffee'." }),
      threshold: t.exposeInt('threshold', { description: 'Points a claim spends.' }),
      rewardName: t.exposeString('rewardName', { description: 'What a claim gives, e.g. Free Drink.' }),
      rewardKind: t.field({
        type: enums.RewardKind,
        description: 'Applied at checkout (FREE_DRINK) or redeemed in store (MERCHANDISE).',
        resolve: (p) => storedRewardKind(p.rewardKind),
      }),
      points: t.exposeInt('points', { description: "The member's balance, shared by every plan." }),
      pointsRemaining: t.exposeInt('pointsRemaining', {
        description: 'Points still needed; 0 once claimable.',
      }),
      message: t.exposeString('message', { description: 'The points-remaining line under the plan.' }),
      canClaim: t.exposeBoolean('canClaim'),
    }),
  });
  const ClaimedReward = builder.objectRef<ClaimedRewardView>('ClaimedReward').implement({
    description: 'A reward the member claimed (docs/product/account.md#claimed-reward), not removed.',
    fields: (t) => ({
      id: t.exposeID('id'),
      planId: t.exposeInt('planId'),
      planName: t.exposeString('planName'),
      rewardName: t.exposeString('rewardName'),
      rewardKind: t.field({ type: enums.RewardKind, resolve: (r) => storedRewardKind(r.rewardKind) }),
      creationDate: t.string({
        description: 'When it was claimed, an ISO 8601 instant.',
        resolve: (reward) => reward.creationDate.toISOString(),
      }),
      expireDate: t.exposeString('expireDate', {
        nullable: true,
        description:
          'yyyy-MM-dd in Rewards.timeZone: the expiry date, else creation plus timeLimitSeconds; null for no limit.',
      }),
      timeLimitSeconds: t.exposeInt('timeLimitSeconds', { nullable: true }),
      expired: t.exposeBoolean('expired', { description: 'Today is on or after the expiry date.' }),
      consumed: t.exposeBoolean('consumed', { description: 'An order used it (shown for 30 days after).' }),
      usable: t.exposeBoolean('usable', { description: 'Neither expired nor used.' }),
      pointsSpent: t.exposeInt('pointsSpent', {
        description: 'What the claim spent: what removing it gives back while it has not expired.',
      }),
    }),
  });
  const Rewards = builder.objectRef<RewardsView>('Rewards').implement({
    description: "The signed-in member's rewards page: 'My Points' and 'My Rewards'.",
    fields: (t) => ({
      points: t.exposeInt('points', {
        description: 'The balance: every point earned, less reversals and claims.',
      }),
      timeZone: t.exposeString('timeZone', {
        description: "The zone of expiry dates: the member's latest order's store, else America/New_York.",
      }),
      plans: t.field({ type: [RewardPlanProgress], resolve: (r) => r.plans }),
      claimedRewards: t.field({
        type: [ClaimedReward],
        description: 'Usable first (soonest expiry first), then expired, then recently used.',
        resolve: (r) => r.claimedRewards,
      }),
    }),
  });
  return { ClaimedReward, Rewards };
}
