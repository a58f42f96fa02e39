// Builds the Fastify application: GraphQL, menu data files, product art, health checks and, when a
// built web app is given, the web app itself. Tests build it with an in-memory database and a fixed clock.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import pino from 'pino';
import type { DatabaseHandle, Db } from './db/client.ts';
import { registerRequestChecks } from './graphql/hardening.ts';
import { registerGraphQL } from './graphql-endpoint.ts';
import {
  addressRateLimit,
  DEFAULT_ADDRESS_LIMITS,
  type AddressLimitName,
  type AddressRateLimit,
  type AddressLimits,
} from './http/address-rate-limit.ts';
import { registerBadInputChecks } from './http/bad-input.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { HeavyQueryGate } from './graphql/heavy-query-gate.ts';
import { registerEarlyCostRefusal, registerQueryCostLimit } from './graphql/query-cost.ts';
import { registerCanonicalHost } from './http/canonical-host.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { cardMaskingDestination } from './http/log-redaction.ts';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimitSettings } from './http/rate-limit.ts';
import { registerMutationRateLimits } from './graphql/rate-limit-graphql.ts';
import type { RateLimitStore } from './http/rate-limit-store.ts';
import type { AppContext } from './context.ts';
import { registerAccessibilityStatementRoute } from './http/accessibility-statement-route.ts';
import { registerArtRoutes } from './http/art-routes.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics-routes.ts';
import { registerHealthRoutes } from './http/health-routes.ts';
import { loadPageRenderer } from './http/server-rendered-pages.ts';
import { loadWebApp, registerWebAppRoutes } from './http/web-app-routes.ts';
import { MenuSnapshotStore } from './modules/menu/menu-snapshot.ts';
import { registerProductDataRoutes } from './modules/menu/product-data-routes.ts';
import { shareMenuPublications, watchPublishedVersion } from './modules/menu/menu-publication-sync.ts';
import { startDemoTerminals } from './modules/orders/jobs/demo-terminals.ts';
import { startLateOrderWatchdog } from './modules/orders/jobs/late-order-watchdog.ts';
import { startPaymentRecovery } from './modules/orders/jobs/payment-recovery.ts';
import { startScheduler } from './modules/orders/jobs/scheduled-order-sender.ts';
import { registerDevMailRoutes } from './modules/notifications/dev-mail-routes.ts';
import {
  mailTransportKind,
  oldestWaitingMailSeconds,
  startMailSender,
  type MailTransportKind,
} from './modules/notifications/mail-sender.ts';
import type { MailTransport } from './modules/notifications/mail-transport.ts';
import { registerStoreResponseCache } from './modules/stores/store-response-cache.ts';
import { shareStoreChanges } from './modules/stores/store-snapshot-sync.ts';
import {
  PGLITE_SNAPSHOT_TTL_MS,
  SNAPSHOT_TTL_MS,
  storeSnapshotsOf,
} from './modules/stores/store-snapshot.ts';
import { registerPairingRoutes } from './modules/terminals/pairing-routes.ts';
import { terminalFromBearer } from './modules/terminals/terminal-auth.ts';
import { TerminalPresence } from './modules/terminals/terminal-presence.ts';
import { loadIdentityConfig, type IdentityConfig } from './identity/identity-config.ts';
import { registerIdentity } from './identity/register-identity.ts';
import { memberRecords } from './modules/members/member-session-service.ts';
import { pubsubOrderEvents, type OrderEventBus } from './modules/orders/life-cycle/order-events.ts';
import { TimedPaymentProvider } from './payments/provider-timeout.ts';
import { SandboxPaymentProvider } from './payments/sandbox-provider.ts';
import { registerSandboxPaymentRoutes } from './payments/sandbox-routes.ts';
import { createStripeClient } from './payments/stripe-client.ts';
import { StripePaymentProvider } from './payments/stripe-provider.ts';
import { registerStripeWebhookRoutes } from './payments/stripe-webhook-routes.ts';
import { LiveConnections, type HandOverPace } from './realtime/live-connections.ts';
import { BoardConnections, closeRevokedBoards } from './modules/terminals/board-connections.ts';
import { holdBoardSockets } from './modules/terminals/board-socket-hold.ts';
import { createRealtime, type Realtime, type RealtimeOptions } from './realtime/realtime.ts';
import { countingOrderEvents, createMetrics, type BrewlineMetrics } from './metrics/metrics.ts';
import { registerGraphQLMetrics, registerRequestMetrics } from './metrics/request-metrics.ts';
import { registerStateGauges } from './metrics/state-gauges.ts';

