// Reads a board's credential from an HTTP Authorization header or a websocket connection_init.
import type { Db } from '../../db/client.ts';
import { findTerminalByToken, type TerminalIdentity } from './terminal-credentials.ts';

export async function terminalFromBearer(
  db: Db,
  header: string | undefined,
): Promise<TerminalIdentity | null> {
  const match = /^Bearer\s+(\S{20,200})$/i.exec(header ?? '');
  return match?.[1] ? findTerminalByToken(db, match[1]) : null;
}

export async function terminalFromConnectionPayload(
  db: Db,
  payload: unknown,
): Promise<TerminalIdentity | null> {
  if (typeof payload !== 'object' || payload === null || !('token' in payload)) return null;
  const token = payload.token;
  return typeof token === 'string' && token.length >= 20 && token.length <= 200
    ? findTerminalByToken(db, token)
    : null;
}

function isTerminalIdentity(value: unknown): value is TerminalIdentity {
  return (
    typeof value === 'object' &&
    value !== null &&
    'storeId' in value &&
    'termId' in value &&
    typeof value.storeId === 'number' &&
    typeof value.termId === 'number'
  );
}

/** The terminal a closing subscription connection belonged to, if it was a board's. */
export function terminalOfContext(context: object): TerminalIdentity | null {
  return 'terminal' in context && isTerminalIdentity(context.terminal) ? context.terminal : null;
}
