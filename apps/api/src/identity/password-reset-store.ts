// Reset links in the database (table password_resets): issuing one with its e-mail, reading one, and
// using one to set a new password. Only a SHA-256 hash of a link's token is stored; the token itself
// goes to the outbox row of its e-mail, which erases it once the mail is sent (mail-sender.ts).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import {
  RESET_MAILS_PER_ACCOUNT_PER_HOUR,
  resetLinkExpiresAt,
  resetLinkUsable,
} from '@brewline/domain/accounts/password-reset';
import type { Db } from '../db/client.ts';
import { memberAccounts, passwordResets } from '../db/schema/identity.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { revokeOtherGrants } from './oidc-storage.ts';

const HOUR_MS = 3_600_000;

export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The clocks a reset reads: links expire by the sign-in clock, e-mails are queued by the business one. */
export interface ResetClocks {
  now: Date;
  businessNow: Date;
}

/**
 * Issues a link for the account and queues its e-mail, unless the account had its hourly share of
 * reset e-mails already (then nothing happens: the asker sees the same answer either way).
 */
export async function issueResetLink(db: Db, accountId: string, clocks: ResetClocks): Promise<boolean> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    // One request at a time per account, so the hourly count cannot be raced past.
    await tx
      .select({ id: memberAccounts.id })
      .from(memberAccounts)
      .where(eq(memberAccounts.id, accountId))
      .for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.accountId, accountId),
          gt(passwordResets.createdAt, new Date(clocks.now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= RESET_MAILS_PER_ACCOUNT_PER_HOUR) return false;
    const id = randomUUID();
    await tx.insert(passwordResets).values({
      id,
      accountId,
      tokenHash: resetTokenHash(token),
      createdAt: clocks.now,
      expiresAt: resetLinkExpiresAt(clocks.now),
    });
    await enqueueMail(tx, {
      kind: 'PASSWORD_RESET',
      dedupeKey: `PASSWORD_RESET:${id}`,
      memberId: accountId,
      linkToken: token,
      at: clocks.businessNow,
    });
    return true;
  });
}

/** The account a token's link opens while it is usable, or null (unknown, used or expired). */
export async function accountOfUsableLink(
  db: Db,
  token: string,
  now: Date,
): Promise<{ accountId: string; email: string; passwordHash: string } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      accountId: passwordResets.accountId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      email: memberAccounts.email,
      passwordHash: memberAccounts.passwordHash,
    })
    .from(passwordResets)
    .innerJoin(memberAccounts, eq(memberAccounts.id, passwordResets.accountId))
    .where(eq(passwordResets.tokenHash, resetTokenHash(token)));
  if (!row || !resetLinkUsable(row, now)) return null;
  return { accountId: row.accountId, email: row.email, passwordHash: row.passwordHash };
}

/**
 * Uses the link once: of any number of requests with the same token, one sets the password. In the
 * same transaction every other link of the account dies, every sign-in of the account ends (its
 * grants, refresh tokens and provider sessions) and the "your password was changed" notice is
 * queued. Returns the account, or null when the link was not usable (any more).
 */
export async function useResetLink(
  db: Db,
  token: string,
  passwordHash: string,
  clocks: ResetClocks,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: clocks.now })
      .where(
        and(
          eq(passwordResets.tokenHash, resetTokenHash(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, clocks.now),
        ),
      )
      .returning({ id: passwordResets.id, accountId: passwordResets.accountId });
    if (!claimed) return null;
    const { accountId } = claimed;
    await tx
      .update(memberAccounts)
      .set({ passwordHash, passwordChangedAt: clocks.now })
      .where(eq(memberAccounts.id, accountId));
    await tx
      .update(passwordResets)
      .set({ usedAt: clocks.now })
      .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
    await revokeOtherGrants(tx, accountId, null);
    await enqueueMail(tx, {
      kind: 'PASSWORD_CHANGED',
      dedupeKey: `PASSWORD_CHANGED:${claimed.id}`,
      memberId: accountId,
      at: clocks.businessNow,
    });
    return accountId;
  });
}
