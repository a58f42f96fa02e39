// The payment step as the server draws it and the browser hydrates it: the step's frame with the card
// form, waiting for everything this browser knows (the checkout, the cart, the store). The live step
// (payment-step.tsx) mounts with its queries once the page has hydrated. Mounted while hydrating, the
// live step's queries started paused (no store, no cart yet) and unpaused in the hydrated tree, and on
// a loaded phone they asked for the store and the prices in a loop, hundreds of times a second, until
// the server refused them: the customer's COMPLETE ORDER never came.
import { PaymentStepPage } from './components/payment-step-parts.tsx';
import type { CheckoutCards } from './model/use-checkout-cards.ts';
import type { CheckoutPricingState } from './model/use-checkout-pricing.ts';
import type { CompleteOrder } from './model/use-complete-order.ts';
import { useCardForm, useCardProvider } from './model/use-payment-choice.ts';
import type { UsableRewards } from './model/use-usable-rewards.ts';
import { PaymentForm } from './payment/payment-form.tsx';

const nothing = () => undefined;
const WAITING_ORDER: CompleteOrder = {
  intent: null,
  submitting: false,
  error: null,
  submit: () => Promise.resolve(),
  submitWithout: () => Promise.resolve(),
  setError: nothing,
  retryIntent: nothing,
};
const NO_PRICES: CheckoutPricingState = {
  pricing: null,
  updating: false,
  error: null,
  retry: nothing,
  appliedRewardId: null,
  rewardFindsNoDrink: false,
};
const NO_REWARDS: UsableRewards = { rewards: [], loaded: false, refetch: nothing };
const NO_CARDS: CheckoutCards = { cards: [], loading: false, refetch: nothing };

export function PaymentStepFrame() {
  const provider = useCardProvider(true);
  const cardForm = useCardForm();
  return (
    <PaymentStepPage totalCents={null}>
      <PaymentForm
        order={WAITING_ORDER}
        priced={NO_PRICES}
        usable={NO_REWARDS}
        cards={NO_CARDS}
        accepting={false}
        paysWithCards={false}
        nothingToPay={false}
        provider={provider}
        cardForm={cardForm}
      />
    </PaymentStepPage>
  );
}
