// The e-mails about a member's account rather than an order: the password reset link and the notice
// that the password was changed. They go to the account's sign-in address whatever the member's
// e-mail settings say: they are about who can open the account, not offers.
import { RESET_LINK_MINUTES, resetPasswordUrl } from '@brewline/domain/accounts/password-reset';
import { BRAND_NAME, SUPPORT_EMAIL } from '@brewline/domain/messages/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberAccounts } from '../../db/schema/identity.ts';
import { memberProfiles } from '../../db/schema/members.ts';
import type { MailContent, OutboxRow } from './outbox-mail.ts';
import { renderMail } from './mail-layout.ts';

const ACCOUNT_FOOTER = `You get this e-mail because of your ${BRAND_NAME} account.`;

async function accountOf(db: Db, memberId: string | null) {
  if (!memberId) return null;
  const [row] = await db
    .select({ email: memberAccounts.email, firstName: memberProfiles.firstName })
    .from(memberAccounts)
    .leftJoin(memberProfiles, eq(memberProfiles.memberId, memberAccounts.id))
    .where(eq(memberAccounts.id, memberId));
  return row ?? null;
}

const greeting = (firstName: string | null) => (firstName ? `Hi ${firstName},` : 'Hello,');

export async function passwordResetMail(db: Db, row: OutboxRow, publicUrl: string): Promise<MailContent> {
  const account = await accountOf(db, row.memberId);
  if (!account) return { kind: 'skip', why: 'account not found' };
  if (!row.linkToken) return { kind: 'skip', why: 'reset link already sent' };
  return {
    kind: 'send',
    to: account.email,
    memberId: row.memberId,
    secret: row.linkToken,
    mail: renderMail({
      subject: `Reset your ${BRAND_NAME} password`,
      headline: 'Choose a new password',
      blocks: [
        { kind: 'paragraph', text: greeting(account.firstName) },
        {
          kind: 'paragraph',
          text: `We got a request to reset the password of the ${BRAND_NAME} account for ${account.email}. The button below works once, within ${RESET_LINK_MINUTES} minutes.`,
        },
        {
          kind: 'paragraph',
          text: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
        },
      ],
      action: { label: 'Choose a new password', url: resetPasswordUrl(publicUrl, row.linkToken) },
      footer: ACCOUNT_FOOTER,
    }),
  };
}

export async function passwordChangedMail(db: Db, row: OutboxRow, publicUrl: string): Promise<MailContent> {
  const account = await accountOf(db, row.memberId);
  if (!account) return { kind: 'skip', why: 'account not found' };
  return {
    kind: 'send',
    to: account.email,
    memberId: row.memberId,
    mail: renderMail({
      subject: `Your ${BRAND_NAME} password was changed`,
      headline: 'Your password was changed',
      blocks: [
        { kind: 'paragraph', text: greeting(account.firstName) },
        {
          kind: 'paragraph',
          text: `The password of your ${BRAND_NAME} account (${account.email}) was changed, and every device signed in to it was signed out.`,
        },
        {
          kind: 'paragraph',
          text: `If this wasn't you, choose a new password from the sign-in page's "Forgot password?" at once and write to ${SUPPORT_EMAIL}.`,
        },
      ],
      action: { label: 'Sign in', url: `${publicUrl}/login` },
      footer: ACCOUNT_FOOTER,
    }),
  };
}
