// /checkout and its steps. The steps name each other by paths relative to /checkout; a bare
// /checkout (or an unknown step) goes to the login step. Each navigation starts at the top.
import { useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { track } from '../../lib/analytics.ts';
import { useOnceFor } from '../../lib/use-track-view.ts';
import { useIsServerRender } from '../../lib/server-render.ts';
import { PageSpinner } from '../../ui/spinner.tsx';
import { subscribeStoreChange } from '../../lib/store-change.ts';
import { LoginStep, PaymentOptionsStep, PaymentStep, PickupStep, ProfileStep } from './checkout-steps.ts';
import { CheckoutProvider, useCheckout } from './model/checkout-context.tsx';
import { CheckoutFrame, CheckoutStepCard, checkoutStepAt } from './public/checkout-step-frame.tsx';

/** Each step starts at the top, and is counted for the funnel (step names only, no personal data). */
function OnStepChange() {
  const [location] = useLocation();
  // Once per step shown: the effect may run again while the step stays (use-track-view.ts).
  useOnceFor(location, () => {
    window.scrollTo(0, 0);
    const step = location.replace(/^\//, '');
    if (step === '') return;
    if (step === 'login') track('checkout_start');
    track('checkout_step', { step });
  });
  return null;
}

/** A new store means new pickup methods, hours and prices: the pickup and payment choices go. */
function ForgetPickupOnStoreChange() {
  const { update } = useCheckout();
  useEffect(
    () =>
      subscribeStoreChange(() =>
        update({
          pickupDone: false,
          pickupStoreId: null,
          pickupLocation: null,
          isScheduled: false,
          time: null,
          timeLabel: null,
          paymentIntent: null,
        }),
      ),
    [update],
  );
  return null;
}

/**
 * A step before payment, while the browser's storage (the cart, the checkout so far) is not read yet:
 * the server's render and its hydration. Its stepper and heading stand where the step draws them.
 */
function StepWaiting({ step }: { step: NonNullable<ReturnType<typeof checkoutStepAt>> }) {
  return (
    <CheckoutFrame step={step}>
      <CheckoutStepCard step={step}>
        <PageSpinner />
      </CheckoutStepCard>
    </CheckoutFrame>
  );
}

export default function CheckoutRoutes() {
  const [location] = useLocation();
  const waitingStep = checkoutStepAt(`/checkout${location === '/' ? '' : location}`);
  const restoring = useIsServerRender();
  if (restoring && waitingStep) return <StepWaiting step={waitingStep} />;
  return (
    <CheckoutProvider>
      <OnStepChange />
      <ForgetPickupOnStoreChange />
      <Switch>
        <Route path="/login" component={LoginStep} />
        <Route path="/profile" component={ProfileStep} />
        <Route path="/pickup" component={PickupStep} />
        <Route path="/payment-options" component={PaymentOptionsStep} />
        <Route path="/payment" component={PaymentStep} />
        <Route>
          <Redirect to="/login" replace />
        </Route>
      </Switch>
    </CheckoutProvider>
  );
}
