// The live status's reconnect waits: after a server drops its connections, its phones come back
// spread over seconds, not all within half a second (docs/performance.md, "Live status: what we
// found"); after a stopping server handed a connection over (pacing its closes itself), at once.
import { describe, expect, it } from 'vitest';
import { FIRST_SPREAD_MS, MAX_WAIT_MS, reconnectWaitMs } from '../src/features/orders/reconnect-wait.ts';

describe('reconnect waits', () => {
  it('spreads the first retry over the whole first window', () => {
    expect(reconnectWaitMs(0, 0, false)).toBeLessThan(500);
    expect(reconnectWaitMs(0, 0.5, false)).toBeGreaterThan(2_000);
    expect(reconnectWaitMs(0, 0.999, false)).toBeGreaterThan(FIRST_SPREAD_MS - 50);
    expect(reconnectWaitMs(0, 0.999, false)).toBeLessThanOrEqual(FIRST_SPREAD_MS);
  });

  it('widens the window for later retries, up to the most a phone ever waits', () => {
    expect(reconnectWaitMs(1, 0.999, false)).toBeGreaterThan(FIRST_SPREAD_MS * 2 - 50);
    expect(reconnectWaitMs(10, 0.999, false)).toBeLessThanOrEqual(MAX_WAIT_MS);
    expect(reconnectWaitMs(10, 0.999, false)).toBeGreaterThan(MAX_WAIT_MS - 50);
  });

  it('reconnects at once after a hand-over, and waits again if that first try fails', () => {
    expect(reconnectWaitMs(0, 0.999, true)).toBe(0);
    expect(reconnectWaitMs(1, 0.5, true)).toBe(reconnectWaitMs(1, 0.5, false));
    expect(reconnectWaitMs(1, 0.5, true)).toBeGreaterThan(2_000);
  });
});
