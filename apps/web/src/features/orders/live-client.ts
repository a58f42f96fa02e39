// The GraphQL client of the order pages: the app's usual exchanges plus subscriptions over graphql-ws
// at ws(s)://host/graphql. It lives in this lazily loaded feature so the first /menu load does not
// carry the WebSocket client.
//
// A dropped connection is retried for as long as the page is open; when it comes back, listeners are
// told so the page can read the stored status it may have missed meanwhile.
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from '@urql/core';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { authFetch } from '../../lib/auth-fetch.ts';
import { readAccessToken } from '../../lib/session-storage.ts';

type Listener = () => void;
const reconnectListeners = new Set<Listener>();

/** Calls the listener each time the live connection is re-established after a drop. */
export function onReconnect(listener: Listener): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

/** Tells every listener that the connection is back (the socket's own event, or a test). */
export function announceReconnect(): void {
  for (const listener of [...reconnectListeners]) listener();
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

function createSocket(): WsClient {
  return createClient({
    url: socketUrl(),
    lazy: true,
    // Read at each (re)connection: a signed-in member's orders are theirs on any device.
    connectionParams: () => {
      const token = readAccessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    // Waits grow to about 10 s, with jitter so a store's customers do not all return at once.
    retryWait: async (retries) => {
      const ms = Math.min(10_000, 500 * 2 ** retries) + Math.random() * 500;
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) announceReconnect();
      },
    },
  });
}

let client: Client | null = null;

export function getLiveClient(): Client {
  if (client) return client;
  const socket = createSocket();
  client = new Client({
    url: '/graphql',
    fetch: authFetch,
    exchanges: [
      cacheExchange,
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
  return client;
}
