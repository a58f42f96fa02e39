import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { modifierPrices, sizePrices } from '../../db/schema/pricing.ts';
import { unavailableProducts } from '../../db/schema/stores.ts';

export type SizePrice = typeof sizePrices.$inferSelect;
export type ModifierPrice = typeof modifierPrices.$inferSelect;

export function listSizePrices(db: Db, storeId: number): Promise<SizePrice[]> {
  return db
    .select()
    .from(sizePrices)
    .where(eq(sizePrices.storeId, storeId))
    .orderBy(asc(sizePrices.productId), asc(sizePrices.sizeId));
}

export function listModifierPrices(db: Db, storeId: number): Promise<ModifierPrice[]> {
  return db
    .select()
    .from(modifierPrices)
    .where(eq(modifierPrices.storeId, storeId))
    .orderBy(asc(modifierPrices.modifierId));
}

export async function listUnavailableProductIds(db: Db, storeId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: unavailableProducts.productId })
    .from(unavailableProducts)
    .where(eq(unavailableProducts.storeId, storeId))
    .orderBy(asc(unavailableProducts.productId));
  return rows.map((r) => r.productId);
}
