// What survives the trip to the identity provider and back: the PKCE verifier, where to go
// afterwards, and an invitation link's token while its person signs in or signs up first.
// Keys of the back office's own, so a customer sign-in in another tab never mixes with it.
const VERIFIER = 'brewline.admin.pkceVerifier';
const RETURN_TO = 'brewline.admin.returnTo';
const JOIN_TOKEN = 'brewline.admin.joinToken';

function set(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: the exchange will fail and the person is told to try again.
  }
}

function get(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export const saveVerifier = (verifier: string | null): void => set(VERIFIER, verifier);
export const readVerifier = (): string | null => get(VERIFIER);

/** Only paths inside the back office: an open redirect would send a fresh session anywhere. */
export function safeReturnTo(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export const saveReturnTo = (path: string | null): void => set(RETURN_TO, safeReturnTo(path));
export function takeReturnTo(): string | null {
  const path = safeReturnTo(get(RETURN_TO));
  set(RETURN_TO, null);
  return path;
}

export const saveJoinToken = (token: string | null): void => set(JOIN_TOKEN, token);
export const readJoinToken = (): string | null => get(JOIN_TOKEN);
