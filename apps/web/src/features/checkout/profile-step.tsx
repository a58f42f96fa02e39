// /checkout/profile: the pickup details of a guest.
import { useLocation } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';
import { CheckoutLayout } from './components/checkout-layout.tsx';
import { PickupDetailsForm } from './components/pickup-details-form.tsx';
import { useStepGuard } from './model/use-step-guard.ts';

export function ProfileStep() {
  usePageTitle('Order Information');
  const [, navigate] = useLocation();
  if (!useStepGuard('profile')) return null;
  return (
    <CheckoutLayout step="profile">
      <section className="rounded-2xl border border-stone-200 bg-white p-6">
        <h1 className="page-title mb-5">Who&apos;s picking this up?</h1>
        <PickupDetailsForm onDone={() => navigate('/pickup', { state: { from: 'profile' } })} />
      </section>
    </CheckoutLayout>
  );
}
