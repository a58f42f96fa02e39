// PKCE for the sign-in redirect (docs/product/account.md#signing-in, #constants; RFC 7636): a
// random verifier and its S256 challenge, with Web Crypto so the same code runs in the browser and
// in Node.

/** RFC 7636 §4.1: unreserved characters only. */
export const PKCE_VERIFIER_CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
export const PKCE_VERIFIER_MIN_LENGTH = 43;
export const PKCE_VERIFIER_MAX_LENGTH = 128;
export const PKCE_CHALLENGE_METHOD = 'S256';

export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const webRandom: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A verifier of `length` characters (43 to 128, default 64) drawn uniformly from the 66 unreserved
 * characters. Bytes of 198 or more are thrown away rather than folded, so no character is likelier
 * than another (256 is not a multiple of 66).
 */
export function createCodeVerifier(length = 64, random: RandomFill = webRandom): string {
  if (!Number.isInteger(length) || length < PKCE_VERIFIER_MIN_LENGTH || length > PKCE_VERIFIER_MAX_LENGTH) {
    throw new RangeError(`PKCE verifier length must be 43 to 128, got ${length}`);
  }
  const size = PKCE_VERIFIER_CHARSET.length;
  const limit = 256 - (256 % size);
  let verifier = '';
  while (verifier.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit && verifier.length < length) verifier += PKCE_VERIFIER_CHARSET[byte % size];
    }
  }
  return verifier;
}

export function isValidCodeVerifier(verifier: string): boolean {
  return /^[A-Za-z0-9\-._~]{43,128}$/.test(verifier);
}

/** base64url without padding (RFC 4648 §5), as PKCE and JOSE use it. */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** S256 challenge: base64url(SHA-256(ASCII(verifier))). */
export async function createCodeChallenge(verifier: string): Promise<string> {
  if (!isValidCodeVerifier(verifier)) throw new RangeError('Invalid PKCE code verifier');
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export interface PkcePair {
  readonly verifier: string;
  readonly challenge: string;
  readonly method: typeof PKCE_CHALLENGE_METHOD;
}

export async function createPkcePair(length = 64, random: RandomFill = webRandom): Promise<PkcePair> {
  const verifier = createCodeVerifier(length, random);
  return { verifier, challenge: await createCodeChallenge(verifier), method: PKCE_CHALLENGE_METHOD };
}
