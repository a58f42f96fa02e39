// A reward plan's form: what the person types (numbers as text), what updateRewardPlan takes, and
// the domain's rules (rewardPlanProblems) as the form's, so every problem is named at once.
import {
  rewardPlanProblems,
  type RewardKind,
  type RewardPlanField,
} from '@brewline/domain/cards-and-rewards/reward-plans';
import type { FieldProblem } from '../../lib/use-form.ts';
import type { PlanRow } from './reward-plan-format.ts';

export interface PlanDraft {
  readonly name: string;
  readonly threshold: string;
  readonly rewardName: string;
  readonly rewardKind: RewardKind;
  readonly validityDays: string;
}

/** The plan as someone else saved it (an edit conflict's record). */
export interface TheirPlan {
  readonly name: string;
  readonly threshold: number;
  readonly rewardName: string;
  readonly rewardKind: string;
  readonly validityDays: number | null;
  readonly version: number;
}

export function theirPlanOf(value: unknown): TheirPlan | null {
  return typeof value === 'object' && value !== null && 'version' in value && 'threshold' in value
    ? (value as TheirPlan)
    : null;
}

export const draftOf = (plan: PlanRow | TheirPlan): PlanDraft => ({
  name: plan.name,
  threshold: String(plan.threshold),
  rewardName: plan.rewardName,
  rewardKind: plan.rewardKind === 'MERCHANDISE' ? 'MERCHANDISE' : 'FREE_DRINK',
  validityDays: plan.validityDays === null ? '' : String(plan.validityDays),
});

export const planInputOf = (draft: PlanDraft) => ({
  name: draft.name,
  threshold: Number(draft.threshold),
  rewardName: draft.rewardName,
  rewardKind: draft.rewardKind,
  validityDays: draft.validityDays.trim() === '' ? null : Number(draft.validityDays),
});

export function planRules(draft: PlanDraft): FieldProblem[] {
  const problems = rewardPlanProblems(planInputOf(draft));
  return (Object.keys(problems) as RewardPlanField[]).flatMap((field) => {
    const message = problems[field];
    return message ? [{ field, message }] : [];
  });
}