export interface ServerOptions {
  database: DatabaseHandle;
  /** The whole-answer cache of public store reads (store-response-cache.ts); off only to measure it. */
  storeResponseCache?: boolean;
  /** Folder of the built web app (apps/web/dist); null serves the API only. */
  webDistDir: string | null;
  logLevel?: string;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
  /** The business clock: store hours, order times, every rule (CLOCK_AT moves it in development). */
  now?: () => Date;
  /**
   * The sign-in clock (token expiry, lockouts). The wall clock by default, never the business
   * clock: the sign-in provider stamps its tokens by the wall clock and browsers check them by
   * theirs, so a business clock set hours ahead would refuse every fresh token. Tests that let
   * time pass move both.
   */
  signInClock?: () => Date;
  production?: boolean;
  /** Demo terminals advance orders one step every this many ms; null turns them off. */
  demoTerminalStepMs?: number | null;
  payments?: PaymentsOption;
  /** An order no terminal received within this many ms fails and is refunded (default 5 minutes). */
  lateOrderMs?: number;
  /** E-mail to customers; absent: kept in the database (development mail page), links to localhost. null: no sender. */
  mail?: MailOptions | null;
  /** How often the scheduler looks for scheduled orders due at their store (default 2 s); null turns it off. */
  schedulerPollMs?: number | null;
  /** The embedded OIDC provider's settings, or an external issuer's (defaults for local use). */
  identity?: IdentityConfig;
  /** Origins the web app may frame (the accessibility statement). */
  frameSources?: string[];
  /** Folder of the built store board (apps/board/dist), served at /board. */
  boardDistDir?: string | null;
  /** Folder of the built back office (apps/admin/dist), served at /admin. */
  adminDistDir?: string | null;
  /** Redis shared by several API servers (events, counters); absent or null keeps both in this process. */
  realtime?: RealtimeOptions | null;
  /** Each payment provider call fails after this many ms instead of hanging (default 8 s). */
  paymentTimeoutMs?: number;
  /** A succeeded payment no order took is refunded after this many ms (default 15 minutes). */
  paymentRecoveryAfterMs?: number;
  /** Limits on orders, card adds, reloads and feedback; null turns them off (benchmarks). */
  rateLimits?: RateLimitSettings | null;
  /** Where rate-limit counts live; the realtime layer's counters by default (Redis with several servers). */
  rateLimitStore?: RateLimitStore;
  /** Per-address limits on analytics batches and sign-ups; off with `rateLimits: null`. */
  addressLimits?: AddressLimits;
  /** Where heavy queries wait for their turn (graphql/heavy-query-gate.ts); tests hold its turn themselves. */
  heavyQueries?: HeavyQueryGate;
  /** Where the server's metrics are counted (metrics/metrics.ts); a registry of its own by default. */
  metrics?: BrewlineMetrics;
  /**
   * Whether this process runs the background jobs (mail sender, scheduler, late-order watchdog,
   * payment recovery, demo terminals): false for a `web` server, whose jobs a worker runs (ROLE).
   */
  backgroundJobs?: boolean;
}

export interface MailOptions {
  /** null keeps e-mails in the database for /dev/mail (no SMTP_URL). */
  transport: MailTransport | null;
  from: string;
  /** The web app's address, for the links back to the order. */
  publicUrl: string;
  pollMs?: number;
  leaseMs?: number;
  retryBaseMs?: number;
}

export const DEFAULT_MAIL_FROM = 'Brewline <orders@brewline.example>';

export type PaymentsOption =
  | { kind: 'sandbox' }
  | {
      kind: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      apiUrl?: string | undefined;
    };

export interface BrewlineServer {
  app: FastifyInstance;
  menu: MenuSnapshotStore;
  /**
   * A stopping server's first step, before `app.close()`: hands its live connections over to the
   * other servers while it still serves (live-connections.ts); from then on /readyz answers 503 and
   * a new live connection is refused, so the load balancer sends it elsewhere.
   */
  handOverLiveConnections: (pace: HandOverPace) => Promise<void>;
  metrics: BrewlineMetrics;
}

