// /login and /login/* (docs/product/account.md#screens, #signing-in): only for guests. Without a
// code it starts the sign-in; with one it completes it. It shows 'Signing you in...' meanwhile.
import { messages } from '@brewline/domain/messages/messages';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useIsServerRender } from '../../lib/server-render.ts';
import { useSignedIn } from '../../lib/session-context.tsx';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { logout } from './logout.ts';
import { once } from '@brewline/web-auth/pkce-sign-in';
import { abandonSignIn, completeSignIn, leaveLogin, startSignIn } from './sign-in-flow.ts';

/** A signed-in /login leaves for where the member was going, decided once for this page. */
function SignedInRedirect({ redirect }: { redirect: string | null }) {
  const [to] = useState(() => leaveLogin(redirect));
  return <Redirect to={to} replace />;
}

export default function LoginPage() {
  usePageTitle('Sign In');
  // Whether a member is signed in is known only once the browser's storage is read.
  return useIsServerRender() ? <SigningIn /> : <LoginFlow />;
}

function SigningIn() {
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <Spinner />
      <p className="text-lg font-semibold">{messages.SIGNING_IN()}</p>
    </div>
  );
}

function LoginFlow() {
  const params = new URLSearchParams(useSearch());
  const code = params.get('code');
  const providerError = params.get('error');
  const redirect = params.get('redirect');
  // The Sign Up links come here with ?signup=1 and open the provider's sign-up page directly.
  const signUp = params.get('signup') === '1';
  const client = useClient();
  const [location, navigate] = useLocation();
  // Leaving /login (after a completed sign-in) must not start another one on the way out.
  const here = location.startsWith('/login');
  // Read once: completing the sign-in stores tokens, which must not bounce this page meanwhile.
  const signedIn = useSignedIn();
  const [signedInAtEntry] = useState(signedIn);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    if (signedInAtEntry || !here) return;
    if (providerError) {
      navigate(abandonSignIn(), { replace: true });
      return;
    }
    let live = true;
    const flow = code
      ? once(`code:${code}`, () => completeSignIn(code, client))
      : once('start', () => startSignIn(redirect, undefined, signUp));
    void flow.then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'unreachable') setUnreachable(true);
      else if (outcome.kind === 'failed') void logout(client);
      else if (outcome.kind === 'done') navigate(leaveLogin(outcome.to), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [signedInAtEntry, here, code, providerError, redirect, signUp, client, navigate]);

  if (signedInAtEntry) return <SignedInRedirect redirect={redirect} />;
  if (unreachable) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-5 py-16 text-center">
        <AlertBanner testId="sign-in-unreachable">{messages.SIGN_IN_UNREACHABLE()}</AlertBanner>
        <Link href="/menu" className="btn-primary">
          Go to Menu
        </Link>
      </div>
    );
  }
  return <SigningIn />;
}
