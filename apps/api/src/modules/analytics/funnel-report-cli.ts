// npm run report:funnel -- --date YYYY-MM-DD (default: today, UTC)
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { databaseTarget } from '../../db/database-target.ts';
import { formatFunnel, funnelForDay } from './funnel-report.ts';

const at = process.argv.indexOf('--date');
const day = at >= 0 ? (process.argv[at + 1] ?? '') : new Date().toISOString().slice(0, 10);
const database = await openDatabase(databaseTarget(loadConfig()));
try {
  await database.migrate();
  console.log(formatFunnel(day, await funnelForDay(database.db, day)));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