export async function buildServer(options: ServerOptions): Promise<BrewlineServer> {
  const app = createApp(options);
  const metrics = options.metrics ?? createMetrics();
  registerRequestMetrics(app, metrics);
  const db = options.database.db;
  const production = options.production ?? false;
  const now = options.now ?? (() => new Date());
  const menu = await MenuSnapshotStore.load(db);
  // Store snapshots (store-snapshot.ts) live longer over PGlite, which no other process can change.
  storeSnapshotsOf(db).setTtl(options.database.kind === 'pglite' ? PGLITE_SNAPSHOT_TTL_MS : SNAPSHOT_TTL_MS);
  const realtime = createRealtime(options.realtime ?? null, app.log);
  // The first counts and events are shared, not local, when Redis answers at start.
  await realtime.settled();
  const limits = createLimits(options, realtime);
  const liveConnections = new LiveConnections();
  const boardConnections = new BoardConnections();
  const payments = await createPayments(db, now, options, metrics);
  // Mercurius creates its pubsub when registered; publishers look it up when they publish.
  const orderEvents = countingOrderEvents(
    pubsubOrderEvents(() => app.graphql.pubsub),
    metrics,
  );
  const shared = {
    db,
    menu,
    now,
    payments: payments.payments,
    paymentConfig: payments.paymentConfig,
    orderEvents,
  };
  const presence = new TerminalPresence(db, now, app.log);
  const identityConfig = options.identity ?? loadIdentityConfig({}, 3000);
  const identity = await registerIdentity(app, {
    db,
    now: options.signInClock ?? (() => new Date()),
    businessNow: now,
    config: identityConfig,
    members: memberRecords,
    signUpLimit: limits.addressLimit('signUps'),
    passwordResetLimit: limits.addressLimit('passwordResets'),
  });
  registerCanonicalHost(app, identityConfig.origins, production);
  // A request with a board credential acts for that terminal; every other request has none.
  const context = async (request: FastifyRequest): Promise<AppContext> => ({
    ...shared,
    terminal: await terminalFromBearer(db, request.headers.authorization),
    member: await identity.authenticate(request),
  });

  await registerSecurityHeaders(app, {
    stripe: payments.paymentConfig.provider === 'stripe',
    frameSources: options.frameSources ?? [],
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Public store reads (store, menuPrices) answered again from memory until the store changes; it
  // hooks the GraphQL route as Mercurius adds it, so it comes first.
  if (options.storeResponseCache ?? true) registerStoreResponseCache(app, { db, now });
  // A repeat of a heavy document is priced and refused before Mercurius sees it (query-cost.ts).
  const heavyQueries = options.heavyQueries ?? new HeavyQueryGate();
  registerEarlyCostRefusal(app, heavyQueries);
  await registerGraphQL(app, {
    db,
    production,
    shared,
    context,
    realtime,
    liveConnections,
    presence,
    identity,
  });
  registerRequestChecks(app);
  registerGraphQLMetrics(app, metrics);
  holdBoardSockets(app, db, boardConnections);
  const stopClosingRevokedBoards = closeRevokedBoards(db, boardConnections, realtime.emitter, app.log);
  app.addHook('onClose', () => stopClosingRevokedBoards());
  registerQueryCostLimit(app, limits.addressLimit('queries'), heavyQueries);
  if (limits.rateLimits && limits.rateLimitStore)
    registerMutationRateLimits(app, new RateLimiter(limits.rateLimitStore, limits.rateLimits));
  presence.start();
  app.addHook('onClose', () => presence.stop());
  keepSnapshotsCurrent(app, options.database, menu, realtime);
  refuseLiveConnectionsWhenStopping(app, liveConnections);

  const mailTransport = mailTransportKind(options.mail?.transport ?? null, production);
  registerHealthRoutes(app, options.database, realtime, () => liveConnections.handingOver, {
    transport: mailTransport,
    oldestWaitingSeconds: () => oldestWaitingMailSeconds(db, now()),
  });
  registerStateGauges(metrics, {
    database: options.database,
    now,
    liveConnections: () => liveConnections.size,
    boardConnections: () => boardConnections.size,
    mailTransport,
  });
  registerProductDataRoutes(app, menu);
  await registerPlainRoutes(app, { db, now, payments, eventLimit: limits.addressLimit('events') });
  if (options.backgroundJobs ?? true)
    startBackgroundJobs(app, options, { db, payments: payments.payments, orderEvents, now, mailTransport });
  if (!production) registerDevMailRoutes(app, db);
  await registerWebApps(app, options, menu, payments.paymentConfig.provider);

  // Last: every job and subscription above has stopped before the Redis connections close.
  app.addHook('onClose', () => realtime.close());

  const handOverLiveConnections = (pace: HandOverPace): Promise<void> => {
    presence.leaving();
    return liveConnections.handOver(pace);
  };
  return { app, menu, handOverLiveConnections, metrics };
}

/** Fastify with its logger, body limit, trusted proxies and the first checks. */
function createApp(options: ServerOptions): FastifyInstance {
  const app = Fastify({
    // Every line passes the card-number mask (http/log-redaction.ts) on its way out.
    logger: {
      level: options.logLevel ?? 'info',
      stream: cardMaskingDestination(options.logStream ?? pino.destination(1)),
    },
    bodyLimit: 1_048_576,
    // Behind a load balancer the client's address (used by per-address limits) is in X-Forwarded-For:
    // believed only as far as the proxies TRUST_PROXY names (http/trust-proxy.ts).
    trustProxy: fastifyTrustProxy(options.identity?.trustProxy ?? false),
  });
  // First, so that every route and plugin below inherits them.
  registerBadInputChecks(app);
  registerErrorHandler(app);
  return app;
}

/** The mutation limits and the per-address limits, counted in Redis when several servers share it. */
function createLimits(options: ServerOptions, realtime: Realtime) {
  const rateLimits = options.rateLimits === undefined ? DEFAULT_RATE_LIMITS : options.rateLimits;
  // Wall-clock windows, not the injected business clock: a test's frozen clock would never reset them.
  const rateLimitStore = rateLimits ? (options.rateLimitStore ?? realtime.counter) : null;
  const addressLimits = options.addressLimits ?? DEFAULT_ADDRESS_LIMITS;
  const addressLimit = (name: AddressLimitName) =>
    rateLimitStore ? addressRateLimit(rateLimitStore, name, addressLimits[name]) : null;
  return { rateLimits, rateLimitStore, addressLimit };
}

/** The payment provider (sandbox or Stripe), bounded in time, and what the browser needs to know of it. */
async function createPayments(db: Db, now: () => Date, options: ServerOptions, metrics: BrewlineMetrics) {
  const paymentsOption = options.payments ?? { kind: 'sandbox' };
  const sandbox = paymentsOption.kind === 'sandbox' ? new SandboxPaymentProvider(db, now) : null;
  const stripe = paymentsOption.kind === 'stripe' ? await createStripeClient(paymentsOption) : null;
  const stripeProvider = stripe ? new StripePaymentProvider(db, stripe, now) : null;
  const provider = sandbox ?? stripeProvider;
  if (!provider) throw new Error('No payment provider configured');
  // Everything but the provider's own endpoints (sandbox form, Stripe webhook) calls it within a bound.
  const payments = new TimedPaymentProvider(provider, options.paymentTimeoutMs ?? 8000, (operation, result) =>
    metrics.paymentCalls.inc({ operation, result }),
  );
  const paymentConfig = {
    provider: payments.name,
    publishableKey: paymentsOption.kind === 'stripe' ? paymentsOption.publishableKey : null,
  };
  const webhook =
    stripe && stripeProvider && paymentsOption.kind === 'stripe'
      ? { stripe, provider: stripeProvider, webhookSecret: paymentsOption.webhookSecret }
      : null;
  return { sandbox, webhook, payments, paymentConfig };
}

/**
 * The routes outside GraphQL that need only the database and the clock: product art, the
 * accessibility statement, the payment provider's own endpoints (the sandbox's card form, or Stripe's
 * webhook), analytics and board pairing.
 */
async function registerPlainRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    payments: Awaited<ReturnType<typeof createPayments>>;
    eventLimit: AddressRateLimit | null;
  },
): Promise<void> {
  const { db, now, payments } = deps;
  registerArtRoutes(app);
  registerAccessibilityStatementRoute(app);
  if (payments.sandbox) registerSandboxPaymentRoutes(app, payments.sandbox);
  if (payments.webhook) await registerStripeWebhookRoutes(app, { db, ...payments.webhook, now });
  registerAnalyticsRoutes(app, db, now, deps.eventLimit);
  registerPairingRoutes(app, db, now);
}

