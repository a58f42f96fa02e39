// Which board a live socket belongs to is known only once its connection_init is read (onConnect),
// and Mercurius hands onConnect no socket; both are in the connection's context by the time the
// board subscribes. So a board's socket is held under its credential as it subscribes (a board's
// socket exists to carry its subscriptions), and a board revoked between connecting and subscribing
// is closed there.
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';
import {
  TERMINAL_REVOKED_CLOSE_CODE,
  TERMINAL_REVOKED_CLOSE_REASON,
} from '@brewline/domain/protocol/board-socket';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requestRefusalOf } from '../../graphql/errors.ts';
import type { LiveSocket } from '../../realtime/live-connections.ts';
import { isRevoked, type BoardConnections } from './board-connections.ts';
import { terminalOfContext } from './terminal-auth.ts';

/** The key under which the subscription context carries its socket (graphql-endpoint.ts). */
export const LIVE_SOCKET = 'liveSocket';

function isLiveSocket(value: unknown): value is LiveSocket {
  return (
    typeof value === 'object' &&
    value !== null &&
    'close' in value &&
    typeof value.close === 'function' &&
    'once' in value &&
    typeof value.once === 'function'
  );
}

function socketOfContext(context: object): LiveSocket | null {
  const socket: unknown = LIVE_SOCKET in context ? context[LIVE_SOCKET as keyof typeof context] : null;
  return isLiveSocket(socket) ? socket : null;
}

export function holdBoardSockets(app: FastifyInstance, db: Db, connections: BoardConnections): void {
  app.graphql.addHook('preSubscriptionExecution', async (_schema, _document, context) => {
    const terminal = terminalOfContext(context);
    const socket = socketOfContext(context);
    if (!terminal || !socket) return;
    if (await isRevoked(db, terminal.credentialId)) {
      socket.close(TERMINAL_REVOKED_CLOSE_CODE, TERMINAL_REVOKED_CLOSE_REASON);
      throw requestRefusalOf(new Refusal('TERMINAL_UNAUTHORIZED', refusalMessages.BOARD_NOT_PAIRED()));
    }
    connections.hold(terminal.credentialId, socket);
  });
}
