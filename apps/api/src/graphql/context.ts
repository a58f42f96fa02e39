import type { PubSub } from 'mercurius';
import type { Db } from '../db/client.ts';
import type { MenuSnapshotStore } from '../modules/menu/menu-snapshot.ts';
import type { BrewlineTopics, OrderEventBus } from '../modules/orders/order-events.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** What every resolver receives. The clock is injected so tests can fix the time. */
export interface GraphQLContext {
  db: Db;
  menu: MenuSnapshotStore;
  now: () => Date;
  payments: PaymentProvider;
  /** Which card form the browser loads, and Stripe's publishable key in Stripe mode. */
  paymentConfig: { provider: 'sandbox' | 'stripe'; publishableKey: string | null };
  orderEvents: OrderEventBus;
  /** Added by Mercurius to every request and subscription. */
  pubsub: PubSub<BrewlineTopics>;
}

/** The part of the context the server builds; Mercurius adds the rest. */
export type AppContext = Omit<GraphQLContext, 'pubsub'>;
