// The embedded provider's accounts: sign-up (account, profile and first Brewline Card in one
// transaction), password checks and password changes. Emails are stored lower-cased.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SignUpForm } from '@brewline/domain/validation/sign-in-forms';
import type { Db } from '../db/client.ts';
import { memberAccounts } from '../db/schema/identity.ts';
import type { MemberRecords } from './member-records.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hash.ts';

export type AccountRecord = typeof memberAccounts.$inferSelect;

export async function findAccountById(db: Db, id: string): Promise<AccountRecord | null> {
  const [row] = await db.select().from(memberAccounts).where(eq(memberAccounts.id, id));
  return row ?? null;
}

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRecord | null> {
  const [row] = await db
    .select()
    .from(memberAccounts)
    .where(eq(memberAccounts.email, email.trim().toLowerCase()));
  return row ?? null;
}

export type SignUpOutcome = { ok: true; memberId: string } | { ok: false; code: 'EMAIL_TAKEN' };

/** Hashing happens before the transaction, so the transaction holds no lock while argon2 works. */
export async function signUpMember(
  db: Db,
  form: SignUpForm,
  now: Date,
  members: MemberRecords,
): Promise<SignUpOutcome> {
  const passwordHash = await hashPassword(form.password);
  const memberId = randomUUID();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(memberAccounts)
      .values({ id: memberId, email: form.email, passwordHash, createdAt: now, passwordChangedAt: now })
      .onConflictDoNothing({ target: memberAccounts.email })
      .returning({ id: memberAccounts.id });
    if (inserted.length === 0) return { ok: false, code: 'EMAIL_TAKEN' } as const;
    const { firstName, lastName, email, phone } = form;
    await members.start(tx, { memberId, firstName, lastName, email, phone }, now);
    return { ok: true, memberId } as const;
  });
}

export type PasswordCheck =
  { ok: true; account: AccountRecord } | { ok: false; code: 'WRONG_CREDENTIALS' | 'ACCOUNT_DISABLED' };

/** The same work whether or not the email has an account; a disabled account is told apart. */
export async function checkPassword(db: Db, email: string, password: string): Promise<PasswordCheck> {
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await verifyAgainstDecoy(password);
    return { ok: false, code: 'WRONG_CREDENTIALS' };
  }
  if (!(await verifyPassword(account.passwordHash, password)))
    return { ok: false, code: 'WRONG_CREDENTIALS' };
  if (account.disabledAt) return { ok: false, code: 'ACCOUNT_DISABLED' };
  return { ok: true, account };
}

export async function setPassword(db: Db, id: string, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(memberAccounts)
    .set({ passwordHash, passwordChangedAt: now })
    .where(eq(memberAccounts.id, id));
}

/** Keeps the sign-in email in step with the profile's, when the member changes it on My Account. */
export async function setAccountEmail(
  db: Db,
  id: string,
  email: string,
): Promise<{ ok: true } | { ok: false; code: 'EMAIL_TAKEN' }> {
  const normalized = email.trim().toLowerCase();
  const owner = await findAccountByEmail(db, normalized);
  if (owner && owner.id !== id) return { ok: false, code: 'EMAIL_TAKEN' };
  await db.update(memberAccounts).set({ email: normalized }).where(eq(memberAccounts.id, id));
  return { ok: true };
}
