import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SIGN_IN_POLICY,
  ADDRESS_SIGN_IN_POLICY,
  isLockedOut,
  lockoutMessage,
  lockoutMinutesLeft,
  recordFailure,
  type ThrottleState,
} from '../src/login-throttle.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 4, 15, 12, 0) + minutes * 60_000);

function fail(times: number, start: ThrottleState | null = null, minute = 0) {
  let state = start;
  for (let i = 0; i < times; i += 1) state = recordFailure(state, at(minute), ACCOUNT_SIGN_IN_POLICY);
  return state;
}

describe('sign-in throttle', () => {
  it('locks an account at the fifth failure within 15 minutes, for 15 minutes', () => {
    const four = fail(4);
    expect(four?.failures).toBe(4);
    expect(isLockedOut(four, at(0))).toBe(false);
    const five = fail(1, four);
    expect(isLockedOut(five, at(0))).toBe(true);
    expect(isLockedOut(five, at(14.9))).toBe(true);
    expect(isLockedOut(five, at(15))).toBe(false);
    expect(lockoutMinutesLeft(five, at(0))).toBe(15);
    expect(lockoutMinutesLeft(five, at(14.5))).toBe(1);
    expect(lockoutMinutesLeft(five, at(16))).toBe(0);
    expect(lockoutMinutesLeft(null, at(0))).toBe(0);
  });

  it('starts a new window once the old one has passed', () => {
    const four = fail(4);
    const later = recordFailure(four, at(15), ACCOUNT_SIGN_IN_POLICY);
    expect(later).toEqual({ failures: 1, windowStartedAt: at(15), lockedUntil: null });
  });

  it('keeps a running lock while failures go on, and extends it at the limit', () => {
    const locked = fail(5);
    const during = recordFailure(locked, at(5), ACCOUNT_SIGN_IN_POLICY);
    expect(during.lockedUntil).toEqual(at(20));
  });

  it('lets an address fail more often than an account', () => {
    expect(ADDRESS_SIGN_IN_POLICY.maxFailures).toBeGreaterThan(ACCOUNT_SIGN_IN_POLICY.maxFailures);
    let state: ThrottleState | null = null;
    for (let i = 0; i < 19; i += 1) state = recordFailure(state, at(0), ADDRESS_SIGN_IN_POLICY);
    expect(isLockedOut(state, at(0))).toBe(false);
    state = recordFailure(state, at(0), ADDRESS_SIGN_IN_POLICY);
    expect(isLockedOut(state, at(0))).toBe(true);
  });

  it('tells a locked-out member how long to wait', () => {
    expect(lockoutMessage(fail(5), at(0))).toBe(
      'Too many unsuccessful sign-in attempts. For your security, please wait 15 minutes before trying again.',
    );
    expect(lockoutMessage(fail(5), at(14.2))).toBe(
      'Too many unsuccessful sign-in attempts. For your security, please wait 1 minute before trying again.',
    );
  });
});
