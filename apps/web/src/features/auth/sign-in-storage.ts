// What survives the trip to the identity provider and back (account spec §4 Sign-in): the PKCE
// verifier and challenge, and where to go afterwards (the redirect marker).
const VERIFIER = 'brewline.pkceVerifier';
const CHALLENGE = 'brewline.pkceChallenge';
const REDIRECT = 'brewline.loginRedirect';

function set(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: the exchange will fail and the member is told to try again.
  }
}

function get(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function savePkce(verifier: string, challenge: string): void {
  set(VERIFIER, verifier);
  set(CHALLENGE, challenge);
}

export const readVerifier = (): string | null => get(VERIFIER);

export function clearPkce(): void {
  set(VERIFIER, null);
  set(CHALLENGE, null);
}

/** Only paths inside the app: an open redirect would send a fresh session anywhere. */
export function safeRedirect(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

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
