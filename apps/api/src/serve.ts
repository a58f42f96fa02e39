// Starts Brewline (main.ts imports this): validates the environment, opens and migrates the database,
// seeds the demo data into an empty one, and serves the API and the built web app from one process.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addressLimitSettings,
  ConfigError,
  loadConfig,
  rateLimitSettings,
  serverClock,
  type AppConfig,
} from './config.ts';
import { openDatabase } from './db/client.ts';
import { databaseTarget } from './db/database-target.ts';
import { isDatabaseSeeded, seedDemoData } from './db/seed/seed-demo-data.ts';
import { frameOrigin } from '@brewline/domain/site/site-links';
import { identityConfigOf, type IdentityConfig } from './identity/identity-config.ts';
import { smtpTransport } from './modules/notifications/mail-transport.ts';
import { buildServer } from './server.ts';
import { controlSocketPath, serveControlSocket } from './cli/control-socket.ts';
import { collectProcessMetrics, createMetrics } from './metrics/metrics.ts';
import { serveMetrics } from './metrics/metrics-server.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function main(): Promise<void> {
  let config: AppConfig;
  let identity: IdentityConfig;
  try {
    config = loadConfig();
    identity = identityConfigOf(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(databaseTarget(config));
  await database.migrate();
  if (config.SEED_DEMO_DATA && !(await isDatabaseSeeded(database.db))) await seedDemoData(database.db);

  const clock = serverClock(config);
  const webDistDir = resolve(repoRoot, config.WEB_DIST_DIR ?? 'apps/web/dist');
  const boardDistDir = resolve(repoRoot, 'apps/board/dist');
  const adminDistDir = resolve(repoRoot, 'apps/admin/dist');
  const metrics = createMetrics();
  const { app, handOverLiveConnections } = await buildServer({
    metrics,
    // ROLE: a web server leaves the background jobs to a worker; a worker and `all` run them.
    backgroundJobs: config.ROLE !== 'web',
    database,
    webDistDir: existsSync(resolve(webDistDir, 'index.html')) ? webDistDir : null,
    boardDistDir: existsSync(resolve(boardDistDir, 'index.html')) ? boardDistDir : null,
    adminDistDir: existsSync(resolve(adminDistDir, 'index.html')) ? adminDistDir : null,
    now: clock,
    lateOrderMs: config.LATE_ORDER_MS,
    rateLimits: rateLimitSettings(config),
    addressLimits: addressLimitSettings(config),
    frameSources: [frameOrigin(config.ACCESSIBILITY_STATEMENT_URL)].filter((origin) => origin !== null),
    identity,
    logLevel: config.LOG_LEVEL,
    production: config.NODE_ENV === 'production',
    demoTerminalStepMs: config.DEMO_TERMINALS === 'auto' ? config.DEMO_TERMINAL_STEP_MS : null,
    realtime: config.REDIS_URL ? { redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX } : null,
    paymentTimeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
    paymentRecoveryAfterMs: config.PAYMENT_RECOVERY_AFTER_MS,
    mail: {
      transport: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : null,
      from: config.MAIL_FROM,
      // Links in e-mails go to the address customers open (decision 008).
      publicUrl: identity.origins.publicUrl,
    },
    payments:
      config.PAYMENTS === 'stripe'
        ? {
            kind: 'stripe',
            secretKey: config.STRIPE_SECRET_KEY ?? '',
            publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
            apiUrl: config.STRIPE_API_URL,
          }
        : { kind: 'sandbox' },
  });
  app.log.info(
    `Brewline starting as ${config.ROLE} on Node ${process.version} with ${database.kind}` +
      (config.REDIS_URL ? ' and Redis for events shared between servers' : ''),
  );

  // SIGTERM (a deploy, the load balancer draining us): first hand the live connections over to the
  // other servers, a few at a time, while this one still serves and hears every order event; then
  // stop accepting, let requests in flight finish and background jobs end their pass, and close the
  // database.
  // A request that outlives the grace period is cut off rather than holding the deploy.
  // With the embedded database, the command-line tools (npm run admin, npm run terminal) ask this
  // process to run their commands: no other process can open the database while it runs.
  const target = databaseTarget(config);
  const closeControlSocket =
    target.kind === 'pglite' && target.dataDir !== null
      ? await serveControlSocket(controlSocketPath(target.dataDir), database.db, () => ({
          now: clock(),
          publicOrigin: identity.origins.publicUrl,
        }))
      : () => Promise.resolve();

  // A worker answers no customer: its only port is the metrics one (health checks included), PORT
  // when METRICS_PORT is unset. Every other role serves metrics only when METRICS_PORT is set.
  const metricsPort = config.ROLE === 'worker' ? (config.METRICS_PORT ?? config.PORT) : config.METRICS_PORT;
  if (metricsPort !== undefined) collectProcessMetrics(metrics);
  const metricsServer =
    metricsPort === undefined
      ? null
      : await serveMetrics(app, metrics, { port: metricsPort, host: config.METRICS_HOST });
  const closeMetrics = () =>
    new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const deadline = setTimeout(() => {
      app.log.error(
        { graceMs: config.SHUTDOWN_GRACE_MS },
        'requests still running after the grace period; stopping',
      );
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      await handOverLiveConnections({
        perSecond: config.LIVE_HANDOVER_PER_SECOND,
        maxMs: config.LIVE_HANDOVER_MAX_MS,
      });
      await closeControlSocket();
      await app.close();
      await closeMetrics();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.ROLE === 'worker') await app.ready();
  else await app.listen({ port: config.PORT, host: config.HOST });
  if (metricsServer) app.log.info(`metrics on http://${config.METRICS_HOST}:${metricsPort}/metrics`);
}

await main();
