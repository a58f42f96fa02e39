// Not signed in: one button to the chain's sign-in page, which comes back here.
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { AuthCard } from './auth-card.tsx';
import { startSignIn } from './sign-in-flow.ts';

export const UNREACHABLE_MESSAGE = 'The sign-in service did not answer. Check the connection and try again.';

export function SignInPage({ notice }: { readonly notice?: string | null }) {
  const [location] = useLocation();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signIn = async () => {
    setLeaving(true);
    setProblem(null);
    const outcome = await startSignIn(location);
    if (outcome.kind !== 'leaving') {
      setLeaving(false);
      setProblem(UNREACHABLE_MESSAGE);
    }
  };

  return (
    <AuthCard title="Sign in to the back office">
      {notice && <Notice tone="info">{notice}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      <p>
        Staff of the chain run the menu, prices, stores and people here. Sign in with your Brewline account.
      </p>
      <Button
        variant="primary"
        className="mt-6 w-full"
        busy={leaving}
        icon={<LogIn aria-hidden className="size-4" />}
        onClick={() => void signIn()}
      >
        Sign in
      </Button>
    </AuthCard>
  );
}
