// /checkout/payment: 'Payment'. A store that is closed or closing soon takes no order ('Choose
// Store' goes back to pickup). Otherwise a member may apply a claimed free drink, then pays:
// - GIFT_CARD: the Brewline Card picker and 'Balance Due: $' (docs/product/ordering.md#screens,
// #card-selection); COMPLETE ORDER needs at least one card and nothing due, and the server debits
// the cards;
// - STRIPE: the card form (sandbox or Stripe) once the intent's client secret exists;
// - nothing, when the reward left nothing to pay.
// The error banner, COMPLETE ORDER and the order summary serve all three.
//
// The step draws its form at once: while the store's status, the prices and the payment configuration
// load, COMPLETE ORDER waits, and the panel for a store that takes no order replaces the form only once
// the store says so. The server draws that first frame (payment-step-frame.tsx: no store, no cart, its
// own provider's card form, lib/payment-provider-hint.tsx), which the browser hydrates before this
// step takes its place.
import { canProceedAtPaymentStep } from '@brewline/domain/store-hours/pickup';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useIsServerRender } from '../../lib/server-render.ts';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { ORDER_BESIDE_AT_PAYMENT } from './components/checkout-layout.tsx';
import { OrderInfo } from './components/order-info.tsx';
import { PaymentStepPage, StoreNotAcceptingPanel } from './components/payment-step-parts.tsx';
import { useCheckout } from './model/checkout-context.tsx';
import { checkoutStatusOf } from './model/checkout-store-status.ts';
import { useCheckoutCards } from './model/use-checkout-cards.ts';
import { useCheckoutPricing } from './model/use-checkout-pricing.ts';
import { useCheckoutStore } from './model/use-checkout-store.ts';
import { useDropGoneReward, useLeaveWithUnavailableLines } from './model/use-order-stays-current.ts';
import { useCardForm, useCardProvider } from './model/use-payment-choice.ts';
import { usePaymentStepOrder } from './model/use-payment-step-order.ts';
import { useStepGuard } from './model/use-step-guard.ts';
import { useUsableRewards } from './model/use-usable-rewards.ts';
import { PaymentForm } from './payment/payment-form.tsx';
import { PaymentStepFrame } from './payment-step-frame.tsx';

export function PaymentStep() {
  usePageTitle('Payment');
  return useIsServerRender() ? <PaymentStepFrame /> : <LivePaymentStep />;
}

function LivePaymentStep() {
  const allowed = useStepGuard('payment');
  const [, navigate] = useLocation();
  const { state } = useCheckout();
  const { storeId, store, fetching, error: storeError } = useCheckoutStore('network-only');
  // The store's answer is in: only then may it refuse the order.
  const storeAnswered = !fetching;
  const cards = useCheckoutCards();
  const usable = useUsableRewards();
  const priced = useCheckoutPricing();
  const { pricing } = priced;
  const accepting = !!store && store.oLOEnabled && canProceedAtPaymentStep(checkoutStatusOf(store));
  const paysWithCards = state.paymentType === 'GIFT_CARD' && cards.cards.length > 0;
  const nothingToPay = !!pricing && pricing.totalCents === 0;
  const open = allowed && accepting;
  const order = usePaymentStepOrder({
    storeId,
    open,
    priced,
    cards,
    rewards: usable,
    paysWithCards,
    nothingToPay,
  });
  const provider = useCardProvider(false);
  const cardForm = useCardForm();
  // From 768px the Order Info sits beside the step (checkout-layout.tsx) and is not drawn below it.
  const orderBeside = useMediaQuery(ORDER_BESIDE_AT_PAYMENT);
  useDropGoneReward(allowed, usable);
  useLeaveWithUnavailableLines(allowed, pricing?.unavailableLines);

  if (!allowed) return null;

  const body: ReactNode = storeError ? (
    <AlertBanner>{storeError}</AlertBanner>
  ) : storeAnswered && !accepting ? (
    <StoreNotAcceptingPanel onChooseStore={() => navigate('/pickup')} />
  ) : (
    <PaymentForm
      order={order}
      priced={priced}
      usable={usable}
      cards={cards}
      accepting={accepting}
      paysWithCards={paysWithCards}
      nothingToPay={nothingToPay}
      provider={provider}
      cardForm={cardForm}
    />
  );

  // The step grows as its parts arrive (store, price, the card form once the intent exists). On phones
  // the Order Info sits below it, in view: it joins only once the step has its final shape, so it
  // never moves (a shift) while the step above it fills in.
  const settled =
    !!storeError ||
    (storeAnswered &&
      (!accepting ||
        (!!pricing &&
          (nothingToPay || paysWithCards || provider.sandbox || !!order.intent || !!order.error))));

  return (
    <PaymentStepPage
      totalCents={pricing?.totalCents ?? null}
      after={
        settled &&
        orderBeside !== true && (
          <div className="md:hidden">
            <OrderInfo />
          </div>
        )
      }
    >
      {body}
    </PaymentStepPage>
  );
}
