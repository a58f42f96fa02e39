// npm run terminal -- pair --store 101 --term 2 | list | revoke 7 (cli/terminal-commands.ts). Works
// while the server runs on the embedded database: the server runs the command (cli/control-socket.ts).
import { runCli } from './cli/run-cli.ts';

process.exitCode = await runCli('terminal', process.argv.slice(2));
