// reorderCart: a member's past order as cart lines at the store they order from now. Today's menu
// decides which lines it still makes that way (domain order-again.ts), and the cart pricing decides
// what the store sells and at what price, exactly as it will for the cart and the order itself.
import {
  notSoldHere,
  orderAgainNotice,
  planOrderAgain,
  type LeftOut,
  type PastOrderLine,
} from '@brewline/domain/orders/order-again';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { MenuSnapshot } from '../menu/menu-snapshot.ts';
import { priceCart, type CartPricing } from '../pricing/cart-pricing.ts';
import { loadStorePricing } from '../pricing/store-pricing-service.ts';
import { storeById } from '../stores/store-service.ts';
import { findMemberOrder, listItemsOfOrders } from './order-history-repository.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export interface ReorderCart {
  storeId: number;
  /** How the store is named in the notice. */
  storeName: string;
  /** The lines to put in the cart (fresh line ids), priced at the store. */
  pricing: CartPricing;
  leftOut: LeftOut[];
  /** 'X is no longer available at {store}.', or null when everything was kept. */
  notice: string | null;
}

export interface ReorderDeps {
  db: Db;
  menu: MenuSnapshot;
}

export async function reorderCart(
  deps: ReorderDeps,
  memberId: string,
  orderId: string,
  storeId: number,
): Promise<ReorderCart> {
  const found = await findMemberOrder(deps.db, memberId, orderId);
  if (!found) throw new Refusal('ORDER_NOT_FOUND', refusalMessages.ORDER_NOT_IN_HISTORY());
  const store = await storeById(deps.db, storeId);
  const pricingData = store ? await loadStorePricing(deps.db, storeId, store) : null;
  if (!store || !pricingData) throw new Refusal('STORE_NOT_FOUND', refusalMessages.SELECT_STORE());

  const items = (await listItemsOfOrders(deps.db, [found.order.id])).get(found.order.id) ?? [];
  const pastLines: PastOrderLine[] = items.map((item) => ({
    productId: item.productId,
    productName: item.productName,
    sizeId: item.sizeId,
    sizeName: item.sizeName,
    versionId: item.versionId,
    versionName: item.versionName,
    quantity: item.quantity,
    modifiers: item.modifiers,
  }));
  const plan = planOrderAgain(pastLines, (id) => deps.menu.productsById.get(id));
  const candidates = plan.lines.map((line) => ({ ...line, lineId: randomUUID() }));
  const priced = priceCart(deps.menu, pricingData, candidates);

  // The lines the store does not sell today, named as the customer ordered them.
  const unsold = new Set(priced.unavailableLines.map((line) => line.lineId));
  const notSold = candidates
    .filter((line) => unsold.has(line.lineId))
    .flatMap((line) => {
      const past = pastLines[line.pastIndex];
      return past ? [notSoldHere(past)] : [];
    });
  const leftOut = [...plan.leftOut, ...notSold];
  const storeName = store.name;
  return {
    storeId,
    storeName,
    pricing: { ...priced, unavailableLines: [] },
    leftOut,
    notice: orderAgainNotice(leftOut, priced.lines.length, storeName),
  };
}
