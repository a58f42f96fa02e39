// Loyalty rewards (docs/product/account.md#rewards-page, #reward-rules): when a claimed reward
// expires and how far a member is from each plan's reward.
import { formatCivilDate, localParts } from '../lib/zoned-time.ts';

export const REWARD_PLAN_NAMES = ['13th Free Drink', 'Whole Bean Coffee'] as const;

export interface ClaimedReward {
  readonly creationDate: Date | string;
  readonly reward: {
    readonly name: string;
    /** A calendar date 'yyyy-MM-dd' or an ISO instant. */
    readonly expireDate?: Date | string | null;
    /** Seconds after creation; null, undefined or 0 means no limit. */
    readonly timeLimitSeconds?: number | null;
  };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The expiry as a 'yyyy-MM-dd' date in `timeZone`, or null when the reward never expires. */
export function rewardExpiryDate(claimed: ClaimedReward, timeZone: string): string | null {
  const { expireDate, timeLimitSeconds } = claimed.reward;
  if (typeof expireDate === 'string' && DATE_ONLY.test(expireDate)) return expireDate;
  if (expireDate) return civilDateOf(new Date(expireDate), timeZone);
  if (!timeLimitSeconds) return null;
  const created = new Date(claimed.creationDate).getTime();
  return civilDateOf(new Date(created + timeLimitSeconds * 1000), timeZone);
}

function civilDateOf(instant: Date, timeZone: string): string | null {
  return Number.isNaN(instant.getTime()) ? null : formatCivilDate(localParts(instant, timeZone));
}

/**
 * Expired once today (in `timeZone`) is on or after the expiry date: the expiry date, else creation
 * plus time_limit seconds. Without either the reward is always ready.
 */
export function isRewardExpired(claimed: ClaimedReward, now: Date, timeZone: string): boolean {
  const expiry = rewardExpiryDate(claimed, timeZone);
  if (expiry === null) return false;
  // 'yyyy-MM-dd' strings order the same way as the dates they name.
  return formatCivilDate(localParts(now, timeZone)) >= expiry;
}

export interface RewardProgress {
  readonly planName: string;
  readonly threshold: number;
  readonly points: number;
}

export function pointsRemaining(progress: RewardProgress): number {
  return Math.max(0, progress.threshold - progress.points);
}

/** Share of the way to the reward, 0 to 1, for a progress bar. */
export function rewardProgressRatio(progress: RewardProgress): number {
  if (progress.threshold <= 0) return 1;
  return Math.min(1, Math.max(0, progress.points / progress.threshold));
}

/** The rewards page's line under each plan (wording ours; the spec shows none). */
export function pointsRemainingMessage(progress: RewardProgress): string {
  const remaining = pointsRemaining(progress);
  if (remaining === 0) return `You've earned your ${progress.planName}!`;
  return `${remaining} more ${remaining === 1 ? 'point' : 'points'} until your ${progress.planName}!`;
}
