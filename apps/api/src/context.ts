import type { PubSub } from 'mercurius';
import type { Db } from './db/client.ts';
import type { MenuSnapshotStore } from './modules/menu/menu-snapshot.ts';
import type { BrewlineTopics, OrderEventBus } from './modules/orders/life-cycle/order-events.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { TerminalIdentity } from './modules/terminals/terminal-credentials.ts';
import type { MemberAuth } from './identity/member-identity.ts';

/** What every resolver receives. The clock is injected so tests can fix the time. */
export interface GraphQLContext {
  db: Db;
  menu: MenuSnapshotStore;
  now: () => Date;
  payments: PaymentProvider;
  /** Which card form the browser loads, and Stripe's publishable key in Stripe mode. */
  paymentConfig: { provider: 'sandbox' | 'stripe'; publishableKey: string | null };
  orderEvents: OrderEventBus;
  /** The store board's terminal, when the request carries a board credential. */
  terminal: TerminalIdentity | null;
  /** Who the request acts for: a member proved by a verified access token, a guest, or a refused token. */
  member: MemberAuth;
  /** Added by Mercurius to every request and subscription. */
  pubsub: PubSub<BrewlineTopics>;
}

/** The part of the context the server builds; Mercurius adds the rest. */
export type AppContext = Omit<GraphQLContext, 'pubsub'>;
