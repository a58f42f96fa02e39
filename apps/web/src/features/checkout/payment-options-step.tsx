// /checkout/payment-options: 'Select Payment Method' is for members with stored cards. A guest has
// only the card provider, so the step passes straight on to payment with that type.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { useCheckout } from './model/checkout-context.tsx';
import { useStepGuard } from './model/use-step-guard.ts';

export function PaymentOptionsStep() {
  usePageTitle('Payment Options');
  const allowed = useStepGuard('payment-options');
  const { update } = useCheckout();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!allowed) return;
    update({ paymentType: 'STRIPE' });
    navigate('/payment', { replace: true });
  }, [allowed, update, navigate]);
  return <PageSpinner />;
}
