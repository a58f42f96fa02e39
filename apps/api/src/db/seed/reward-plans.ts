// The two reward plans of the loyalty program (docs/product/account.md#rewards-page). Twelve paid
// drinks earn the thirteenth free; thirty earn a bag of whole bean coffee. A claimed free drink is
// good for 30 days and a claimed bag for 60: long enough to come back for it, short enough that
// points spent on a reward nobody uses do not linger as a liability for years.
import type { rewardPlans } from '../schema/rewards.ts';

type RewardPlanRow = typeof rewardPlans.$inferInsert;

const DAY_SECONDS = 86_400;

export const REWARD_PLAN = { freeDrink: 1, wholeBean: 2 } as const;

export const rewardPlanRows: RewardPlanRow[] = [
  {
    id: REWARD_PLAN.freeDrink,
    name: '13th Free Drink',
    threshold: 12,
    rewardName: 'Free Drink',
    timeLimitSeconds: 30 * DAY_SECONDS,
    rewardKind: 'FREE_DRINK',
  },
  {
    id: REWARD_PLAN.wholeBean,
    name: 'Whole Bean Coffee',
    threshold: 30,
    rewardName: 'Whole Bean Coffee Bag',
    timeLimitSeconds: 60 * DAY_SECONDS,
    rewardKind: 'MERCHANDISE',
  },
];
