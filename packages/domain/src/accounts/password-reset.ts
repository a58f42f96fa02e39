// Forgotten passwords (docs/product/account.md#forgot-password): how long a reset link lives, how
// often one may be asked for, and whether a stored link can still be used. Pure: the API stores the
// links (only a hash of each) and passes its clock.

/** A reset link works once, within this many minutes of being sent. */
export const RESET_LINK_MINUTES = 30;

/**
 * Reset e-mails one account may get in an hour, whoever asks: enough for a member who asks again
 * because the first mail was slow, too few to flood their inbox. Past it the page answers the same
 * and no mail is sent, so the answer never tells whether an account exists.
 */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;

export interface StoredResetLink {
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

export function resetLinkExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + RESET_LINK_MINUTES * 60_000);
}

/** Unused and not yet expired. */
export function resetLinkUsable(link: StoredResetLink, now: Date): boolean {
  return link.usedAt === null && link.expiresAt.getTime() > now.getTime();
}

/** Where the embedded provider's forgotten-password pages live. */
export const PASSWORD_PAGES_PATH = '/oidc/password';
/** The page that asks for the address to send a reset link to. */
export const FORGOT_PASSWORD_PATH = `${PASSWORD_PAGES_PATH}/forgot`;
/** The page a reset e-mail links to, with the link's token in `token`. */
export const RESET_PASSWORD_PATH = `${PASSWORD_PAGES_PATH}/reset`;

export function resetPasswordUrl(origin: string, token: string): string {
  return `${origin}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}
