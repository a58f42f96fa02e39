// npm run db:seed: migrate, then seed the demo data into an empty database.
// npm run db:reset: drop every table first, then migrate and seed.
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { databaseTarget } from './database-target.ts';
import { isDatabaseSeeded, seedDemoData } from './seed/seed-demo-data.ts';

try {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    if (process.argv.includes('--reset')) {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
      console.log(`Dropped every table (${database.kind}).`);
    }
    await database.migrate();
    if (await isDatabaseSeeded(database.db)) {
      console.log('The database already holds data; nothing seeded. Use npm run db:reset to start over.');
    } else {
      await seedDemoData(database.db);
      console.log(`Seeded the demo data (${database.kind}).`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
