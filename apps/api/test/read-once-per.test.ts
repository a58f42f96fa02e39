// The boards of a store share one read per published event (board-events-schema.ts, board-order-schema.ts): the read runs once
// per object, every caller gets its answer, and another object reads again.
import { describe, expect, it } from 'vitest';
import { readOncePer } from '../src/realtime/read-once-per.ts';

describe('readOncePer', () => {
  it('reads once for the subscribers of one event, and again for the next event', async () => {
    const orderOf = readOncePer<{ orderId: string }, string>();
    let reads = 0;
    const read = (event: { orderId: string }) => () => {
      reads += 1;
      return Promise.resolve(`order ${event.orderId} (read ${reads})`);
    };
    const first = { orderId: 'a' };
    const answers = await Promise.all([1, 2, 3].map(() => orderOf(first, read(first))));
    expect(answers).toEqual(['order a (read 1)', 'order a (read 1)', 'order a (read 1)']);
    const second = { orderId: 'a' };
    expect(await orderOf(second, read(second))).toBe('order a (read 2)');
    expect(reads).toBe(2);
  });

  it('hands a failed read to every subscriber of that event alike', async () => {
    const orderOf = readOncePer<object, string>();
    const event = {};
    const failing = () => Promise.reject(new Error('database away'));
    await expect(orderOf(event, failing)).rejects.toThrow('database away');
    await expect(orderOf(event, () => Promise.resolve('late'))).rejects.toThrow('database away');
  });
});
