// What survives the trip to the identity provider and back: the PKCE verifier, where to go
// afterwards, and an invitation link's token while its person signs in or signs up first.
// Keys of the back office's own, so a customer sign-in in another tab never mixes with it.
import type { PkceStore } from '@brewline/web-auth/pkce-sign-in';
import {
  readSessionValue as get,
  safeReturnPath,
  writeSessionValue as set,
} from '@brewline/web-auth/session-values';

const VERIFIER = 'brewline.admin.pkceVerifier';
const RETURN_TO = 'brewline.admin.returnTo';
const JOIN_TOKEN = 'brewline.admin.joinToken';

/** The back office keeps the verifier only: the challenge goes to the provider and is not needed again. */
export const pkceStore: PkceStore = {
  savePkce: (verifier) => set(VERIFIER, verifier),
  readVerifier: () => get(VERIFIER),
  clearPkce: () => set(VERIFIER, null),
};

/** Only paths inside the back office: an open redirect would send a fresh session anywhere. */
export const safeReturnTo = safeReturnPath;

export const saveReturnTo = (path: string | null): void => set(RETURN_TO, safeReturnTo(path));
export function takeReturnTo(): string | null {
  const path = safeReturnTo(get(RETURN_TO));
  set(RETURN_TO, null);
  return path;
}

export const saveJoinToken = (token: string | null): void => set(JOIN_TOKEN, token);
export const readJoinToken = (): string | null => get(JOIN_TOKEN);
