// Sign-in attempt counters in the database, so a limit holds whichever API server a try reaches.
// The rule itself (how many, how long) is the domain's; this file only stores its state. A try
// reserves its password check under row locks BEFORE the check runs (docs/reliability.md): a burst of
// concurrent tries on any number of servers runs at most the policy's number of checks per window.
import { eq, inArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_SIGN_IN_POLICY,
  ADDRESS_SIGN_IN_POLICY,
  isLockedOut,
  lockoutMessage,
  reserveAttempt,
  settleFailure,
  type ThrottlePolicy,
  type ThrottleState,
} from '@brewline/domain/accounts/login-throttle';
import type { Db, Tx } from '../db/client.ts';
import { loginThrottles } from '../db/schema/identity.ts';

export interface SignInAttempt {
  /** Lower-cased email as typed (counted whether or not an account has it). */
  email: string;
  /** The client's address as the server sees it (behind a proxy, with TRUST_PROXY). */
  address: string;
}

/** What a password check came to: only a wrong password counts against the keys. */
export type CheckVerdict = 'wrong' | 'right' | 'uncounted';

export type GuardedCheck<T> = { refused: string } | { outcome: T; lockedNow: string | null };

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** The keys in one fixed order, so two servers locking the same rows never wait on each other. */
function keysOf(attempt: SignInAttempt): [string, ThrottlePolicy][] {
  const keys: [string, ThrottlePolicy][] = [
    [accountKey(attempt.email), ACCOUNT_SIGN_IN_POLICY],
    [addressKey(attempt.address), ADDRESS_SIGN_IN_POLICY],
  ];
  return keys.sort(([a], [b]) => (a < b ? -1 : 1));
}

async function lockedRows(tx: Tx, keys: string[], now: Date) {
  await tx
    .insert(loginThrottles)
    .values(keys.map((key) => ({ key, failures: 0, windowStartedAt: now, lockedUntil: null })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, keys))
    .orderBy(loginThrottles.key)
    .for('update');
  return new Map(rows.map((row) => [row.key, row as ThrottleState]));
}

/** Takes one check from the account's and the address's allowance, or says why not (a lockout). */
async function reserve(db: Db, attempt: SignInAttempt, now: Date): Promise<string | null> {
  const keys = keysOf(attempt);
  return db.transaction(async (tx) => {
    const rows = await lockedRows(
      tx,
      keys.map(([key]) => key),
      now,
    );
    const decisions = keys.map(([key, policy]) => ({
      key,
      decision: reserveAttempt(rows.get(key) ?? null, now, policy),
    }));
    for (const { decision } of decisions) if (!decision.allowed) return decision.message;
    for (const { key, decision } of decisions) {
      if (decision.allowed)
        await tx.update(loginThrottles).set(decision.next).where(eq(loginThrottles.key, key));
    }
    return null;
  });
}

/** A reserved check that failed: the window's last one locks the key. */
async function settleWrong(db: Db, attempt: SignInAttempt, now: Date): Promise<string | null> {
  const keys = keysOf(attempt);
  return db.transaction(async (tx) => {
    const rows = await lockedRows(
      tx,
      keys.map(([key]) => key),
      now,
    );
    let message: string | null = null;
    for (const [key, policy] of keys) {
      const current = rows.get(key);
      if (!current) continue;
      const next = settleFailure(current, now, policy);
      if (next !== current) await tx.update(loginThrottles).set(next).where(eq(loginThrottles.key, key));
      if (isLockedOut(next, now)) message ??= lockoutMessage(next, now);
    }
    return message;
  });
}

/** Gives a reservation back (the check did not count against this key). */
async function release(db: Db, key: string): Promise<void> {
  await db
    .update(loginThrottles)
    .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
    .where(eq(loginThrottles.key, key));
}

/**
 * Runs `check` (a password check) only if the account and the address still have a try left in
 * their window, counting it before it runs. A right password clears the account's count and gives
 * the address its try back; a wrong one stays counted and may lock.
 */
export async function guardedPasswordCheck<T>(
  db: Db,
  attempt: SignInAttempt,
  now: () => Date,
  check: () => Promise<T>,
  verdictOf: (outcome: T) => CheckVerdict,
): Promise<GuardedCheck<T>> {
  const refused = await reserve(db, attempt, now());
  if (refused) return { refused };
  let outcome: T;
  try {
    outcome = await check();
  } catch (error) {
    await Promise.all(keysOf(attempt).map(([key]) => release(db, key)));
    throw error;
  }
  const verdict = verdictOf(outcome);
  if (verdict === 'wrong') return { outcome, lockedNow: await settleWrong(db, attempt, now()) };
  if (verdict === 'right') {
    await db.delete(loginThrottles).where(eq(loginThrottles.key, accountKey(attempt.email)));
    await release(db, addressKey(attempt.address));
  } else {
    await Promise.all(keysOf(attempt).map(([key]) => release(db, key)));
  }
  return { outcome, lockedNow: null };
}

/** Forgets an account's failed sign-ins: a member who just chose a new password may sign in with it. */
export async function clearAccountThrottle(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, accountKey(email)));
}
