// The live status's reconnect waits: after a server stops, its phones come back spread over seconds,
// not all within half a second (docs/performance.md, "Live status: what we found").
import { describe, expect, it } from 'vitest';
import { FIRST_SPREAD_MS, MAX_WAIT_MS, reconnectWaitMs } from '../src/features/orders/reconnect-wait.ts';

describe('reconnect waits', () => {
  it('spreads the first retry over the whole first window', () => {
    expect(reconnectWaitMs(0, 0)).toBeLessThan(500);
    expect(reconnectWaitMs(0, 0.5)).toBeGreaterThan(2_000);
    expect(reconnectWaitMs(0, 0.999)).toBeGreaterThan(FIRST_SPREAD_MS - 50);
    expect(reconnectWaitMs(0, 0.999)).toBeLessThanOrEqual(FIRST_SPREAD_MS);
  });

  it('widens the window for later retries, up to the most a phone ever waits', () => {
    expect(reconnectWaitMs(1, 0.999)).toBeGreaterThan(FIRST_SPREAD_MS * 2 - 50);
    expect(reconnectWaitMs(10, 0.999)).toBeLessThanOrEqual(MAX_WAIT_MS);
    expect(reconnectWaitMs(10, 0.999)).toBeGreaterThan(MAX_WAIT_MS - 50);
  });
});
