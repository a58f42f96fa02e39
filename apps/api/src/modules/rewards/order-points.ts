// Points for completed orders and their reversal on refund, inside the transaction that moves the
// order's status (status-side-effects.ts). The rule is the domain's (one point per paid drink); the
// unique (order_id, kind) index of points_ledger makes both idempotent: a replayed completion or
// refund inserts nothing the second time, so a member never earns or loses an order's points twice.
import { pointsForOrder } from '@brewline/domain/cards-and-rewards/loyalty-points';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sizes } from '../../db/schema/menu.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { pointsLedger } from '../../db/schema/rewards.ts';

/** Earns the order's points for its member, once. Guests' orders and orders without a paid drink earn nothing. */
export async function earnPointsForOrder(tx: Tx, orderId: string, at: Date): Promise<void> {
  const [order] = await tx.select({ memberId: orders.appUserId }).from(orders).where(eq(orders.id, orderId));
  if (!order?.memberId) return;
  const lines = await tx
    .select({
      ounces: sizes.ounces,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      discountCents: orderItems.discountCents,
    })
    .from(orderItems)
    // A size missing from the menu (left join) counts as no cup: no points rather than a failed status change.
    .leftJoin(sizes, eq(sizes.id, orderItems.sizeId))
    .where(eq(orderItems.orderId, orderId));
  const points = pointsForOrder(lines);
  if (points <= 0) return;
  const earned = await tx
    .insert(pointsLedger)
    .values({ memberId: order.memberId, kind: 'EARN', points, orderId, at })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (earned.length > 0) await tx.update(orders).set({ pointsEarned: points }).where(eq(orders.id, orderId));
}

/** Takes back exactly what the order earned, once; nothing when it earned nothing. */
export async function reversePointsForOrder(tx: Tx, orderId: string, at: Date): Promise<void> {
  const [earn] = await tx
    .select({ memberId: pointsLedger.memberId, points: pointsLedger.points })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.orderId, orderId), eq(pointsLedger.kind, 'EARN')));
  if (!earn || earn.points <= 0) return;
  // The balance may go below zero when the points were already spent on a claimed reward: the
  // member then earns their way back before the next claim, rather than the refund being refused.
  const reversed = await tx
    .insert(pointsLedger)
    .values({ memberId: earn.memberId, kind: 'REVERSAL', points: -earn.points, orderId, at })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  // A refunded order no longer counts toward rewards, and its receipt says so.
  if (reversed.length > 0) await tx.update(orders).set({ pointsEarned: 0 }).where(eq(orders.id, orderId));
}
