// The board's line to the API: HTTP GraphQL with the terminal credential as a bearer token, and one
// graphql-ws socket (credential in connectionParams) that carries the live order events. The socket
// being open is what makes this terminal CONNECTED for customers, so it is retried for as long as the
// screen is on, and a silently dead socket (Wi-Fi gone without a close) is detected by ping/pong. The
// one close that is not retried is the server's "revoked" (a manager unpaired this screen): the
// screen goes back to pairing at once. A stopping server's hand-over (@brewline/domain/live-handover)
// is retried at once: the server paces those closes itself.
import { Client, fetchExchange, mapExchange, subscriptionExchange } from '@urql/core';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { TERMINAL_REVOKED_CLOSE_CODE } from '@brewline/domain/protocol/board-socket';
import { reconnectsAtOnce } from '@brewline/domain/protocol/live-handover';
import { isTerminalUnauthorized } from './api-errors.ts';

/** connecting: never live yet; live: events flow; reconnecting: was live, the socket dropped. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export interface BoardConnection {
  readonly client: Client;
  readonly getStatus: () => LiveStatus;
  readonly subscribeStatus: (listener: () => void) => () => void;
  /** Called each time the socket is (re)established, first time included. */
  readonly onConnected: (listener: () => void) => () => void;
}

export interface ConnectionOptions {
  readonly token: string;
  /** The server no longer accepts the credential (revoked): the screen must be paired again. */
  readonly onUnauthorized: () => void;
  readonly socketUrl?: string;
}

/** A ping every 10 s, and a socket that has not answered one in 5 s is closed and reopened. */
const PING_EVERY_MS = 10_000;
const PONG_WAIT_MS = 5_000;
/** 4408 is retryable for graphql-ws, unlike most 44xx codes. */
const PONG_TIMEOUT_CLOSE = 4408;

function defaultSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

/**
 * Waits grow to 5 s (a store cannot wait long for orders), with jitter so a crashed server's boards do
 * not all come back at once; none after a hand-over.
 */
export function retryWaitMs(retries: number, random: number, lastClose: unknown): number {
  if (reconnectsAtOnce(retries, lastClose)) return 0;
  return Math.min(5_000, 500 * 2 ** retries) + random * 1_000;
}

/** The server closed the socket because this screen's credential was revoked. */
function isRevokedClose(event: unknown): boolean {
  return (
    typeof event === 'object' &&
    event !== null &&
    'code' in event &&
    event.code === TERMINAL_REVOKED_CLOSE_CODE
  );
}

function createSocket(
  options: ConnectionOptions,
  setStatus: (status: LiveStatus) => void,
  connected: () => void,
): WsClient {
  let everLive = false;
  let socket: WebSocket | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let lastClose: unknown = null;
  return createClient({
    url: options.socketUrl ?? defaultSocketUrl(),
    connectionParams: { token: options.token },
    lazy: true,
    keepAlive: PING_EVERY_MS,
    retryAttempts: Number.POSITIVE_INFINITY,
    // Network errors that are not close events count as retryable too: the board never gives up,
    // unless the server says its credential is revoked.
    shouldRetry: (event) => !isRevokedClose(event),
    retryWait: async (retries) => {
      const waitMs = retryWaitMs(retries, Math.random(), lastClose);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    },
    on: {
      connecting: () => setStatus(everLive ? 'reconnecting' : 'connecting'),
      connected: (opened) => {
        everLive = true;
        socket = opened instanceof WebSocket ? opened : null;
        setStatus('live');
        connected();
      },
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => {
          if (socket?.readyState === WebSocket.OPEN) socket.close(PONG_TIMEOUT_CLOSE, 'Pong timeout');
        }, PONG_WAIT_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: (event) => {
        clearTimeout(pongTimer);
        socket = null;
        lastClose = event;
        if (isRevokedClose(event)) {
          options.onUnauthorized();
          return;
        }
        setStatus(everLive ? 'reconnecting' : 'connecting');
      },
    },
  });
}

export function createBoardConnection(options: ConnectionOptions): BoardConnection {
  let status: LiveStatus = 'connecting';
  const statusListeners = new Set<() => void>();
  const connectedListeners = new Set<() => void>();
  const setStatus = (next: LiveStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener();
  };
  const socket = createSocket(options, setStatus, () => {
    for (const listener of [...connectedListeners]) listener();
  });

  const client = new Client({
    url: '/graphql',
    // POST only: every request carries the credential, and nothing should sit in an HTTP cache.
    preferGetMethod: false,
    fetchOptions: () => ({ headers: { authorization: `Bearer ${options.token}` } }),
    exchanges: [
      mapExchange({
        onError: (error) => {
          if (isTerminalUnauthorized(error)) options.onUnauthorized();
        },
      }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({
            unsubscribe: socket.subscribe({ ...request, query: request.query ?? '' }, sink),
          }),
        }),
      }),
    ],
  });

  return {
    client,
    getStatus: () => status,
    subscribeStatus: (listener) => {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    onConnected: (listener) => {
      connectedListeners.add(listener);
      return () => {
        connectedListeners.delete(listener);
      };
    },
  };
}
