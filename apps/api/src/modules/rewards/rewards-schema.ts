// Rewards GraphQL (docs/product/account.md#rewards-page, #claimed-reward,
// #claim-and-remove-a-reward): the `rewards` query, `claimReward` and `removeClaimedReward`.
// Members only; no operation takes a member id: the member is the access token's subject, so nobody
// can spend someone else's points or remove someone else's reward.
import type { Builder } from '../../graphql/builder.ts';
import { requireMember } from '../members/member-context.ts';
import {
  claimReward,
  loadRewards,
  removeClaimedReward,
  type ClaimedRewardView,
  type ClaimResult,
  type PlanProgressView,
  type RemoveResult,
  type RewardsView,
} from './rewards-service.ts';

export function addRewardsSchema(builder: Builder) {
  const RewardPlanProgress = builder.objectRef<PlanProgressView>('RewardPlanProgress').implement({
    description:
      "A reward plan and how far the member's points are from it (docs/product/account.md#reward-progress).",
    fields: (t) => ({
      planId: t.exposeInt('planId'),
      name: t.exposeString('name', { description: "'13th Free Drink' or 'Whole Bean Coffee'." }),
      threshold: t.exposeInt('threshold', { description: 'Points a claim spends.' }),
      rewardName: t.exposeString('rewardName', { description: 'What a claim gives, e.g. Free Drink.' }),
      rewardKind: t.exposeString('rewardKind', {
        description: 'FREE_DRINK (applied at checkout) or MERCHANDISE (redeemed in store).',
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
      rewardKind: t.exposeString('rewardKind', { description: 'FREE_DRINK or MERCHANDISE.' }),
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

  const ClaimRewardResult = builder.objectRef<ClaimResult>('ClaimRewardResult').implement({
    fields: (t) => ({
      claimedReward: t.field({ type: ClaimedReward, resolve: (r) => r.claimedReward }),
      rewards: t.field({ type: Rewards, resolve: (r) => r.rewards }),
    }),
  });

  const RemoveClaimedRewardResult = builder.objectRef<RemoveResult>('RemoveClaimedRewardResult').implement({
    fields: (t) => ({
      pointsRestored: t.exposeInt('pointsRestored', {
        description: 'Points given back by this call: 0 for an expired reward or a repeated removal.',
      }),
      rewards: t.field({ type: Rewards, resolve: (r) => r.rewards }),
    }),
  });

  builder.queryFields((t) => ({
    rewards: t.field({
      type: Rewards,
      description: "The signed-in member's points, progress per plan and claimed rewards.",
      resolve: (_root, _args, ctx) => loadRewards(ctx.db, requireMember(ctx).memberId, ctx.now()),
    }),
  }));

  builder.mutationFields((t) => ({
    claimReward: t.field({
      type: ClaimRewardResult,
      description:
        "Spends the plan's threshold on its reward when the balance covers it (NOT_ENOUGH_POINTS otherwise). claimId is a UUID the app draws per claim: sending the same one again is the same claim.",
      args: {
        planId: t.arg.int({ required: true }),
        claimId: t.arg.id({ required: true }),
      },
      resolve: (_root, args, ctx) =>
        claimReward(
          ctx.db,
          requireMember(ctx).memberId,
          { planId: args.planId, claimId: String(args.claimId) },
          ctx.now(),
        ),
    }),
    removeClaimedReward: t.field({
      type: RemoveClaimedRewardResult,
      description:
        "Removes one of the member's unused rewards and gives its points back unless it has expired. Removing it again changes nothing.",
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        removeClaimedReward(ctx.db, requireMember(ctx).memberId, String(args.id), ctx.now()),
    }),
  }));
}
