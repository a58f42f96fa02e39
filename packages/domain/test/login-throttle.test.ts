import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SIGN_IN_POLICY,
  ADDRESS_SIGN_IN_POLICY,
  isLockedOut,
  lockoutMessage,
  lockoutMinutesLeft,
  reserveAttempt,
  settleFailure,
  type ThrottlePolicy,
  type ThrottleState,
} from '../src/accounts/login-throttle.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 4, 15, 12, 0) + minutes * 60_000);

/** One try that reserved its check and then failed it. */
function failOnce(state: ThrottleState | null, now: Date, policy: ThrottlePolicy): ThrottleState {
  const reserved = reserveAttempt(state, now, policy);
  if (!reserved.allowed) throw new Error(`refused: ${reserved.message}`);
  return settleFailure(reserved.next, now, policy);
}

function fail(times: number, start: ThrottleState | null = null, minute = 0) {
  let state = start;
  for (let i = 0; i < times; i += 1) state = failOnce(state, at(minute), ACCOUNT_SIGN_IN_POLICY);
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
    const later = reserveAttempt(four, at(15), ACCOUNT_SIGN_IN_POLICY);
    expect(later).toEqual({
      allowed: true,
      next: { failures: 1, windowStartedAt: at(15), lockedUntil: null },
    });
  });

  it('refuses a try while the key is locked, saying how long', () => {
    const locked = fail(5);
    expect(reserveAttempt(locked, at(5), ACCOUNT_SIGN_IN_POLICY)).toEqual({
      allowed: false,
      message: lockoutMessage(locked, at(5)),
    });
  });

  it('reserves at most the policy number of checks, however many tries arrive before any finishes', () => {
    let state: ThrottleState | null = null;
    let allowed = 0;
    const refusals: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const reserved = reserveAttempt(state, at(0), ACCOUNT_SIGN_IN_POLICY);
      if (reserved.allowed) {
        allowed += 1;
        state = reserved.next;
      } else refusals.push(reserved.message);
    }
    expect(allowed).toBe(ACCOUNT_SIGN_IN_POLICY.maxFailures);
    expect(refusals).toHaveLength(35);
    expect(refusals[0]).toBe(
      'Too many unsuccessful sign-in attempts. For your security, please wait 15 minutes before trying again.',
    );
    // Only the last of the reserved checks to fail locks; earlier failures leave the key open.
    expect(isLockedOut(settleFailure({ ...state!, failures: 4 }, at(0), ACCOUNT_SIGN_IN_POLICY), at(0))).toBe(
      false,
    );
  });

  it('lets an address fail more often than an account', () => {
    expect(ADDRESS_SIGN_IN_POLICY.maxFailures).toBeGreaterThan(ACCOUNT_SIGN_IN_POLICY.maxFailures);
    let state: ThrottleState | null = null;
    for (let i = 0; i < 19; i += 1) state = failOnce(state, at(0), ADDRESS_SIGN_IN_POLICY);
    expect(isLockedOut(state, at(0))).toBe(false);
    state = failOnce(state, at(0), ADDRESS_SIGN_IN_POLICY);
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
