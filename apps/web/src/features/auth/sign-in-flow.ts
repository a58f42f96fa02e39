// The authorization-code flow with PKCE (account spec §4 Sign-in, §7): leave for the provider with a
// fresh challenge, come back with a code, exchange it with the verifier, load the session.
import { createPkcePair, PKCE_CHALLENGE_METHOD } from '@brewline/domain/pkce';
import type { Client } from 'urql';
import { loadIdentityConfig, requestTokens } from '../../lib/identity-config.ts';
import { SessionQuery } from '../../lib/session-query.ts';
import { writeTokens, writeUserId } from '../../lib/session-storage.ts';
import {
  clearPkce,
  clearRedirect,
  readRedirect,
  readVerifier,
  recordSignInFlags,
  savePkce,
  saveRedirect,
} from './sign-in-storage.ts';

export type SignInOutcome =
  | { readonly kind: 'leaving' }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'done'; readonly to: string };

export const DEFAULT_AFTER_SIGN_IN = '/account/rewards';

const redirectUri = () => `${window.location.origin}/login`;

/** Creates and stores the verifier and challenge, probes the provider, then navigates there. */
export async function startSignIn(
  redirect: string | null,
  go: (url: string) => void = (url) => window.location.assign(url),
  /** Open the provider's sign-up page rather than its sign-in page (the Sign Up links). */
  signUp = false,
): Promise<SignInOutcome> {
  try {
    const config = await loadIdentityConfig();
    const { verifier, challenge } = await createPkcePair();
    savePkce(verifier, challenge);
    saveRedirect(redirect);
    // The probe tells "provider down" apart from a slow page; no-cors because it may be another origin.
    await fetch(config.authorizationEndpoint, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' });
    const url = new URL(config.authorizationEndpoint, window.location.origin);
    url.search = new URLSearchParams({
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: PKCE_CHALLENGE_METHOD,
      redirect_uri: redirectUri(),
      client_id: config.clientId,
      ...(signUp ? { screen: 'signup' } : {}),
    }).toString();
    go(url.toString());
    return { kind: 'leaving' };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** Exchanges the code; 'failed' means the provider refused it and the caller logs out. */
export async function completeSignIn(code: string, client: Client): Promise<SignInOutcome> {
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
  clearPkce();
  if (!tokens) return { kind: 'failed' };
  writeTokens(tokens);
  const result = await client.query(SessionQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  const session = result.data?.session;
  if (!session?.authenticated || !session.profile) {
    return { kind: result.error?.networkError ? 'unreachable' : 'failed' };
  }
  writeUserId(session.id ?? session.profile.id);
  recordSignInFlags(session.profile.badEmail, session.birthdaySet);
  const to = readRedirect() ?? DEFAULT_AFTER_SIGN_IN;
  clearRedirect();
  return { kind: 'done', to };
}

/** The member left the provider as a guest (access_denied): back where they were, or the menu. */
export function abandonSignIn(): string {
  clearPkce();
  const to = readRedirect() ?? '/menu';
  clearRedirect();
  return to;
}

// StrictMode runs effects twice in development; a code can be exchanged only once, and two
// verifiers racing would leave the wrong one stored. Each flow runs once per key.
const running = new Map<string, Promise<SignInOutcome>>();

export function once(key: string, run: () => Promise<SignInOutcome>): Promise<SignInOutcome> {
  let pending = running.get(key);
  if (!pending) {
    pending = run();
    running.set(key, pending);
    void pending.finally(() => setTimeout(() => running.delete(key), 1000));
  }
  return pending;
}
