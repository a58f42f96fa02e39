// A board connection without a socket: HTTP goes through the stubbed fetch, subscriptions hand their
// sink to the test, and the test says when the socket "connects" or drops.
import { Client, fetchExchange, subscriptionExchange, type ExecutionResult } from '@urql/core';
import type { BoardConnection, LiveStatus } from '../../src/lib/live-connection.ts';

export interface FakeConnection extends BoardConnection {
  /** Pushes a boardEvents payload to every open subscription. */
  emit: (data: unknown) => void;
  setStatus: (status: LiveStatus) => void;
  /** The socket (re)connected: status live, and the connected listeners run. */
  connect: () => void;
  readonly openSubscriptions: () => number;
}

export function fakeConnection(): FakeConnection {
  let status: LiveStatus = 'connecting';
  const statusListeners = new Set<() => void>();
  const connectedListeners = new Set<() => void>();
  const sinks = new Set<{ next: (value: ExecutionResult) => void }>();

  const client = new Client({
    url: '/graphql',
    preferGetMethod: false,
    exchanges: [
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: () => ({
          subscribe: (sink) => {
            sinks.add(sink);
            return { unsubscribe: () => void sinks.delete(sink) };
          },
        }),
      }),
    ],
  });

  const setStatus = (next: LiveStatus) => {
    status = next;
    for (const listener of [...statusListeners]) listener();
  };

  return {
    client,
    getStatus: () => status,
    subscribeStatus: (listener) => {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    onConnected: (listener) => {
      connectedListeners.add(listener);
      return () => void connectedListeners.delete(listener);
    },
    emit: (data) => {
      for (const sink of [...sinks]) sink.next({ data } as ExecutionResult);
    },
    setStatus,
    connect: () => {
      setStatus('live');
      for (const listener of [...connectedListeners]) listener();
    },
    openSubscriptions: () => sinks.size,
  };
}
