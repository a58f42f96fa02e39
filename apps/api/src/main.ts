// Starts Brewline: validates the environment, opens and migrates the database, seeds the demo data
// into an empty one, and serves the API and the built web app from one process.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { databaseTarget } from './db/database-target.ts';
import { isDatabaseSeeded, seedDemoData } from './db/seed/seed-demo-data.ts';
import { frameOrigin } from '@brewline/domain/site-links';
import { loadIdentityConfig } from './identity/identity-config.ts';
import { buildServer } from './server.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
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

  const webDistDir = resolve(repoRoot, config.WEB_DIST_DIR ?? 'apps/web/dist');
  const boardDistDir = resolve(repoRoot, 'apps/board/dist');
  const { app } = await buildServer({
    database,
    webDistDir: existsSync(resolve(webDistDir, 'index.html')) ? webDistDir : null,
    boardDistDir: existsSync(resolve(boardDistDir, 'index.html')) ? boardDistDir : null,
    lateOrderMs: config.LATE_ORDER_MS,
    frameSources: [frameOrigin(config.ACCESSIBILITY_STATEMENT_URL)].filter((origin) => origin !== null),
    identity: loadIdentityConfig(process.env, config.PORT),
    logLevel: config.LOG_LEVEL,
    production: config.NODE_ENV === 'production',
    demoTerminalStepMs: config.DEMO_TERMINALS === 'auto' ? config.DEMO_TERMINAL_STEP_MS : null,
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
  app.log.info(`Brewline starting on Node ${process.version} with ${database.kind}`);

  const shutdown = async (): Promise<void> => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  await app.listen({ port: config.PORT, host: config.HOST });
}

await main();
