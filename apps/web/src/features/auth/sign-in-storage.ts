// What survives the trip to the identity provider and back (docs/product/account.md#signing-in):
// the PKCE verifier and challenge, and where to go afterwards (the redirect marker).
import type { PkceStore } from '@brewline/web-auth/pkce-sign-in';
import {
  readSessionValue as get,
  safeReturnPath,
  writeSessionValue as set,
} from '@brewline/web-auth/session-values';

const VERIFIER = 'brewline.pkceVerifier';
const CHALLENGE = 'brewline.pkceChallenge';
const REDIRECT = 'brewline.loginRedirect';

export const pkceStore: PkceStore = {
  savePkce: (verifier, challenge) => {
    set(VERIFIER, verifier);
    set(CHALLENGE, challenge);
  },
  readVerifier: () => get(VERIFIER),
  clearPkce: () => {
    set(VERIFIER, null);
    set(CHALLENGE, null);
  },
};

/** Only paths inside the app: an open redirect would send a fresh session anywhere. */
export const safeRedirect = safeReturnPath;

export const saveRedirect = (path: string | null): void => set(REDIRECT, safeRedirect(path));
export const readRedirect = (): string | null => safeRedirect(get(REDIRECT));
export const clearRedirect = (): void => set(REDIRECT, null);

const BAD_EMAIL = 'brewline.badEmail';
const BIRTHDAY_SET = 'brewline.birthdaySet';

/** The flags the spec records at sign-in: the profile banner and the birthday lock read them. */
export function recordSignInFlags(badEmail: boolean, birthdaySet: boolean): void {
  set(BAD_EMAIL, badEmail ? '1' : null);
  set(BIRTHDAY_SET, birthdaySet ? '1' : null);
}
