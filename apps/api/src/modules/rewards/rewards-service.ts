// The rewards page's use cases (docs/product/account.md#rewards-page, #reward-rules,
// #claim-and-remove-a-reward): the member's points and progress per plan, claiming a plan's reward,
// removing a claimed reward.
//
// Rules we chose where the spec is silent:
// - One points balance (the sum of the member's points ledger) serves every plan; a claim spends the
//   plan's threshold and only when the balance covers it, checked under a per-member lock.
// - A claim carries an id the app draws (a UUID): the same claim sent twice (a retry after a lost
//   answer, a double click) is one claim and spends once.
// - Expiry dates are calendar dates in the zone of the store of the member's latest order (where they
//   would use the reward), or America/New_York, the chain's home, for a member who never ordered.
// - Removing an unused reward gives its points back, unless it has expired: an expired reward's
//   points are gone, or removing and claiming again would make expiry meaningless. Removing an
//   expired reward only tidies the list. A reward an order used cannot be removed.
import {
  isRewardExpired,
  pointsRemaining,
  pointsRemainingMessage,
  rewardExpiryDate,
} from '@brewline/domain/cards-and-rewards/rewards';
import { messages } from '@brewline/domain/messages/messages';
import { isUuid } from '@brewline/domain/validation/uuid';
import type { Db } from '../../db/client.ts';
import {
  findClaimedReward,
  findRewardPlan,
  insertClaimedReward,
  insertRestore,
  lastOrderTimeZone,
  listClaimedRewards,
  listRewardPlans,
  lockMemberPoints,
  markClaimedRewardRemoved,
  pointsBalance,
  pointsSpentOnClaim,
  type ClaimedRewardRecord,
  type ClaimedRewardRow,
} from './rewards-repository.ts';
import { Refusal } from '@brewline/domain/messages/refusal';

/** The zone for members who have not ordered yet: the chain's home market. */
export const DEFAULT_REWARDS_TIME_ZONE = 'America/New_York';

/** Used rewards stay on the list this long after their order, so the member sees where they went. */
const USED_REWARDS_SHOWN_MS = 30 * 86_400_000;

export interface PlanProgressView {
  planId: number;
  name: string;
  threshold: number;
  rewardName: string;
  rewardKind: string;
  /** The member's balance (shared by every plan). */
  points: number;
  pointsRemaining: number;
  message: string;
  canClaim: boolean;
}

export interface ClaimedRewardView {
  id: string;
  planId: number;
  planName: string;
  rewardName: string;
  rewardKind: string;
  creationDate: Date;
  /** yyyy-MM-dd in `RewardsView.timeZone`; null for a reward that never expires. */
  expireDate: string | null;
  timeLimitSeconds: number | null;
  expired: boolean;
  consumed: boolean;
  /** Neither expired nor used: what the checkout may apply. */
  usable: boolean;
  pointsSpent: number;
}

export interface RewardsView {
  points: number;
  /** The zone the expiry dates are in. */
  timeZone: string;
  plans: PlanProgressView[];
  claimedRewards: ClaimedRewardView[];
}

export async function rewardsTimeZone(db: Db, memberId: string): Promise<string> {
  return (await lastOrderTimeZone(db, memberId)) ?? DEFAULT_REWARDS_TIME_ZONE;
}

function domainReward(row: ClaimedRewardRecord) {
  return {
    creationDate: row.createdAt,
    reward: { name: row.rewardName, expireDate: row.expireDate, timeLimitSeconds: row.timeLimitSeconds },
  };
}

/** Expired per docs/product/account.md#reward-rules: today, in `timeZone`, is on or after the expiry date. */
export function isClaimedRewardExpired(row: ClaimedRewardRecord, now: Date, timeZone: string): boolean {
  return isRewardExpired(domainReward(row), now, timeZone);
}

function claimedRewardView(row: ClaimedRewardRow, now: Date, timeZone: string): ClaimedRewardView {
  const expired = isClaimedRewardExpired(row, now, timeZone);
  const consumed = row.consumedOrderId !== null;
  return {
    id: row.id,
    planId: row.planId,
    planName: row.planName,
    rewardName: row.rewardName,
    rewardKind: row.rewardKind,
    creationDate: row.createdAt,
    expireDate: rewardExpiryDate(domainReward(row), timeZone),
    timeLimitSeconds: row.timeLimitSeconds,
    expired,
    consumed,
    usable: !expired && !consumed,
    pointsSpent: row.pointsSpent,
  };
}

