// How long a board waits before reconnecting its live feed: at once when a stopping server handed
// the connection over, otherwise a short growing wait with jitter, so a crashed server's boards do
// not all come back in the same instant.
import { describe, expect, it } from 'vitest';
import { retryWaitMs } from '../src/lib/live-connection.ts';

describe('board reconnect waits', () => {
  it('reconnects at once after a hand-over', () => {
    expect(retryWaitMs(0, 0.9, true)).toBe(0);
  });

  it('waits with jitter after a drop, and after a failed first try following a hand-over', () => {
    expect(retryWaitMs(0, 0, false)).toBe(500);
    expect(retryWaitMs(0, 0.5, false)).toBe(1_000);
    expect(retryWaitMs(1, 0.5, true)).toBe(1_500);
    expect(retryWaitMs(10, 0.999, false)).toBeLessThan(6_000);
  });
});
