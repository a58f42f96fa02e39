// /checkout/payment-options: 'Select Payment Method' (docs/product/ordering.md#screens) for a
// member with Brewline Cards: the brand's CARD button (type GIFT_CARD) and 'CREDIT CARD/MOBILE PAY'
// (type STRIPE), both to the payment step, and BACK to pickup. On entry the card choice is reset
// and the total stored. A guest, or a member without cards, has only the card provider: the step
// passes straight on.
import { BRAND_NAME, messages } from '@brewline/domain/messages/messages';
import { CreditCard, WalletCards } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useCartPricing } from '../../lib/use-cart-pricing.ts';
import { useCart } from '../../lib/cart-context.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { CheckoutLayout } from './components/checkout-layout.tsx';
import { CheckoutStepCard } from './public/checkout-step-frame.tsx';
import { useCheckout } from './model/checkout-context.tsx';
import type { PaymentType } from './model/checkout-state.ts';
import { useCheckoutCards } from './model/use-checkout-cards.ts';
import { useStepGuard } from './model/use-step-guard.ts';

export function PaymentOptionsStep() {
  usePageTitle('Payment Options');
  const allowed = useStepGuard('payment-options');
  const { update } = useCheckout();
  const [, navigate] = useLocation();
  const { cards, loading } = useCheckoutCards();
  const { lines } = useCart();
  const { pricing } = useCartPricing(lines);
  const hasCards = cards.length > 0;
  const totalCents = pricing?.totalCents;

  useEffect(() => {
    if (!allowed) return;
    update({ selectedCardNumbers: [], total: totalCents ?? 0 });
  }, [allowed, totalCents, update]);

  useEffect(() => {
    if (!allowed || loading || hasCards) return;
    update({ paymentType: 'STRIPE' });
    navigate('/payment', { replace: true });
  }, [allowed, loading, hasCards, update, navigate]);

  if (!allowed) return null;
  if (loading || !hasCards) return <PageSpinner />;

  const choose = (paymentType: PaymentType) => {
    update({ paymentType, selectedCardNumbers: [] });
    navigate('/payment');
  };
  return (
    <CheckoutLayout step="payment-options">
      <CheckoutStepCard step="payment-options">
        <div className="grid gap-3">
          <button
            type="button"
            className="btn-primary h-16 w-full text-base sm:text-lg sm:tracking-wide"
            onClick={() => choose('GIFT_CARD')}
          >
            <WalletCards size={22} aria-hidden="true" className="hidden shrink-0 min-[400px]:block" />
            {messages.PAYMENT_OPTION_STORED_CARD({ brand: BRAND_NAME })}
          </button>
          <button
            type="button"
            className="btn-outline h-16 w-full text-base sm:text-lg sm:tracking-wide"
            onClick={() => choose('STRIPE')}
          >
            <CreditCard size={22} aria-hidden="true" className="hidden shrink-0 min-[400px]:block" />
            {messages.PAYMENT_OPTION_CREDIT_CARD()}
          </button>
        </div>
        <div className="mt-6 border-t border-stone-200 pt-4">
          <button type="button" className="btn-outline h-12 px-8" onClick={() => navigate('/pickup')}>
            BACK
          </button>
        </div>
      </CheckoutStepCard>
    </CheckoutLayout>
  );
}
