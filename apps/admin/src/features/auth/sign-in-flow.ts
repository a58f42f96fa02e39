// The authorization-code flow with PKCE, as the customer app does it but coming back to
// /admin/login (registered on every origin the web app's /login is): leave for the provider with a
// fresh challenge, come back with a code, exchange it with the verifier.
import { createPkcePair, PKCE_CHALLENGE_METHOD } from '@brewline/domain/pkce';
import { loadIdentityConfig, requestTokens } from '../../lib/identity-config.ts';
import { writeTokens } from '../../lib/session-storage.ts';
import { readVerifier, saveReturnTo, saveVerifier, takeReturnTo } from './sign-in-storage.ts';

export type SignInOutcome =
  | { readonly kind: 'leaving' }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'done'; readonly to: string };

const redirectUri = () => `${window.location.origin}/admin/login`;

/** Leaves for the provider's sign-in page (or its sign-up page), to come back to `returnTo`. */
export async function startSignIn(
  returnTo: string | null,
  { signUp = false, go = (url: string) => window.location.assign(url) } = {},
): Promise<SignInOutcome> {
  try {
    const config = await loadIdentityConfig();
    const { verifier, challenge } = await createPkcePair();
    saveVerifier(verifier);
    saveReturnTo(returnTo);
    const url = new URL(config.authorizationEndpoint, window.location.origin);
    url.search = new URLSearchParams({
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: PKCE_CHALLENGE_METHOD,
      redirect_uri: redirectUri(),
      client_id: config.clientId,
      // The back office always asks who is signing in, even when the provider remembers someone:
      // a shared counter computer, or a person switching to the account an invitation was sent to.
      prompt: 'login',
      ...(signUp ? { screen: 'signup' } : {}),
    }).toString();
    go(url.toString());
    return { kind: 'leaving' };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** Exchanges the code for tokens; 'failed' when the provider refused it. */
export async function completeSignIn(code: string): Promise<SignInOutcome> {
  const verifier = readVerifier();
  if (!verifier) return { kind: 'failed' };
  let tokens;
  try {
    tokens = await requestTokens({
      code_verifier: verifier,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri(),
      code,
    });
  } catch {
    return { kind: 'unreachable' };
  }
  saveVerifier(null);
  if (!tokens) return { kind: 'failed' };
  writeTokens(tokens);
  return { kind: 'done', to: takeReturnTo() ?? '/' };
}

// StrictMode runs effects twice in development; a code can be exchanged only once.
const running = new Map<string, Promise<SignInOutcome>>();

export function once(key: string, run: () => Promise<SignInOutcome>): Promise<SignInOutcome> {
  let pending = running.get(key);
  if (!pending) {
    pending = run();
    running.set(key, pending);
  }
  return pending;
}
