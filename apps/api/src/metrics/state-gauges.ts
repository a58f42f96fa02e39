// Gauges read when Prometheus scrapes, not kept up to date by every change: the outbox's backlog and
// its oldest message's age, each store's queue, oldest unreceived order, terminals and opening hours,
// this server's live connections and database pool. Every server reports the shared database's view
// (alert on max(), never sum()); one read of it serves all the gauges of one scrape.
import { isWithinHours } from '@brewline/domain/store-hours/store-hours';
import { count, eq, inArray, min } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { DatabaseHandle, Db } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { outboxMessages } from '../db/schema/outbox.ts';
import { terminals } from '../db/schema/terminals.ts';
import { storeStatusAt } from '../modules/stores/store-clock.ts';
import { listStores } from '../modules/stores/store-repository.ts';
import type { BrewlineMetrics } from './metrics.ts';

export interface ServerState {
  database: DatabaseHandle;
  now: () => Date;
  /** Live GraphQL connections (subscriptions) this server holds. */
  liveConnections: () => number;
  /** Store boards' sockets this server holds. */
  boardConnections: () => number;
  /** How this server sends customers' e-mail: smtp, log or none. */
  mailTransport: string;
}

interface StoreState {
  storeId: number;
  withinHours: boolean;
  queued: number;
  oldestUnreceivedSeconds: number;
  terminalsConnected: number;
  terminalsDisconnected: number;
}

interface DatabaseState {
  outboxPending: number;
  outboxOldestSeconds: number;
  stores: StoreState[];
}

const ageSeconds = (now: Date, then: Date | string | null | undefined): number =>
  then ? Math.max(0, (now.getTime() - new Date(then).getTime()) / 1000) : 0;

async function readDatabaseState(db: Db, now: Date): Promise<DatabaseState> {
  const [outbox, queues, terminalRows, storeRows] = await Promise.all([
    db
      .select({ pending: count(), oldest: min(outboxMessages.createdAt) })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'PENDING')),
    db
      .select({
        storeId: orders.storeId,
        status: orders.status,
        orders: count(),
        oldest: min(orders.statusChangedAt),
      })
      .from(orders)
      .where(inArray(orders.status, ['ORDER_SENT', 'ORDER_RECEIVED']))
      .groupBy(orders.storeId, orders.status),
    db
      .select({ storeId: terminals.storeId, status: terminals.status, terminals: count() })
      .from(terminals)
      .groupBy(terminals.storeId, terminals.status),
    listStores(db),
  ]);
  const stores = storeRows.map((store) => {
    const ofStore = <T extends { storeId: number }>(rows: T[]) =>
      rows.filter((row) => row.storeId === store.storeId);
    const queued = ofStore(queues);
    const sent = queued.find((row) => row.status === 'ORDER_SENT');
    const terminalCount = (status: string) =>
      ofStore(terminalRows).find((row) => row.status === status)?.terminals ?? 0;
    return {
      storeId: store.storeId,
      withinHours: isWithinHours(storeStatusAt(store, now)),
      queued: queued.reduce((sum, row) => sum + row.orders, 0),
      oldestUnreceivedSeconds: ageSeconds(now, sent?.oldest),
      terminalsConnected: terminalCount('CONNECTED'),
      terminalsDisconnected: terminalCount('DISCONNECTED'),
    };
  });
  return {
    outboxPending: outbox[0]?.pending ?? 0,
    outboxOldestSeconds: ageSeconds(now, outbox[0]?.oldest),
    stores,
  };
}

/** One database read per scrape, however many gauges ask for it (prom-client collects them together). */
function oncePerScrape(read: () => Promise<DatabaseState>): () => Promise<DatabaseState> {
  let pending: Promise<DatabaseState> | null = null;
  return () => {
    pending ??= read().finally(() => {
      setTimeout(() => (pending = null), 250).unref();
    });
    return pending;
  };
}

type GaugeSetter = (gauge: Gauge, state: DatabaseState) => void;

export function registerStateGauges(metrics: BrewlineMetrics, server: ServerState): void {
  const registers = [metrics.registry];
  const databaseState = oncePerScrape(() => readDatabaseState(server.database.db, server.now()));
  const fromDatabase = (name: string, help: string, labelNames: string[], set: GaugeSetter) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      // A database that does not answer leaves these gauges empty for the scrape rather than failing
      // it: the process metrics still come, and brewline_ready says what is wrong.
      async collect() {
        const state = await databaseState().catch(() => null);
        this.reset();
        if (state) set(this, state);
      },
    });
  const perStore = (name: string, help: string, value: (store: StoreState) => number) =>
    fromDatabase(name, help, ['store'], (gauge, state) => {
      for (const store of state.stores) gauge.set({ store: String(store.storeId) }, value(store));
    });

  fromDatabase('brewline_outbox_pending_messages', 'E-mails waiting in the outbox', [], (gauge, state) =>
    gauge.set(state.outboxPending),
  );
  fromDatabase(
    'brewline_outbox_oldest_pending_seconds',
    'Age of the oldest e-mail waiting in the outbox (0 when none waits)',
    [],
    (gauge, state) => gauge.set(state.outboxOldestSeconds),
  );
  perStore(
    'brewline_store_queue_orders',
    'Orders sent to or received by the store, not yet ready',
    (s) => s.queued,
  );
  perStore(
    'brewline_store_oldest_unreceived_order_seconds',
    "Age of the store's oldest order no terminal has received (0 when none)",
    (s) => s.oldestUnreceivedSeconds,
  );
  perStore('brewline_store_within_hours', '1 while the store is inside its opening hours', (s) =>
    s.withinHours ? 1 : 0,
  );
  fromDatabase(
    'brewline_store_terminals',
    "The store's terminals by state (connected, disconnected)",
    ['store', 'state'],
    (gauge, state) => {
      for (const store of state.stores) {
        gauge.set({ store: String(store.storeId), state: 'connected' }, store.terminalsConnected);
        gauge.set({ store: String(store.storeId), state: 'disconnected' }, store.terminalsDisconnected);
      }
    },
  );
  registerProcessGauges(metrics, server);
}

/** What this process alone knows: its live connections, its database pool, how it sends mail. */
function registerProcessGauges(metrics: BrewlineMetrics, server: ServerState): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'brewline_live_connections',
    help: 'Live GraphQL connections (subscriptions) held by this server',
    registers,
    collect() {
      this.set(server.liveConnections());
    },
  });
  new Gauge({
    name: 'brewline_board_connections',
    help: "Store boards' live connections held by this server",
    registers,
    collect() {
      this.set(server.boardConnections());
    },
  });
  new Gauge({
    name: 'brewline_mail_transport',
    help: 'How this server sends customer e-mail (1 for its transport: smtp, log or none)',
    labelNames: ['transport'],
    registers,
  }).set({ transport: server.mailTransport }, 1);
  const { database } = server;
  if (database.poolStats) {
    new Gauge({
      name: 'brewline_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting: requests waiting for one)',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = database.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 };
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
}
