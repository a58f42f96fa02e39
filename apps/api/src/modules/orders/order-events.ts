// Order status changes, published after they are stored. Mercurius' pubsub carries them to every
// subscription on this server (and, with Redis configured, on every server).
import type { PubSub } from 'mercurius';

export interface OrderStatusUpdate {
  id: string;
  /** An OrderStatus; typed as text because stored rows may hold statuses this build does not know. */
  status: string;
  updatedAt: string;
}

export const orderStatusTopic = (orderId: string): `ORDER_STATUS:${string}` => `ORDER_STATUS:${orderId}`;

/** Every topic the server publishes, with the payload it carries. */
export type BrewlineTopics = { [topic: `ORDER_STATUS:${string}`]: OrderStatusUpdate };

export interface OrderEventBus {
  publishStatus(update: OrderStatusUpdate): void;
}

export function pubsubOrderEvents(pubsub: () => PubSub<BrewlineTopics>): OrderEventBus {
  return {
    publishStatus(update) {
      pubsub().publish({ topic: orderStatusTopic(update.id), payload: update });
    },
  };
}
