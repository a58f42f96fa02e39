import type { Db } from '../../db/client.ts';
import { findStore, type StoreRecord } from '../stores/store-repository.ts';
import type { StorePricing } from './cart-pricing.ts';
import { listModifierPrices, listSizePrices, listUnavailableProductIds } from './price-repository.ts';

/** Everything priceCart needs about one store, or null for an unknown store. */
export async function loadStorePricing(
  db: Db,
  storeId: number,
  // A caller that has just read the store passes it, saving a round trip on the order path.
  knownStore?: StoreRecord | null,
): Promise<StorePricing | null> {
  const store = knownStore === undefined ? await findStore(db, storeId) : knownStore;
  if (!store) return null;
  const [sizePrices, modifierPrices, unavailable] = await Promise.all([
    listSizePrices(db, storeId),
    listModifierPrices(db, storeId),
    listUnavailableProductIds(db, storeId),
  ]);
  return {
    storeId,
    regionId: store.regionId,
    taxRateMicros: store.taxRateMicros,
    sizePrices: new Map(sizePrices.map((p) => [`${p.productId}:${p.sizeId}`, p.priceCents])),
    modifierPrices: new Map(modifierPrices.map((p) => [p.modifierId, p.priceCents])),
    unavailableProductIds: new Set(unavailable),
  };
}