/**
 * A published menu (decision 009) may change any store's prices: the store snapshots and their
 * cached answers go with the old menu. With Redis every server hears of a publication at once; on
 * PostgreSQL each also asks for the latest version now and then, in case an announcement was lost.
 * With Redis, a store one server changes (an 86, a terminal) is forgotten by every server's snapshot.
 */
function keepSnapshotsCurrent(
  app: FastifyInstance,
  database: DatabaseHandle,
  menu: MenuSnapshotStore,
  realtime: Realtime,
): void {
  const db = database.db;
  const stopForgettingStores = menu.onRefresh(() => storeSnapshotsOf(db).forgetAll());
  const menuRefreshFailed = (error: unknown) => app.log.error({ err: error }, 'Menu refresh failed');
  const stopSharingMenu = realtime.emitter
    ? shareMenuPublications(menu, realtime.emitter, menuRefreshFailed)
    : () => undefined;
  const stopWatchingMenu =
    database.kind === 'postgres' ? watchPublishedVersion(db, menu, menuRefreshFailed) : () => undefined;
  app.addHook('onClose', (_instance, done) => {
    stopForgettingStores();
    stopSharingMenu();
    stopWatchingMenu();
    done();
  });
  if (realtime.emitter) {
    const stopSharing = shareStoreChanges(storeSnapshotsOf(db), realtime.emitter);
    app.addHook('onClose', (_instance, done) => {
      stopSharing();
      done();
    });
  }
}

