// What other modules read about orders. They come here, not to the order repository, so the orders'
// tables stay this module's own (decision 007).
import type { Db } from '../../db/client.ts';
import {
  findOrder,
  listOpenOrdersOfStore,
  listOrderItems,
  type OrderItemRecord,
  type OrderRecord,
} from './order-repository.ts';

/** The order and its lines, or null for an unknown id. */
export async function orderWithItems(
  db: Db,
  id: string,
): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | null> {
  const order = await findOrder(db, id);
  if (!order) return null;
  return { order, items: await listOrderItems(db, id) };
}

/** The order as stored now, or null for an unknown id. */
export function orderById(db: Db, id: string): Promise<OrderRecord | null> {
  return findOrder(db, id);
}

/** The order's lines, in their order. */
export function itemsOfOrder(db: Db, orderId: string): Promise<OrderItemRecord[]> {
  return listOrderItems(db, orderId);
}

/** The store's open orders, oldest first: what its board shows. */
export function openOrdersOfStore(db: Db, storeId: number): Promise<OrderRecord[]> {
  return listOpenOrdersOfStore(db, storeId);
}
