// /checkout/login: sign in (members earn rewards and pay with stored cards) or go on as a guest. A
// member is already signed in and goes straight to the profile step.
import { LogIn, UserRound } from 'lucide-react';
import { Redirect, useLocation } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSignedIn } from '../../lib/session-context.tsx';
import { CheckoutLayout } from './components/checkout-layout.tsx';
import { CheckoutStepCard } from './public/checkout-step-frame.tsx';
import { useStepGuard } from './model/use-step-guard.ts';

export function LoginStep() {
  usePageTitle('Order Information');
  const [, navigate] = useLocation();
  const signedIn = useSignedIn();
  const allowed = useStepGuard('login');
  if (!allowed) return null;
  if (signedIn) return <Redirect to="/profile" replace />;
  return (
    <CheckoutLayout step="login">
      <CheckoutStepCard step="login">
        <p className="mb-6 text-stone-700">
          Sign in to collect rewards and pay with your Brewline Card, or check out as a guest with just a
          name, email and phone.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <button
            type="button"
            className="btn-primary h-12"
            onClick={() => navigate(`~/login?redirect=${encodeURIComponent('/checkout/profile')}`)}
          >
            <LogIn size={18} aria-hidden="true" />
            Login
          </button>
          <button type="button" className="btn-outline h-12" onClick={() => navigate('/profile')}>
            <UserRound size={18} aria-hidden="true" />
            Continue as guest
          </button>
        </div>
      </CheckoutStepCard>
    </CheckoutLayout>
  );
}
