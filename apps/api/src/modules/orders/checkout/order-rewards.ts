// A claimed free-drink reward at checkout: which of the member's claimed rewards an order may use,
// and its consumption inside the order's transaction. A reward is usable while it is the member's,
// of a FREE_DRINK plan, not consumed, not removed and not expired
// (docs/product/account.md#reward-rules, judged in the ordering store's time zone: that is where
// the drink is handed over). Consumption is a conditional update, so two orders racing for one
// reward cannot both have it.
import { isRewardExpired } from '@brewline/domain/cards-and-rewards/rewards';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { claimedRewards, rewardPlans } from '../../../db/schema/rewards.ts';

export const FREE_DRINK_KIND = 'FREE_DRINK';

export interface UsableReward {
  id: string;
  rewardName: string;
  createdAt: Date;
  expireDate: string | null;
  timeLimitSeconds: number | null;
}

/** The claimed reward was consumed, removed or is not the member's: the order is not taken. */
export class RewardUnavailable extends Error {
  constructor() {
    super('claimed reward unavailable');
  }
}

function isExpired(reward: UsableReward, now: Date, timeZone: string): boolean {
  return isRewardExpired(
    {
      creationDate: reward.createdAt,
      reward: {
        name: reward.rewardName,
        expireDate: reward.expireDate,
        timeLimitSeconds: reward.timeLimitSeconds,
      },
    },
    now,
    timeZone,
  );
}

/** The member's free-drink rewards an order at a store in `timeZone` may use now, oldest first. */
export async function listUsableFreeDrinkRewards(
  db: Db,
  memberId: string,
  timeZone: string,
  now: Date,
): Promise<UsableReward[]> {
  const rows = await db
    .select({
      id: claimedRewards.id,
      rewardName: claimedRewards.rewardName,
      createdAt: claimedRewards.createdAt,
      expireDate: claimedRewards.expireDate,
      timeLimitSeconds: claimedRewards.timeLimitSeconds,
    })
    .from(claimedRewards)
    .innerJoin(rewardPlans, eq(rewardPlans.id, claimedRewards.planId))
    .where(
      and(
        eq(claimedRewards.memberId, memberId),
        eq(rewardPlans.rewardKind, FREE_DRINK_KIND),
        isNull(claimedRewards.consumedOrderId),
        isNull(claimedRewards.removedAt),
      ),
    )
    .orderBy(asc(claimedRewards.createdAt), asc(claimedRewards.id));
  return rows.filter((row) => !isExpired(row, now, timeZone));
}

export async function findUsableFreeDrinkReward(
  db: Db,
  memberId: string,
  rewardId: string,
  timeZone: string,
  now: Date,
): Promise<UsableReward | null> {
  const usable = await listUsableFreeDrinkRewards(db, memberId, timeZone, now);
  return usable.find((reward) => reward.id === rewardId) ?? null;
}

/** Marks the reward used by the order, inside the order's transaction; throws when someone was first. */
export async function consumeReward(
  tx: Tx,
  use: { rewardId: string; memberId: string; orderId: string; at: Date },
): Promise<void> {
  const [consumed] = await tx
    .update(claimedRewards)
    .set({ consumedOrderId: use.orderId, consumedAt: use.at })
    .where(
      and(
        eq(claimedRewards.id, use.rewardId),
        eq(claimedRewards.memberId, use.memberId),
        isNull(claimedRewards.consumedOrderId),
        isNull(claimedRewards.removedAt),
      ),
    )
    .returning({ id: claimedRewards.id });
  if (!consumed) throw new RewardUnavailable();
}
