// Sign-in attempt counters in the database, so a limit holds whichever API server a try reaches.
// The rule itself (how many, how long) is the domain's; this file only stores its state, updating a
// key under a row lock so that parallel failures on several servers are all counted.
import { eq, inArray } from 'drizzle-orm';
import {
  ACCOUNT_SIGN_IN_POLICY,
  ADDRESS_SIGN_IN_POLICY,
  isLockedOut,
  lockoutMessage,
  recordFailure,
  type ThrottlePolicy,
  type ThrottleState,
} from '@brewline/domain/login-throttle';
import type { Db } from '../db/client.ts';
import { loginThrottles } from '../db/schema.ts';

export interface SignInAttempt {
  /** Lower-cased email as typed (counted whether or not an account has it). */
  email: string;
  /** The client's address as the server sees it (behind a proxy, with TRUST_PROXY). */
  address: string;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

function keysOf(attempt: SignInAttempt): [string, ThrottlePolicy][] {
  return [
    [accountKey(attempt.email), ACCOUNT_SIGN_IN_POLICY],
    [addressKey(attempt.address), ADDRESS_SIGN_IN_POLICY],
  ];
}

/** The lockout message when the account or the address is locked out, else null. */
export async function lockoutFor(db: Db, attempt: SignInAttempt, now: Date): Promise<string | null> {
  const rows = await db
    .select()
    .from(loginThrottles)
    .where(
      inArray(
        loginThrottles.key,
        keysOf(attempt).map(([key]) => key),
      ),
    );
  const locked = rows
    .filter((row) => isLockedOut(row, now))
    .sort((a, b) => (b.lockedUntil?.getTime() ?? 0) - (a.lockedUntil?.getTime() ?? 0));
  return locked[0] ? lockoutMessage(locked[0], now) : null;
}

/** Counts a failure against the account and the address; returns the lockout message if it locked. */
export async function recordSignInFailure(db: Db, attempt: SignInAttempt, now: Date): Promise<string | null> {
  let message: string | null = null;
  for (const [key, policy] of keysOf(attempt)) {
    const next = await db.transaction(async (tx) => {
      await tx
        .insert(loginThrottles)
        .values({ key, failures: 0, windowStartedAt: now, lockedUntil: null })
        .onConflictDoNothing();
      const [current] = await tx
        .select()
        .from(loginThrottles)
        .where(eq(loginThrottles.key, key))
        .for('update');
      const state: ThrottleState | null = current && current.failures > 0 ? current : null;
      const updated = recordFailure(state, now, policy);
      await tx.update(loginThrottles).set(updated).where(eq(loginThrottles.key, key));
      return updated;
    });
    if (isLockedOut(next, now)) message ??= lockoutMessage(next, now);
  }
  return message;
}

/** A successful sign-in clears the account's count; the address keeps its count for the window. */
export async function recordSignInSuccess(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, accountKey(attempt.email)));
}
