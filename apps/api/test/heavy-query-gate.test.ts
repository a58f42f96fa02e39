// The heavy-query gate on its own (graphql/heavy-query-gate.ts), on a fake clock: one heavy query at a
// time, a budget of cost per second, a bounded line with a bounded wait, and light queries never held.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  documentHash,
  HEAVY_QUERY_COST,
  HeavyQueryGate,
  REMEMBERED_DOCUMENTS,
} from '../src/graphql/heavy-query-gate.ts';

const HEAVY = HEAVY_QUERY_COST + 1;

/** Whether the promise has settled yet, without waiting for it. */
async function settled<T>(promise: Promise<T>): Promise<{ done: boolean; value?: T }> {
  const marker = Symbol('pending');
  const value = await Promise.race([promise, Promise.resolve(marker)]);
  return value === marker ? { done: false } : { done: true, value: value as T };
}

describe('heavy query gate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const gateWith = (options: { costPerSecond?: number; maxWaiting?: number; maxWaitMs?: number } = {}) =>
    new HeavyQueryGate({
      costPerSecond: 1_000_000,
      maxWaiting: 10,
      maxWaitMs: 2000,
      clock: () => Date.now(),
      ...options,
    });

  it('runs one heavy query at a time, the next in line when the first is answered, and never holds a light one', async () => {
    const gate = gateWith();
    expect(await gate.admit(HEAVY)).toBe(true);
    const second = gate.admit(HEAVY);
    const third = gate.admit(HEAVY);
    expect(await gate.admit(HEAVY_QUERY_COST)).toBe(true);
    expect(await settled(second)).toEqual({ done: false });
    gate.leave(HEAVY);
    expect(await second).toBe(true);
    expect(await settled(third)).toEqual({ done: false });
    gate.leave(HEAVY);
    expect(await third).toBe(true);
  });

  it('refuses at once when the line is full, and one whose turn does not come within the wait', async () => {
    const gate = gateWith({ maxWaiting: 1, maxWaitMs: 500 });
    expect(await gate.admit(HEAVY)).toBe(true);
    const waiting = gate.admit(HEAVY);
    expect(gate.isFull()).toBe(true);
    expect(await gate.admit(HEAVY)).toBe(false);
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(waiting)).toEqual({ done: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toBe(false);
    expect(gate.isFull()).toBe(false);
    expect(gate.takeRefusedCount()).toBe(2);
    expect(gate.takeRefusedCount()).toBe(0);
  });

  it('spends at most its budget per second: a query past it waits until the budget has grown back', async () => {
    const gate = gateWith({ costPerSecond: 100_000 });
    expect(await gate.admit(60_000)).toBe(true);
    gate.leave(60_000);
    const next = gate.admit(60_000);
    // 40,000 left; 20,000 more take 200 ms at 100,000 a second.
    await vi.advanceTimersByTimeAsync(199);
    expect(await settled(next)).toEqual({ done: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(await next).toBe(true);
  });

  it('remembers only heavy documents, a bounded number of them, by text, operation and variables', () => {
    const gate = gateWith();
    const key = { query: '{ stores { storeId } }', operationName: null, variables: { a: 1 } };
    gate.remember(documentHash(key), HEAVY_QUERY_COST);
    expect(gate.knownCost(documentHash(key))).toBeUndefined();
    gate.remember(documentHash(key), HEAVY);
    expect(gate.knownCost(documentHash(key))).toBe(HEAVY);
    expect(gate.knownCost(documentHash({ ...key, variables: { a: 2 } }))).toBeUndefined();
    expect(gate.knownCost(documentHash({ ...key, operationName: 'Other' }))).toBeUndefined();
    for (let i = 0; i < REMEMBERED_DOCUMENTS; i += 1) gate.remember(`other-${i}`, HEAVY);
    expect(gate.knownCost(documentHash(key))).toBeUndefined();
    expect(gate.knownCost(`other-${REMEMBERED_DOCUMENTS - 1}`)).toBe(HEAVY);
  });
});
