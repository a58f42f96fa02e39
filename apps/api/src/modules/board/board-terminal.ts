// What every board field starts from: the board's terminal credential, and the board's services.
import type { GraphQLContext } from '../../context.ts';
import type { TerminalIdentity } from '../terminals/terminal-credentials.ts';
import { type BoardDeps } from './board-service.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';
export function requireTerminal(ctx: GraphQLContext): TerminalIdentity {
  if (!ctx.terminal) throw new Refusal('TERMINAL_UNAUTHORIZED', refusalMessages.BOARD_NOT_PAIRED());
  return ctx.terminal;
}

export const deps = (ctx: GraphQLContext): BoardDeps => ({
  db: ctx.db,
  payments: ctx.payments,
  events: ctx.orderEvents,
  now: ctx.now(),
});
