// /admin/login: where the provider sends the person back with a code (or an error). The code is
// exchanged once, then the person goes where they were headed.
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { AuthCard } from './auth-card.tsx';
import { once } from '@brewline/web-auth/pkce-sign-in';
import { completeSignIn } from './sign-in-flow.ts';
import { UNREACHABLE_MESSAGE } from './sign-in-page.tsx';

export const SIGN_IN_FAILED_MESSAGE = 'Signing in did not finish. Please try again.';

export function LoginCallbackPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('code');
    if (!code) {
      // Cancelled at the provider (access_denied) or opened by hand: back to the start.
      navigate('/', { replace: true });
      return;
    }
    let live = true;
    void once(code, () => completeSignIn(code)).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'done') navigate(outcome.to, { replace: true });
      else setProblem(outcome.kind === 'unreachable' ? UNREACHABLE_MESSAGE : SIGN_IN_FAILED_MESSAGE);
    });
    return () => {
      live = false;
    };
  }, [search, navigate]);

  return (
    <AuthCard title={problem ? 'Sign-in did not finish' : 'Signing you in…'}>
      {problem ? (
        <>
          <Notice tone="error">{problem}</Notice>
          <Button variant="primary" onClick={() => navigate('/', { replace: true })}>
            Back to sign in
          </Button>
        </>
      ) : (
        <p role="status">One moment.</p>
      )}
    </AuthCard>
  );
}
