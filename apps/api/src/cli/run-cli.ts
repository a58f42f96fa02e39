// Runs a command-line command against the configured database: through the running server when it
// holds the embedded database (control-socket.ts), directly otherwise (PostgreSQL, or no server).
import { ConfigError, loadConfig, serverClock } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { databaseTarget } from '../db/database-target.ts';
import { identityConfigOf } from '../identity/identity-config.ts';
import { consoleIo } from './command-io.ts';
import { COMMAND_RUNNERS, type ControlCommand } from './command-runners.ts';
import { askRunningServer, controlSocketPath } from './control-socket.ts';

export async function runCli(command: ControlCommand, argv: string[]): Promise<number> {
  let config;
  let publicOrigin;
  try {
    config = loadConfig();
    publicOrigin = identityConfigOf(config).origins.publicUrl;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const target = databaseTarget(config);
  if (target.kind === 'pglite' && target.dataDir !== null) {
    const reply = await askRunningServer(controlSocketPath(target.dataDir), { command, argv });
    if (reply) {
      for (const line of reply.lines) (line.stream === 'out' ? console.log : console.error)(line.text);
      return reply.exitCode;
    }
  }
  const database = await openDatabase(target);
  try {
    await database.migrate();
    return await COMMAND_RUNNERS[command](database.db, argv, consoleIo, {
      now: serverClock(config)(),
      publicOrigin,
    });
  } finally {
    await database.close();
  }
}
