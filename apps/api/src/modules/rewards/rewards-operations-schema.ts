// The `rewards` query, `claimReward` and `removeClaimedReward`, for the access token's subject.
import type { Builder } from '../../graphql/builder.ts';
import { requireMember } from '../members/member-context.ts';
import {
  claimReward,
  loadRewards,
  removeClaimedReward,
  type ClaimResult,
  type RemoveResult,
} from './rewards-service.ts';
import type { addRewardsTypes } from './rewards-page-schema.ts';

function addRewardResultTypes(
  builder: Builder,
  { ClaimedReward, Rewards }: ReturnType<typeof addRewardsTypes>,
) {
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
  return { ClaimRewardResult, RemoveClaimedRewardResult };
}

export function addRewardsOperations(builder: Builder, types: ReturnType<typeof addRewardsTypes>): void {
  const { Rewards } = types;
  const { ClaimRewardResult, RemoveClaimedRewardResult } = addRewardResultTypes(builder, types);
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
