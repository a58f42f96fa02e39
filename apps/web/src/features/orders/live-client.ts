// The GraphQL client of the order pages: the app's usual exchanges plus subscriptions over graphql-ws
// at ws(s)://host/graphql. It lives in this lazily loaded feature so the first /menu load does not
// carry the WebSocket client.
//
// A dropped connection is retried for as long as the page is open, at once when a stopping server
// handed it over (reconnect-wait.ts). graphql-ws subscribes again on the new connection, and
// orderStatus answers the stored status first, so a status changed while the connection was down
// arrives without reading the order again.
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from '@urql/core';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { authFetch } from '../../lib/auth-fetch.ts';
import { readAccessToken } from '../../lib/session-storage.ts';
import { reconnectWaitMs } from './reconnect-wait.ts';

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

/** The page's one graphql-ws client (exported with its URL for the test that plays the server). */
export function createLiveSocket(url = socketUrl()): WsClient {
  let lastClose: unknown = null;
  return createClient({
    url,
    lazy: true,
    // Read at each (re)connection: a signed-in member's orders are theirs on any device.
    connectionParams: () => {
      const token = readAccessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      const waitMs = reconnectWaitMs(retries, Math.random(), lastClose);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    },
    // graphql-ws reports the close before it asks for the wait.
    on: {
      closed: (event) => {
        lastClose = event;
      },
    },
  });
}

let client: Client | null = null;

export function getLiveClient(): Client {
  if (client) return client;
  const socket = createLiveSocket();
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
