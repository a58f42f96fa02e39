// A client reconnects without waiting only on its first try after a stopping server handed its
// connection over; after any other close, or a failed first try, it waits.
import { describe, expect, it } from 'vitest';
import {
  isServerRestartClose,
  reconnectsAtOnce,
  SERVER_RESTART_CLOSE_CODE,
} from '../src/protocol/live-handover.ts';

describe('live hand-over', () => {
  it('knows a hand-over by its close code', () => {
    expect(isServerRestartClose({ code: SERVER_RESTART_CLOSE_CODE, reason: 'Server restarting' })).toBe(true);
    expect(isServerRestartClose({ code: 1001 })).toBe(false);
    expect(isServerRestartClose(new Error('network'))).toBe(false);
    expect(isServerRestartClose(null)).toBe(false);
  });

  it('reconnects at once only on the first try after a hand-over', () => {
    expect(reconnectsAtOnce(0, { code: SERVER_RESTART_CLOSE_CODE })).toBe(true);
    expect(reconnectsAtOnce(1, { code: SERVER_RESTART_CLOSE_CODE })).toBe(false);
    expect(reconnectsAtOnce(0, { code: 1006 })).toBe(false);
    expect(reconnectsAtOnce(0, null)).toBe(false);
  });
});
