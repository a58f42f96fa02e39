// How long a board waits before reconnecting its live feed: at once when a stopping server handed
// the connection over, otherwise a short growing wait with jitter, so a crashed server's boards do
// not all come back in the same instant.
import { describe, expect, it } from 'vitest';
import { SERVER_RESTART_CLOSE_CODE } from '@brewline/domain/protocol/live-handover';
import { retryWaitMs } from '../src/lib/live-connection.ts';

const HANDED_OVER = { code: SERVER_RESTART_CLOSE_CODE };
const DROPPED = { code: 1006 };

describe('board reconnect waits', () => {
  it('reconnects at once after a hand-over', () => {
    expect(retryWaitMs(0, 0.9, HANDED_OVER)).toBe(0);
  });

  it('waits with jitter after a drop, and after a failed first try following a hand-over', () => {
    expect(retryWaitMs(0, 0, DROPPED)).toBe(500);
    expect(retryWaitMs(0, 0.5, DROPPED)).toBe(1_000);
    expect(retryWaitMs(1, 0.5, HANDED_OVER)).toBe(1_500);
    expect(retryWaitMs(10, 0.999, DROPPED)).toBeLessThan(6_000);
  });
});
