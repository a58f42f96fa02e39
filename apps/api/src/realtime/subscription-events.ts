// The events of a Mercurius subscription queue, for a subscription resolver's `for await`.
//
// Mercurius hands a resolver its subscription's queue: a readable stream (readable-stream). Its
// default async iterator destroys the stream with an AbortError when the loop is left early, as it
// is when a client unsubscribes or a stopping server closes its connections while the resolver
// waits at a `yield`; Mercurius then logs "subscription queue error (suppressed)" at level error,
// once per open subscription on every deploy. Mercurius ends and releases the queue itself when the
// subscription closes, so leaving the loop need not destroy it.
import type { Readable } from 'node:stream';

/** What `pubsub.subscribe` answers, typed by Mercurius as a bare async iterator. */
type SubscriptionQueue<T> = AsyncIterableIterator<T> & Partial<Pick<Readable, 'iterator'>>;

export function subscriptionEvents<T>(queue: AsyncIterableIterator<T>): AsyncIterable<T> {
  const stream = queue as SubscriptionQueue<T>;
  if (!stream.iterator) return queue;
  return stream.iterator({ destroyOnReturn: false }) as AsyncIterable<T>;
}
