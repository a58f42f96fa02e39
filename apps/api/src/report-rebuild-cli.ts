// npm run report:rebuild: computes the report rollups again from every stored order, at once. After
// the migration that brings the rollups to a database with many orders, this does in one pass what
// the first reports would otherwise fold in a chunk at a time (docs/back-office-reports.md). On
// PostgreSQL it runs on a connection of its own, without the server pool's 20-second query limit; on
// the embedded database it goes through the running server when there is one (cli/run-cli.ts).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadConfig } from './config.ts';
import { allTables, openDatabase } from './db/client.ts';
import { databaseTarget } from './db/database-target.ts';
import { rebuildReportRollups } from './modules/reports/report-rollup.ts';
import { runCli } from './cli/run-cli.ts';

const target = databaseTarget(loadConfig());
if (target.kind === 'pglite') {
  process.exitCode = await runCli('reports', ['rebuild']);
  process.exit();
}
const database = await openDatabase(target);
try {
  await database.migrate();
  const started = performance.now();
  let storeDays: number;
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    storeDays = await rebuildReportRollups(drizzle({ client, schema: allTables })).finally(() =>
      client.end(),
    );
  } else storeDays = await rebuildReportRollups(database.db);
  console.log(
    `Report rollups: ${storeDays} store days in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
