// Rewards: the plans, each member's points and the rewards they claimed.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Reward plans (docs/product/account.md#rewards-page): what a member can claim and for how many
 * points. '13th Free Drink' at 12 points (twelve paid drinks, the thirteenth free) and 'Whole Bean
 * Coffee'.
 */
export const rewardPlans = pgTable('reward_plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  threshold: integer('threshold').notNull(),
  /** The reward a claim creates. */
  rewardName: text('reward_name').notNull(),
  /** Seconds a claimed reward stays usable; null for no limit. */
  timeLimitSeconds: integer('time_limit_seconds'),
  /** FREE_DRINK applies at checkout to the most expensive eligible drink; MERCHANDISE is redeemed in store. */
  rewardKind: text('reward_kind').notNull(),
  /** Bumped by every back-office save (optimistic concurrency). */
  version: integer('version').notNull().default(1),
});

/**
 * A member's points, append-only: EARN (an order completed), REVERSAL (that order refunded), CLAIM
 * (negative: a reward was claimed) and RESTORE (a claimed reward removed unused). The balance is the
 * sum; the unique index makes earning and reversing once per order.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id').notNull(),
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    orderId: text('order_id'),
    claimedRewardId: text('claimed_reward_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('points_ledger_member_idx').on(t.memberId),
    uniqueIndex('points_ledger_once_per_order_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
  ],
);

/**
 * Claimed rewards (docs/product/account.md#records): consumed by at most one order (a conditional
 * update on consumed_order_id), or removed by the member.
 */
export const claimedRewards = pgTable(
  'claimed_rewards',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => rewardPlans.id),
    rewardName: text('reward_name').notNull(),
    /** yyyy-MM-dd or null; with time_limit the expiry follows docs/product/account.md#reward-rules. */
    expireDate: text('expire_date'),
    timeLimitSeconds: integer('time_limit_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    consumedOrderId: text('consumed_order_id'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('claimed_rewards_member_idx').on(t.memberId)],
);
