// Editing a reward plan from the back office: validated by the domain's rules, saved only over the
// version the person started from (EDIT_CONFLICT otherwise, with the plan as it is now), audited.
import {
  daysOfSeconds,
  rewardPlanProblems,
  secondsOfDays,
  type RewardPlanInput,
} from '@brewline/domain/cards-and-rewards/reward-plans';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rewardPlans } from '../../db/schema/rewards.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import { editConflict, Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export type RewardPlanRecord = typeof rewardPlans.$inferSelect;

export function listPlansForEditing(db: Db): Promise<RewardPlanRecord[]> {
  return db.select().from(rewardPlans).orderBy(asc(rewardPlans.threshold), asc(rewardPlans.id));
}

/** The plan as the audit log and a conflict show it. */
export function planSnapshot(plan: RewardPlanRecord) {
  return {
    id: plan.id,
    name: plan.name,
    threshold: plan.threshold,
    rewardName: plan.rewardName,
    rewardKind: plan.rewardKind,
    validityDays: daysOfSeconds(plan.timeLimitSeconds),
    version: plan.version,
  };
}

export async function updateRewardPlan(
  db: Db,
  actor: AuditActor,
  change: { id: number; expectedVersion: number } & RewardPlanInput,
  now: Date,
): Promise<RewardPlanRecord> {
  const problems = rewardPlanProblems(change);
  const first = Object.values(problems)[0];
  if (first) throw new Refusal('INVALID_INPUT', first, { fields: problems });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(rewardPlans).where(eq(rewardPlans.id, change.id));
    if (!before) throw new Refusal('INVALID_INPUT', refusalMessages.REWARD_PLAN_UNKNOWN());
    const [sameName] = await tx
      .select({ id: rewardPlans.id })
      .from(rewardPlans)
      .where(and(eq(rewardPlans.name, change.name.trim()), ne(rewardPlans.id, change.id)));
    if (sameName)
      throw new Refusal('INVALID_INPUT', refusalMessages.REWARD_PLAN_NAME_TAKEN(), {
        fields: { name: refusalMessages.REWARD_PLAN_NAME_TAKEN() },
      });
    const [after] = await tx
      .update(rewardPlans)
      .set({
        name: change.name.trim(),
        threshold: change.threshold,
        rewardName: change.rewardName.trim(),
        rewardKind: change.rewardKind,
        timeLimitSeconds: secondsOfDays(change.validityDays),
        version: before.version + 1,
      })
      .where(and(eq(rewardPlans.id, change.id), eq(rewardPlans.version, change.expectedVersion)))
      .returning();
    if (!after) throw editConflict('reward plan', planSnapshot(before));
    await recordAudit(tx, {
      actor,
      action: 'rewards.plan.update',
      entityType: 'reward_plan',
      entityId: String(change.id),
      before: planSnapshot(before),
      after: planSnapshot(after),
      at: now,
    });
    return after;
  });
}
