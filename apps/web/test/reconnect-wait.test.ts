// The live status's reconnect waits: after a server drops its connections, its phones come back
// spread over seconds, not all within half a second (docs/performance.md, "Live status for
// thousands"); after a stopping server handed a connection over (pacing its closes itself), at once.
import { describe, expect, it } from 'vitest';
import { SERVER_RESTART_CLOSE_CODE } from '@brewline/domain/protocol/live-handover';
import { FIRST_SPREAD_MS, MAX_WAIT_MS, reconnectWaitMs } from '../src/features/orders/reconnect-wait.ts';

const HANDED_OVER = { code: SERVER_RESTART_CLOSE_CODE };
const DROPPED = { code: 1006 };

describe('reconnect waits', () => {
  it('spreads the first retry over the whole first window', () => {
    expect(reconnectWaitMs(0, 0, DROPPED)).toBeLessThan(500);
    expect(reconnectWaitMs(0, 0.5, DROPPED)).toBeGreaterThan(2_000);
    expect(reconnectWaitMs(0, 0.999, DROPPED)).toBeGreaterThan(FIRST_SPREAD_MS - 50);
    expect(reconnectWaitMs(0, 0.999, DROPPED)).toBeLessThanOrEqual(FIRST_SPREAD_MS);
  });

  it('widens the window for later retries, up to the most a phone ever waits', () => {
    expect(reconnectWaitMs(1, 0.999, DROPPED)).toBeGreaterThan(FIRST_SPREAD_MS * 2 - 50);
    expect(reconnectWaitMs(10, 0.999, DROPPED)).toBeLessThanOrEqual(MAX_WAIT_MS);
    expect(reconnectWaitMs(10, 0.999, DROPPED)).toBeGreaterThan(MAX_WAIT_MS - 50);
  });

  it('reconnects at once after a hand-over, and waits again if that first try fails', () => {
    expect(reconnectWaitMs(0, 0.999, HANDED_OVER)).toBe(0);
    expect(reconnectWaitMs(1, 0.5, HANDED_OVER)).toBe(reconnectWaitMs(1, 0.5, DROPPED));
    expect(reconnectWaitMs(1, 0.5, HANDED_OVER)).toBeGreaterThan(2_000);
  });
});
