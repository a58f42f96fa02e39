// A reward an order used comes back to the member when that order is refunded or fails: they paid
// nothing for the drink they did not get. Clearing consumed_order_id is idempotent, and only this
// order's use is cleared, so a reward can still pay for one order at a time.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { claimedRewards } from '../../db/schema/rewards.ts';

export async function releaseRewardOfOrder(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(claimedRewards)
    .set({ consumedOrderId: null, consumedAt: null })
    .where(eq(claimedRewards.consumedOrderId, orderId));
}
