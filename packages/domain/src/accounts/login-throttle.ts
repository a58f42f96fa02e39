// Sign-in attempt limits: failures are counted per account and per network address within
// a window; reaching the limit locks that key for a while. Pure: the caller stores the state and
// passes the clock, so every API server applies the same rule to the same stored numbers.
import { messages } from '../messages/messages.ts';

export interface ThrottlePolicy {
  /** Failures allowed within the window; the next one locks. */
  readonly maxFailures: number;
  readonly windowMs: number;
  readonly lockoutMs: number;
}

export interface ThrottleState {
  readonly failures: number;
  readonly windowStartedAt: Date;
  readonly lockedUntil: Date | null;
}

const MINUTE = 60_000;

/** Five wrong passwords for one account in 15 minutes lock it for 15 minutes. */
export const ACCOUNT_SIGN_IN_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  lockoutMs: 15 * MINUTE,
};

/**
 * One address may fail more often (a shop's shared Wi-Fi, a family), but not enough to try many
 * accounts: 20 failures in 15 minutes lock the address for 15 minutes.
 */
export const ADDRESS_SIGN_IN_POLICY: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: 15 * MINUTE,
  lockoutMs: 15 * MINUTE,
};

export function isLockedOut(state: ThrottleState | null, now: Date): boolean {
  return !!state?.lockedUntil && state.lockedUntil.getTime() > now.getTime();
}

/**
 * Reserves one password check before it runs: the try counts as a failure at once, so a
 * burst of concurrent tries on any number of servers runs at most `maxFailures` checks per window.
 * When the window's tries are all spent (by failures or by checks still running) the try is refused.
 */
export function reserveAttempt(
  state: ThrottleState | null,
  now: Date,
  policy: ThrottlePolicy,
): { allowed: true; next: ThrottleState } | { allowed: false; message: string } {
  if (isLockedOut(state, now)) return { allowed: false, message: lockoutMessage(state, now) };
  const windowOpen = !!state && now.getTime() - state.windowStartedAt.getTime() < policy.windowMs;
  const failures = windowOpen && state ? state.failures : 0;
  if (failures >= policy.maxFailures) {
    // The last tries are still being checked: their failure will lock for the policy's full time.
    return { allowed: false, message: messages.SIGN_IN_LOCKED({ minutes: policy.lockoutMs / MINUTE }) };
  }
  const windowStartedAt = windowOpen && state ? state.windowStartedAt : now;
  return { allowed: true, next: { failures: failures + 1, windowStartedAt, lockedUntil: null } };
}

/** After a reserved try failed its check: the window's last try locks the key. */
export function settleFailure(state: ThrottleState, now: Date, policy: ThrottlePolicy): ThrottleState {
  if (state.failures < policy.maxFailures) return state;
  return { ...state, lockedUntil: new Date(now.getTime() + policy.lockoutMs) };
}

/** Whole minutes left in a lockout, at least 1 while it lasts. */
export function lockoutMinutesLeft(state: ThrottleState | null, now: Date): number {
  if (!state?.lockedUntil || !isLockedOut(state, now)) return 0;
  return Math.max(1, Math.ceil((state.lockedUntil.getTime() - now.getTime()) / MINUTE));
}

/** What a locked-out member reads. */
export function lockoutMessage(state: ThrottleState | null, now: Date): string {
  return messages.SIGN_IN_LOCKED({ minutes: lockoutMinutesLeft(state, now) });
}
