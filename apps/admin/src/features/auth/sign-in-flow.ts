// The authorization-code flow with PKCE through @brewline/web-auth, as the customer app does it but
// coming back to /admin/login (registered on every origin the web app's /login is).
import { exchangeCode, leaveForProvider } from '@brewline/web-auth/pkce-sign-in';
import { writeTokens } from '../../lib/session-storage.ts';
import { pkceStore, saveReturnTo, takeReturnTo } from './sign-in-storage.ts';

export type SignInOutcome =
  | { readonly kind: 'leaving' }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'done'; readonly to: string };

const CALLBACK_PATH = '/admin/login';

/** Leaves for the provider's sign-in page (or its sign-up page), to come back to `returnTo`. */
export async function startSignIn(
  returnTo: string | null,
  { signUp = false, go }: { signUp?: boolean; go?: (url: string) => void } = {},
): Promise<SignInOutcome> {
  saveReturnTo(returnTo);
  // The back office always asks who is signing in, even when the provider remembers someone:
  // a shared counter computer, or a person switching to the account an invitation was sent to.
  const kind = await leaveForProvider({
    pkce: pkceStore,
    callbackPath: CALLBACK_PATH,
    signUp,
    alwaysAsk: true,
    go,
  });
  return { kind };
}

/** Exchanges the code for tokens; 'failed' when the provider refused it. */
export async function completeSignIn(code: string): Promise<SignInOutcome> {
  const exchange = await exchangeCode(pkceStore, CALLBACK_PATH, code);
  if (exchange.kind !== 'tokens') return exchange;
  writeTokens(exchange.tokens);
  return { kind: 'done', to: takeReturnTo() ?? '/' };
}
