// The command-line commands by name: what `npm run admin`, `npm run terminal` and `npm run
// report:rebuild` run, in their own process or in the running server (control-socket.ts).
import { runAdminCommand } from './admin-commands.ts';
import { runReportCommand } from './report-commands.ts';
import { runTerminalCommand } from './terminal-commands.ts';

export const COMMAND_RUNNERS = {
  admin: runAdminCommand,
  terminal: runTerminalCommand,
  reports: runReportCommand,
} as const;

export type ControlCommand = keyof typeof COMMAND_RUNNERS;

export function isControlCommand(value: unknown): value is ControlCommand {
  return typeof value === 'string' && Object.hasOwn(COMMAND_RUNNERS, value);
}