export async function loadRewards(db: Db, memberId: string, now: Date): Promise<RewardsView> {
  const [points, plans, claimed, timeZone] = await Promise.all([
    pointsBalance(db, memberId),
    listRewardPlans(db),
    listClaimedRewards(db, memberId, new Date(now.getTime() - USED_REWARDS_SHOWN_MS)),
    rewardsTimeZone(db, memberId),
  ]);
  const views = claimed.map((row) => claimedRewardView(row, now, timeZone));
  // Usable rewards first (soonest to expire first), then expired ones, then used ones.
  const rank = (r: ClaimedRewardView) => (r.usable ? 0 : r.consumed ? 2 : 1);
  views.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.expireDate ?? '9999-12-31').localeCompare(b.expireDate ?? '9999-12-31') ||
      b.creationDate.getTime() - a.creationDate.getTime(),
  );
  return {
    points,
    timeZone,
    plans: plans.map((plan) => {
      const progress = { planName: plan.name, threshold: plan.threshold, points };
      return {
        planId: plan.id,
        name: plan.name,
        threshold: plan.threshold,
        rewardName: plan.rewardName,
        rewardKind: plan.rewardKind,
        points,
        pointsRemaining: pointsRemaining(progress),
        message: pointsRemainingMessage(progress),
        canClaim: points >= plan.threshold,
      };
    }),
    claimedRewards: views,
  };
}

export interface ClaimResult {
  claimedReward: ClaimedRewardView;
  rewards: RewardsView;
}

const claimFailed = (code: 'INVALID_INPUT' | 'PLAN_NOT_FOUND' | 'REWARD_NOT_FOUND') =>
  new Refusal(code, messages.REWARD_CLAIM_FAILED());

/** Claims a plan's reward for the member, spending its threshold; the same claimId again is the same claim. */
export async function claimReward(
  db: Db,
  memberId: string,
  input: { planId: number; claimId: string },
  now: Date,
): Promise<ClaimResult> {
  if (!isUuid(input.claimId)) throw claimFailed('INVALID_INPUT');
  const claimId = input.claimId.toLowerCase();
  const plan = await findRewardPlan(db, input.planId);
  if (!plan) throw claimFailed('PLAN_NOT_FOUND');

  await db.transaction(async (tx) => {
    await lockMemberPoints(tx, memberId);
    const existing = await findClaimedReward(tx, claimId);
    if (existing) {
      // A replay of this member's own claim: already done, nothing more to spend.
      if (existing.memberId === memberId && existing.planId === plan.id) return;
      throw claimFailed('INVALID_INPUT');
    }
    const balance = await pointsBalance(tx, memberId);
    if (balance < plan.threshold) {
      const remaining = pointsRemaining({ planName: plan.name, threshold: plan.threshold, points: balance });
      throw new Refusal(
        'NOT_ENOUGH_POINTS',
        messages.REWARD_NOT_ENOUGH_POINTS({ remaining, planName: plan.name }),
        { pointsRemaining: remaining },
      );
    }
    const inserted = await insertClaimedReward(
      tx,
      {
        id: claimId,
        memberId,
        planId: plan.id,
        rewardName: plan.rewardName,
        expireDate: null,
        timeLimitSeconds: plan.timeLimitSeconds,
        createdAt: now,
      },
      plan.threshold,
    );
    // Another member's claim took this id between our read and our insert: refuse, spend nothing.
    if (!inserted) throw claimFailed('INVALID_INPUT');
  });

  const rewards = await loadRewards(db, memberId, now);
  const claimedReward = rewards.claimedRewards.find((r) => r.id === claimId);
  if (!claimedReward) throw claimFailed('REWARD_NOT_FOUND'); // removed by a racing call of the member's own
  return { claimedReward, rewards };
}

export interface RemoveResult {
  /** Points given back by this call: 0 for an expired reward or a removal already done. */
  pointsRestored: number;
  rewards: RewardsView;
}

/** Removes one of the member's own unused rewards, giving its points back unless it expired. Idempotent. */
export async function removeClaimedReward(
  db: Db,
  memberId: string,
  id: string,
  now: Date,
): Promise<RemoveResult> {
  if (!isUuid(id)) throw claimFailed('REWARD_NOT_FOUND');
  const rewardId = id.toLowerCase();
  const timeZone = await rewardsTimeZone(db, memberId);
  const restored = await db.transaction(async (tx) => {
    const removed = await markClaimedRewardRemoved(tx, memberId, rewardId, now);
    if (!removed) return null;
    if (isClaimedRewardExpired(removed, now, timeZone)) return 0;
    const points = await pointsSpentOnClaim(tx, rewardId);
    if (points > 0) await insertRestore(tx, memberId, rewardId, points, now);
    return points;
  });

  if (restored === null) {
    const row = await findClaimedReward(db, rewardId);
    // Someone else's reward reads exactly like one that does not exist.
    if (!row || row.memberId !== memberId) throw claimFailed('REWARD_NOT_FOUND');
    if (row.removedAt === null && row.consumedOrderId !== null) {
      throw new Refusal('REWARD_ALREADY_USED', messages.REWARD_ALREADY_USED());
    }
  }
  return { pointsRestored: restored ?? 0, rewards: await loadRewards(db, memberId, now) };
}
