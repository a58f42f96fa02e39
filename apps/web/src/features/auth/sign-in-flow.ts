// The authorization-code flow with PKCE (docs/product/account.md#signing-in, #calls) through
// @brewline/web-auth: leave for the provider with a fresh challenge, come back with a code,
// exchange it with the verifier, load the session.
import { exchangeCode, leaveForProvider } from '@brewline/web-auth/pkce-sign-in';
import type { Client } from 'urql';
import { SessionQuery } from '../../lib/session-query.ts';
import { writeTokens, writeUserId } from '../../lib/session-storage.ts';
import {
  clearRedirect,
  pkceStore,
  readRedirect,
  recordSignInFlags,
  safeRedirect,
  saveRedirect,
} from './sign-in-storage.ts';

export type SignInOutcome =
  | { readonly kind: 'leaving' }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'done'; readonly to: string };

export const DEFAULT_AFTER_SIGN_IN = '/account/rewards';

const CALLBACK_PATH = '/login';

/** Creates and stores the verifier and challenge, probes the provider, then navigates there. */
export async function startSignIn(
  redirect: string | null,
  go?: (url: string) => void,
  /** Open the provider's sign-up page rather than its sign-in page (the Sign Up links). */
  signUp = false,
): Promise<SignInOutcome> {
  saveRedirect(redirect);
  const kind = await leaveForProvider({
    pkce: pkceStore,
    callbackPath: CALLBACK_PATH,
    signUp,
    probe: true,
    go,
  });
  return { kind };
}

/** Exchanges the code; 'failed' means the provider refused it and the caller logs out. */
export async function completeSignIn(code: string, client: Client): Promise<SignInOutcome> {
  const exchange = await exchangeCode(pkceStore, CALLBACK_PATH, code);
  if (exchange.kind !== 'tokens') return exchange;
  writeTokens(exchange.tokens);
  const result = await client.query(SessionQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  const session = result.data?.session;
  if (!session?.authenticated || !session.profile) {
    return { kind: result.error?.networkError ? 'unreachable' : 'failed' };
  }
  writeUserId(session.id ?? session.profile.id);
  recordSignInFlags(session.profile.badEmail, session.birthdaySet);
  // The redirect stays stored until the page goes there (`leaveLogin`): if the login page is drawn
  // anew meanwhile (a remount after the tokens were written), that page finds it signed in and must
  // still know where the member was going.
  return { kind: 'done', to: readRedirect() ?? DEFAULT_AFTER_SIGN_IN };
}

/** Where a signed-in /login goes: the page's own ?redirect=, or a sign-in's stored one; then forgets it. */
export function leaveLogin(redirect: string | null): string {
  const to = safeRedirect(redirect) ?? readRedirect() ?? DEFAULT_AFTER_SIGN_IN;
  clearRedirect();
  return to;
}

/** The member left the provider as a guest (access_denied): back where they were, or the menu. */
export function abandonSignIn(): string {
  pkceStore.clearPkce();
  const to = readRedirect() ?? '/menu';
  clearRedirect();
  return to;
}
