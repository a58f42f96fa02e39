// A subscription resolver leaving its loop early (a client unsubscribing, a stopping server closing
// its connections) while it waits at a `yield` must not destroy Mercurius' queue with an
// AbortError: Mercurius logs each such error at level error, once per open subscription per deploy.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { subscriptionEvents } from '../src/realtime/subscription-events.ts';

/** A queue as Mercurius makes one per subscription: an object-mode stream its emitter pushes into. */
function subscriptionQueue(): { queue: Readable; errors: Error[] } {
  const queue = new Readable({ objectMode: true, read: () => undefined });
  const errors: Error[] = [];
  queue.on('error', (error: Error) => errors.push(error));
  return { queue, errors };
}

async function* resolver(queue: Readable): AsyncGenerator<string> {
  for await (const event of subscriptionEvents<string>(queue as unknown as AsyncIterableIterator<string>))
    yield event;
}

describe('subscriptionEvents', () => {
  it('yields what is pushed, and leaves the queue whole when the resolver is closed at a yield', async () => {
    const { queue, errors } = subscriptionQueue();
    const events = resolver(queue);
    queue.push('ORDER_RECEIVED');
    expect(await events.next()).toEqual({ value: 'ORDER_RECEIVED', done: false });
    // The connection closes while the event is being sent: the resolver is returned at its yield.
    expect(await events.return(undefined)).toEqual({ value: undefined, done: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual([]);
    expect(queue.destroyed).toBe(false);
    // Mercurius then ends the queue itself.
    queue.push(null);
  });

  it('ends the loop when Mercurius ends the queue', async () => {
    const { queue, errors } = subscriptionQueue();
    const events = resolver(queue);
    queue.push('ORDER_READY');
    queue.push(null);
    const seen: string[] = [];
    for await (const event of events) seen.push(event);
    expect(seen).toEqual(['ORDER_READY']);
    expect(errors).toEqual([]);
  });
});
