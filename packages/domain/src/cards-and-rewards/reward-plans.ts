// What makes a reward plan valid when the back office edits it: a name, the points it
// costs, what a claim gives, and how long a claimed reward stays usable. A change applies to claims
// made after it: a reward already claimed keeps the name and validity it was claimed with.

export const REWARD_KINDS = ['FREE_DRINK', 'MERCHANDISE'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export function isRewardKind(value: string): value is RewardKind {
  return (REWARD_KINDS as readonly string[]).includes(value);
}

/** A reward kind read back from the database, where only REWARD_KINDS are ever written. */
export function storedRewardKind(value: string): RewardKind {
  if (!isRewardKind(value))
    throw new Error(`Stored reward kind ${JSON.stringify(value)} is not one of REWARD_KINDS`);
  return value;
}

export const REWARD_KIND_LABELS: Record<RewardKind, string> = {
  FREE_DRINK: 'Free drink (applied at checkout)',
  MERCHANDISE: 'Merchandise (redeemed in store)',
};

export const MAX_PLAN_POINTS = 1000;
export const MAX_VALIDITY_DAYS = 730;

export interface RewardPlanInput {
  readonly name: string;
  readonly threshold: number;
  readonly rewardName: string;
  readonly rewardKind: string;
  /** Whole days a claimed reward stays usable; null for no limit. */
  readonly validityDays: number | null;
}

export type RewardPlanField = 'name' | 'threshold' | 'rewardName' | 'rewardKind' | 'validityDays';

/** Each field's problem, as a person reads it; empty when the plan can be saved. */
export function rewardPlanProblems(input: RewardPlanInput): Partial<Record<RewardPlanField, string>> {
  const problems: Partial<Record<RewardPlanField, string>> = {};
  const name = input.name.trim();
  if (name.length < 2 || name.length > 60) problems.name = 'Give the plan a name of 2 to 60 characters.';
  if (!Number.isInteger(input.threshold) || input.threshold < 1 || input.threshold > MAX_PLAN_POINTS)
    problems.threshold = `Points must be a whole number from 1 to ${MAX_PLAN_POINTS}.`;
  const reward = input.rewardName.trim();
  if (reward.length < 2 || reward.length > 60)
    problems.rewardName = 'Say what the reward is in 2 to 60 characters.';
  if (!(REWARD_KINDS as readonly string[]).includes(input.rewardKind))
    problems.rewardKind = 'Choose a free drink or merchandise.';
  if (
    input.validityDays !== null &&
    (!Number.isInteger(input.validityDays) ||
      input.validityDays < 1 ||
      input.validityDays > MAX_VALIDITY_DAYS)
  )
    problems.validityDays = `Validity must be 1 to ${MAX_VALIDITY_DAYS} days, or no limit.`;
  return problems;
}

export const secondsOfDays = (days: number | null): number | null => (days === null ? null : days * 86_400);

/** Whole days of a stored limit (a limit that is not whole days rounds up). */
export const daysOfSeconds = (seconds: number | null): number | null =>
  seconds === null ? null : Math.ceil(seconds / 86_400);
