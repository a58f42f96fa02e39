// npm run admin -- create-admin EMAIL | list-staff (cli/admin-commands.ts). Works while the server
// runs on the embedded database: the server runs the command (cli/control-socket.ts).
import { runCli } from './cli/run-cli.ts';

process.exitCode = await runCli('admin', process.argv.slice(2));