/**
 * Once a hand-over has begun, a new live connection is answered 503 before it is upgraded: the load
 * balancer tries the other server (a GET may be sent again), and a client reaching this server alone
 * retries after its wait. Whatever is still open when the server closes is closed then; a request
 * that was in flight gets its answer, and its keep-alive connection is closed after it (rather than
 * idling until its timeout and holding the shutdown).
 */
function refuseLiveConnectionsWhenStopping(app: FastifyInstance, liveConnections: LiveConnections): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (liveConnections.handingOver && request.headers.upgrade?.toLowerCase() === 'websocket') {
      void reply.code(503).header('retry-after', '1').send({ error: 'Server restarting' });
      return;
    }
    done();
  });
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    liveConnections.closeAll();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}

/** The jobs every server runs, each stopped when the server closes: see each job's own file. */
function startBackgroundJobs(
  app: FastifyInstance,
  options: ServerOptions,
  deps: {
    db: Db;
    payments: TimedPaymentProvider;
    orderEvents: OrderEventBus;
    now: () => Date;
    mailTransport: MailTransportKind;
  },
): void {
  const { db, payments, orderEvents, now } = deps;
  const watchdog = startLateOrderWatchdog({
    db,
    payments,
    events: orderEvents,
    now,
    lateAfterMs: options.lateOrderMs ?? 300_000,
    log: app.log,
  });
  app.addHook('onClose', () => watchdog.stop());
  if (options.mail !== null && deps.mailTransport === 'none') {
    app.log.warn(
      'SMTP_URL is not set: this server sends no e-mail; customer e-mails wait in the outbox for a server with SMTP_URL',
    );
  } else if (options.mail !== null) {
    const mail = options.mail ?? {
      transport: null,
      from: DEFAULT_MAIL_FROM,
      publicUrl: 'http://localhost:3000',
    };
    const sender = startMailSender({ db, now, log: app.log, ...mail });
    app.addHook('onClose', () => sender.stop());
  }
  if (options.schedulerPollMs !== null) {
    const scheduler = startScheduler({
      db,
      payments,
      events: orderEvents,
      now,
      log: app.log,
      ...(options.schedulerPollMs === undefined ? {} : { pollMs: options.schedulerPollMs }),
    });
    app.addHook('onClose', () => scheduler.stop());
  }
  const recovery = startPaymentRecovery({
    db,
    payments,
    now,
    afterMs: options.paymentRecoveryAfterMs ?? 900_000,
    log: app.log,
  });
  app.addHook('onClose', () => recovery.stop());
  if (options.demoTerminalStepMs) {
    const demo = startDemoTerminals({
      db,
      events: orderEvents,
      now,
      stepMs: options.demoTerminalStepMs,
      log: app.log,
    });
    app.addHook('onClose', () => demo.stop());
  }
}

/** The built store board (/board), back office (/admin) and web app (/), each when given. */
async function registerWebApps(
  app: FastifyInstance,
  options: ServerOptions,
  menu: MenuSnapshotStore,
  paymentProvider: 'sandbox' | 'stripe',
): Promise<void> {
  if (options.boardDistDir) registerWebAppRoutes(app, await loadWebApp(options.boardDistDir), '/board');
  if (options.adminDistDir) registerWebAppRoutes(app, await loadWebApp(options.adminDistDir), '/admin');
  if (options.webDistDir !== null) {
    registerWebAppRoutes(
      app,
      await loadWebApp(options.webDistDir),
      '',
      () => menu.current().files.preloadLinks,
      await loadPageRenderer(
        options.webDistDir,
        () => {
          const snapshot = menu.current();
          return { tables: snapshot.tables, version: snapshot.files.index.etag };
        },
        { paymentProvider },
      ),
    );
  }
}
