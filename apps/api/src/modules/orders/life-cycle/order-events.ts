// Order status changes, published after they are stored. Mercurius' pubsub carries them to every
// subscription on this server (and, with Redis configured, on every server).
import type { PubSub } from 'mercurius';

export interface OrderStatusUpdate {
  id: string;
  /** An OrderStatus; typed as text because stored rows may hold statuses this build does not know. */
  status: string;
  updatedAt: string;
  /** Why the order stopped, as the customer reads it (a scheduled order that could not be sent). */
  reason?: string | null;
}

export const orderStatusTopic = (orderId: string): `ORDER_STATUS:${string}` => `ORDER_STATUS:${orderId}`;

export const storeOrdersTopic = (storeId: number): `STORE_ORDERS:${number}` => `STORE_ORDERS:${storeId}`;

/** What a store board hears: an order arrived, or one of the store's orders changed. */
export interface StoreOrderEvent {
  kind: 'ORDER_CREATED' | 'ORDER_UPDATED';
  orderId: string;
}

/** Every topic the server publishes, with the payload it carries. */
export type BrewlineTopics = {
  [topic: `ORDER_STATUS:${string}`]: OrderStatusUpdate;
  [topic: `STORE_ORDERS:${number}`]: StoreOrderEvent;
};

export interface OrderEventBus {
  /** A stored status change: to the customer watching the order and to the store's boards. */
  publishStatus(update: OrderStatusUpdate, storeId: number, kind?: StoreOrderEvent['kind']): void;
}

export function pubsubOrderEvents(pubsub: () => PubSub<BrewlineTopics>): OrderEventBus {
  return {
    publishStatus(update, storeId, kind = 'ORDER_UPDATED') {
      pubsub().publish({ topic: orderStatusTopic(update.id), payload: update });
      pubsub().publish({ topic: storeOrdersTopic(storeId), payload: { kind, orderId: update.id } });
    },
  };
}
