// Reward plans in the back office (rewards.edit): the list, and saving one over the version read.
import { daysOfSeconds } from '@brewline/domain/cards-and-rewards/reward-plans';
import type { Builder } from '../../graphql/builder.ts';
import type { ClosedSetEnums } from '../../graphql/closed-set-enums.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import { listPlansForEditing, updateRewardPlan, type RewardPlanRecord } from './reward-plan-admin-service.ts';

export function addRewardsAdminSchema(builder: Builder, enums: Pick<ClosedSetEnums, 'RewardKind'>) {
  const RewardKindEnum = enums.RewardKind;

  const AdminRewardPlan = builder.objectRef<RewardPlanRecord>('AdminRewardPlan').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      threshold: t.exposeInt('threshold', { description: 'Points a claim costs.' }),
      rewardName: t.exposeString('rewardName'),
      rewardKind: t.field({
        type: RewardKindEnum,
        resolve: (p) => (p.rewardKind === 'MERCHANDISE' ? 'MERCHANDISE' : 'FREE_DRINK'),
      }),
      validityDays: t.int({
        nullable: true,
        description: 'Days a claimed reward stays usable; null for no limit.',
        resolve: (p) => daysOfSeconds(p.timeLimitSeconds),
      }),
      version: t.exposeInt('version'),
    }),
  });

  builder.queryFields((t) => ({
    adminRewardPlans: t.field({
      type: [AdminRewardPlan],
      resolve: async (_root, _args, ctx) => {
        await requireStaff(ctx, 'rewards.edit');
        return listPlansForEditing(ctx.db);
      },
    }),
  }));

  builder.mutationFields((t) => ({
    updateRewardPlan: t.field({
      type: AdminRewardPlan,
      description: 'Saves a plan over expectedVersion; EDIT_CONFLICT when someone saved it since.',
      args: {
        id: t.arg.int({ required: true }),
        expectedVersion: t.arg.int({ required: true }),
        name: t.arg.string({ required: true }),
        threshold: t.arg.int({ required: true }),
        rewardName: t.arg.string({ required: true }),
        rewardKind: t.arg({ type: RewardKindEnum, required: true }),
        validityDays: t.arg.int(),
      },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'rewards.edit');
        return updateRewardPlan(
          ctx.db,
          auditActorOf(staff),
          {
            id: args.id,
            expectedVersion: args.expectedVersion,
            name: args.name,
            threshold: args.threshold,
            rewardName: args.rewardName,
            rewardKind: args.rewardKind,
            validityDays: args.validityDays ?? null,
          },
          ctx.now(),
        );
      },
    }),
  }));
}
