// Points, plans and claimed rewards in SQL. Every read and write of a member's points or rewards is
// keyed by the member id the access token proved; nothing here takes it from a request's arguments.
import { and, asc, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { claimedRewards, pointsLedger, rewardPlans } from '../../db/schema/rewards.ts';
import { stores } from '../../db/schema/stores.ts';

export type RewardPlanRecord = typeof rewardPlans.$inferSelect;
export type ClaimedRewardRecord = typeof claimedRewards.$inferSelect;

export interface ClaimedRewardRow extends ClaimedRewardRecord {
  planName: string;
  rewardKind: string;
  /** What the claim spent (its CLAIM row, as a positive number): what a removal gives back. */
  pointsSpent: number;
}

/**
 * Advisory locks taken by the rewards module live in this namespace (the first key of the two-key
 * form), so that they never collide with another module's locks on the same member.
 */
const POINTS_LOCK_NAMESPACE = 6001;

/**
 * Serialises every change that spends a member's points until the caller's transaction ends: two
 * simultaneous claims read the balance one after the other, so they cannot both spend the same
 * points. Harmless on PGlite, whose single connection runs one transaction at a time anyway.
 */
export async function lockMemberPoints(tx: Db, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${POINTS_LOCK_NAMESPACE}, hashtext(${memberId}))`);
}

export async function pointsBalance(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ points: sql<string>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId));
  // node-postgres returns sum() of integers as a bigint string.
  return Number(row?.points ?? 0);
}

export function listRewardPlans(db: Db): Promise<RewardPlanRecord[]> {
  return db.select().from(rewardPlans).orderBy(asc(rewardPlans.threshold), asc(rewardPlans.id));
}

export async function findRewardPlan(db: Db, planId: number): Promise<RewardPlanRecord | null> {
  const [plan] = await db.select().from(rewardPlans).where(eq(rewardPlans.id, planId));
  return plan ?? null;
}

/** The member's rewards not removed: unused ones, and used ones consumed since `usedSince`. */
export async function listClaimedRewards(
  db: Db,
  memberId: string,
  usedSince: Date,
): Promise<ClaimedRewardRow[]> {
  const rows = await db
    .select({
      reward: claimedRewards,
      planName: rewardPlans.name,
      rewardKind: rewardPlans.rewardKind,
      spent: pointsLedger.points,
    })
    .from(claimedRewards)
    .innerJoin(rewardPlans, eq(rewardPlans.id, claimedRewards.planId))
    .leftJoin(
      pointsLedger,
      and(eq(pointsLedger.claimedRewardId, claimedRewards.id), eq(pointsLedger.kind, 'CLAIM')),
    )
    .where(
      and(
        eq(claimedRewards.memberId, memberId),
        isNull(claimedRewards.removedAt),
        or(isNull(claimedRewards.consumedOrderId), gte(claimedRewards.consumedAt, usedSince)),
      ),
    )
    .orderBy(desc(claimedRewards.createdAt), asc(claimedRewards.id));
  return rows.map(({ reward, planName, rewardKind, spent }) => ({
    ...reward,
    planName,
    rewardKind,
    pointsSpent: spent === null ? 0 : -spent,
  }));
}

export async function findClaimedReward(db: Db, id: string): Promise<ClaimedRewardRecord | null> {
  const [row] = await db.select().from(claimedRewards).where(eq(claimedRewards.id, id));
  return row ?? null;
}

/** The zone of the store of the member's latest order, or null for a member who never ordered. */
export async function lastOrderTimeZone(db: Db, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: stores.timeZone })
    .from(orders)
    .innerJoin(stores, eq(stores.storeId, orders.storeId))
    .where(eq(orders.appUserId, memberId))
    .orderBy(desc(orders.placedAt))
    .limit(1);
  return row?.timeZone ?? null;
}

/** Inserts the claim unless its id exists already (a retried claim); true when this call inserted it. */
export async function insertClaimedReward(
  tx: Db,
  reward: typeof claimedRewards.$inferInsert,
  pointsSpent: number,
): Promise<boolean> {
  const inserted = await tx
    .insert(claimedRewards)
    .values(reward)
    .onConflictDoNothing()
    .returning({ id: claimedRewards.id });
  if (inserted.length === 0) return false;
  await tx.insert(pointsLedger).values({
    memberId: reward.memberId,
    kind: 'CLAIM',
    points: -pointsSpent,
    claimedRewardId: reward.id,
    at: reward.createdAt,
  });
  return true;
}

/**
 * Marks the member's own reward removed if no order used it and nobody removed it before: the
 * conditional update is what makes a removal happen once, whatever runs at the same time (a second
 * removal, or the checkout consuming the reward). Returns the row as it was removed, or null.
 */
export async function markClaimedRewardRemoved(
  tx: Db,
  memberId: string,
  id: string,
  at: Date,
): Promise<ClaimedRewardRecord | null> {
  const [row] = await tx
    .update(claimedRewards)
    .set({ removedAt: at })
    .where(
      and(
        eq(claimedRewards.id, id),
        eq(claimedRewards.memberId, memberId),
        isNull(claimedRewards.removedAt),
        isNull(claimedRewards.consumedOrderId),
      ),
    )
    .returning();
  return row ?? null;
}

/** Points a claim spent, read from its CLAIM row (0 when there is none). */
export async function pointsSpentOnClaim(db: Db, claimedRewardId: string): Promise<number> {
  const [row] = await db
    .select({ points: pointsLedger.points })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.claimedRewardId, claimedRewardId), eq(pointsLedger.kind, 'CLAIM')));
  return row ? -row.points : 0;
}

export async function insertRestore(
  tx: Db,
  memberId: string,
  claimedRewardId: string,
  points: number,
  at: Date,
): Promise<void> {
  await tx.insert(pointsLedger).values({ memberId, kind: 'RESTORE', points, claimedRewardId, at });
}
