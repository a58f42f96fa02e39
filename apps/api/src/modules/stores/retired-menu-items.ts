// When a publication removes a product, a size or a modifier from the menu, the stores' rows that
// name it (its prices, a board's 86) go with it, in the publication's transaction: they would
// otherwise hold the record in place (foreign keys) and price something no customer can order.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { modifierPrices, sizePrices } from '../../db/schema/pricing.ts';
import { unavailableProducts } from '../../db/schema/stores.ts';

export async function removeStoreRowsOfRetiredMenuItems(
  tx: Tx,
  retired: { productIds: readonly number[]; sizeIds: readonly number[]; modifierIds: readonly number[] },
): Promise<void> {
  const productIds = [...retired.productIds];
  const sizeIds = [...retired.sizeIds];
  const modifierIds = [...retired.modifierIds];
  if (productIds.length > 0) {
    await tx.delete(sizePrices).where(inArray(sizePrices.productId, productIds));
    await tx.delete(unavailableProducts).where(inArray(unavailableProducts.productId, productIds));
  }
  if (sizeIds.length > 0) await tx.delete(sizePrices).where(inArray(sizePrices.sizeId, sizeIds));
  if (modifierIds.length > 0)
    await tx.delete(modifierPrices).where(inArray(modifierPrices.modifierId, modifierIds));
}
