// The authorization-code flow with PKCE (docs/product/account.md#signing-in): leave for the provider
// with a fresh challenge, come back with a code, exchange it with the verifier. What each app does
// around it (its callback path, where to go afterwards, loading its session) stays in the app.
import { createPkcePair, PKCE_CHALLENGE_METHOD } from './pkce.ts';
import { loadIdentityConfig, requestTokens } from './identity-config.ts';

/** Where an app keeps the verifier (and, for the customer app, the challenge) during the trip. */
export interface PkceStore {
  readonly savePkce: (verifier: string, challenge: string) => void;
  readonly readVerifier: () => string | null;
  readonly clearPkce: () => void;
}

export interface StartSignInOptions {
  readonly pkce: PkceStore;
  /** The app's callback path, registered with the provider (`/login`, `/admin/login`). */
  readonly callbackPath: string;
  /** Open the provider's sign-up page rather than its sign-in page. */
  readonly signUp?: boolean;
  /** Ask the provider to show its sign-in form even when it remembers someone. */
  readonly alwaysAsk?: boolean;
  /** Probe the provider first, so "provider down" is told apart from a slow page. */
  readonly probe?: boolean;
  readonly go?: (url: string) => void;
}

export const callbackUri = (callbackPath: string): string => `${window.location.origin}${callbackPath}`;

/** Creates and stores the verifier and challenge, then navigates to the provider. */
export async function leaveForProvider(options: StartSignInOptions): Promise<'leaving' | 'unreachable'> {
  const { pkce, callbackPath, signUp = false, alwaysAsk = false, probe = false } = options;
  const go = options.go ?? ((url: string) => window.location.assign(url));
  try {
    const config = await loadIdentityConfig();
    const { verifier, challenge } = await createPkcePair();
    pkce.savePkce(verifier, challenge);
    // no-cors because the provider may be on another origin.
    if (probe)
      await fetch(config.authorizationEndpoint, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' });
    const url = new URL(config.authorizationEndpoint, window.location.origin);
    url.search = new URLSearchParams({
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: PKCE_CHALLENGE_METHOD,
      redirect_uri: callbackUri(callbackPath),
      client_id: config.clientId,
      ...(signUp ? { screen: 'signup' } : {}),
      ...(alwaysAsk ? { prompt: 'login' } : {}),
    }).toString();
    go(url.toString());
    return 'leaving';
  } catch {
    return 'unreachable';
  }
}

export type CodeExchange =
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'tokens'; readonly tokens: { accessToken: string; refreshToken: string } };

/** Exchanges the code with the stored verifier; 'failed' when there is none or the provider refused. */
export async function exchangeCode(
  pkce: PkceStore,
  callbackPath: string,
  code: string,
): Promise<CodeExchange> {
  const verifier = pkce.readVerifier();
  if (!verifier) return { kind: 'failed' };
  let tokens;
  try {
    tokens = await requestTokens({
      code_verifier: verifier,
      grant_type: 'authorization_code',
      redirect_uri: callbackUri(callbackPath),
      code,
    });
  } catch {
    return { kind: 'unreachable' };
  }
  pkce.clearPkce();
  return tokens ? { kind: 'tokens', tokens } : { kind: 'failed' };
}

// StrictMode runs effects twice in development; a code can be exchanged only once, and two
// verifiers racing would leave the wrong one stored. Each flow runs once per key.
const running = new Map<string, Promise<unknown>>();

export function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  let pending = running.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = run();
    running.set(key, pending);
    void pending.finally(() => setTimeout(() => running.delete(key), 1000));
  }
  return pending;
}
