// npm run report:rebuild: the report rollups computed again from every stored order. Run by the
// server that holds the embedded database when one does (control-socket.ts), so two processes never
// open the same PGlite folder.
import type { Db } from '../db/client.ts';
import { rebuildReportRollups } from '../modules/reports/report-rollup.ts';
import type { CommandContext, CommandIo } from './command-io.ts';

export async function runReportCommand(
  db: Db,
  argv: string[],
  io: CommandIo,
  _context: CommandContext,
): Promise<number> {
  if (argv.length !== 1 || argv[0] !== 'rebuild') {
    io.err('usage: npm run report:rebuild');
    return 1;
  }
  const started = performance.now();
  const storeDays = await rebuildReportRollups(db);
  io.out(
    `Report rollups: ${storeDays} store days in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  return 0;
}
