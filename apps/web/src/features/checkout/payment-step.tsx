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
// the store says so. The server draws the same first frame (no store, no cart, its own provider's card
// form: lib/payment-provider-hint.tsx), which the browser's first render repeats.
import { formatPrice } from '@brewline/domain/money';
import { BRAND_NAME, messages } from '@brewline/domain/messages';
import { canProceedAtPaymentStep } from '@brewline/domain/pickup';
import {
  allocateCardPayments,
  canSelectCard,
  checkCardCheckout,
  toggleCardSelection,
} from '@brewline/domain/brewline-cards';
import { validateCardForm, type CardFormInput } from '@brewline/domain/validation/payment-card';
import type { FieldErrors } from '@brewline/domain/validation/field-errors';
import { Gift, Loader2, Lock } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { useLocation } from 'wouter';
import { useCart } from '../../lib/cart-context.tsx';
import { writeCartNotice } from '../../lib/cart-notice.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { usePaymentProviderHint } from '../../lib/payment-provider-hint.tsx';
import { useIsServerRender } from '../../lib/server-render.ts';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CardPicker } from './components/card-picker.tsx';
import { CheckoutLayout } from './components/checkout-layout.tsx';
import { OrderInfo } from './components/order-info.tsx';
import { RewardChoice } from './components/reward-choice.tsx';
import { SummaryDisclosure } from './components/summary-disclosure.tsx';
import { useCheckout } from './model/checkout-context.tsx';
import { checkoutStatusOf } from './model/checkout-store-status.ts';
import { useCheckoutCards } from './model/use-checkout-cards.ts';
import { useCheckoutPricing } from './model/use-checkout-pricing.ts';
import { useCompleteOrder } from './model/use-complete-order.ts';
import { useCheckoutStore } from './model/use-checkout-store.ts';
import { useStepGuard } from './model/use-step-guard.ts';
import { useUsableRewards } from './model/use-usable-rewards.ts';
import { PaymentConfigQuery } from './public/payment-config-query.ts';
import { confirmSandboxPayment } from './public/confirm-sandbox-payment.ts';
import type { PaymentConfirmer } from './public/payment-confirmer.ts';
import { CardProviderForm } from './payment/card-provider-form.tsx';
import { EMPTY_CARD_FORM } from './public/sandbox-card-form.tsx';

export function PaymentStep() {
  usePageTitle('Payment');
  const serverRender = useIsServerRender();
  // The server knows nothing of this checkout (it lives in session storage): it draws the step's frame,
  // and the browser's first render decides where the customer belongs.
  const allowed = useStepGuard('payment') || serverRender;
  const [, navigate] = useLocation();
  const { state, update } = useCheckout();
  const { storeId, store, fetching, error: storeError } = useCheckoutStore('network-only');
  // The store's answer is in (the server's render never has one): only then may it refuse the order.
  const storeAnswered = !fetching && !serverRender;
  const { removeLine } = useCart();
  const { cards, loading: cardsLoading, refetch: refetchCards } = useCheckoutCards();
  const { rewards, loaded: rewardsLoaded, refetch: refetchRewards } = useUsableRewards();
  const {
    pricing,
    updating,
    error: pricingError,
    retry,
    appliedRewardId,
    rewardFindsNoDrink,
  } = useCheckoutPricing();
  const accepting = !!store && store.oLOEnabled && canProceedAtPaymentStep(checkoutStatusOf(store));
  const paysWithCards = state.paymentType === 'GIFT_CARD' && cards.length > 0;
  const nothingToPay = !!pricing && pricing.totalCents === 0;
  // The server refused a card (its balance moved) or the reward (used elsewhere): pick again.
  const onCardRefused = useCallback(() => {
    update({ selectedCardNumbers: [] });
    refetchCards();
  }, [update, refetchCards]);
  const onRewardRefused = useCallback(() => {
    update({ claimedRewardId: null });
    refetchRewards();
  }, [update, refetchRewards]);
  const order = useCompleteOrder({
    storeId,
    totals: pricing,
    ready:
      allowed &&
      accepting &&
      !!pricing &&
      !updating &&
      pricing.unavailableLines.length === 0 &&
      !paysWithCards &&
      !nothingToPay &&
      // A member's step waits for the cards: with GIFT_CARD chosen no card intent is needed.
      !(state.paymentType === 'GIFT_CARD' && cardsLoading),
    reprice: retry,
    rewardId: appliedRewardId,
    onCardRefused,
    onRewardRefused,
  });
  const [card, setCard] = useState<CardFormInput>(EMPTY_CARD_FORM);
  const [{ data: configData }] = useQuery({ query: PaymentConfigQuery, pause: serverRender });
  const providerHint = usePaymentProviderHint();
  const stripeKey =
    configData?.paymentConfig.provider === 'stripe' ? configData.paymentConfig.publishableKey : null;
  const sandbox = (configData?.paymentConfig.provider ?? providerHint) === 'sandbox';
  const [stripeConfirmer, setStripeConfirmer] = useState<PaymentConfirmer | null>(null);
  // useState would call a function it is given; the confirmer is stored wrapped.
  const onConfirmer = useCallback(
    (confirm: PaymentConfirmer | null) => setStripeConfirmer(() => confirm),
    [],
  );
  const [cardErrors, setCardErrors] = useState<FieldErrors>({});

  // The cards picked, as they are now: a card that left the account leaves the selection.
  const selectedCards = useMemo(
    () => cards.filter((c) => state.selectedCardNumbers.includes(c.cardNumber)),
    [cards, state.selectedCardNumbers],
  );
  const selected = useMemo(() => selectedCards.map((c) => c.cardNumber), [selectedCards]);
  const allocation = useMemo(
    () => allocateCardPayments(pricing?.totalCents ?? 0, selectedCards),
    [pricing?.totalCents, selectedCards],
  );

  // A reward used, removed or expired elsewhere since it was chosen leaves the order.
  const chosenRewardGone =
    rewardsLoaded && state.claimedRewardId !== null && !rewards.some((r) => r.id === state.claimedRewardId);
  useEffect(() => {
    if (allowed && chosenRewardGone) update({ claimedRewardId: null });
  }, [allowed, chosenRewardGone, update]);

  // The store can no longer make some lines (sold out since they were added): they leave the cart
  // and the customer goes back to it with the message, before any money moves.
  const unavailable = pricing?.unavailableLines;
  useEffect(() => {
    if (!allowed || !unavailable || unavailable.length === 0) return;
    for (const line of unavailable) removeLine(line.lineId);
    writeCartNotice(
      messages.UNAVAILABLE_ITEMS_REMOVED({ names: [...new Set(unavailable.map((l) => l.productName))] }),
    );
    navigate('~/cart');
  }, [allowed, unavailable, removeLine, navigate]);

  if (!allowed) return null;

  const toggleCard = (cardNumber: string) => {
    const target = cards.find((c) => c.cardNumber === cardNumber);
    if (!target || !canSelectCard(target, selected, allocation.balanceDueCents)) return;
    order.setError(null);
    update({ selectedCardNumbers: toggleCardSelection(selected, cardNumber) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (nothingToPay) {
      void order.submitWithout({ kind: 'none' });
      return;
    }
    if (paysWithCards) {
      const checked = checkCardCheckout(selected, allocation, BRAND_NAME);
      if (!checked.ok) {
        order.setError(checked.message);
        return;
      }
      void order.submitWithout({ kind: 'cards', payments: checked.value });
      return;
    }
    if (stripeKey) {
      if (stripeConfirmer) void order.submit(stripeConfirmer);
      return;
    }
    const checked = validateCardForm(card, new Date());
    if (!checked.ok) {
      setCardErrors(checked.errors);
      return;
    }
    setCardErrors({});
    void order.submit((intent) =>
      confirmSandboxPayment(intent.paymentIntentId, intent.clientSecret, checked.value),
    );
  };

  const paymentPart = () => {
    if (state.paymentType === 'GIFT_CARD' && cardsLoading) return <Spinner label="Loading your cards" />;
    if (nothingToPay) {
      return (
        <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900">
          <Gift size={20} aria-hidden="true" className="shrink-0" />
          {messages.REWARD_COVERS_ORDER()}
        </p>
      );
    }
    if (paysWithCards) {
      return (
        <CardPicker
          cards={cards}
          selected={selected}
          allocation={allocation}
          disabled={order.submitting || updating || !pricing}
          onToggle={toggleCard}
        />
      );
    }
    return (
      <CardProviderForm
        order={order}
        stripeKey={stripeKey}
        sandbox={sandbox}
        onConfirmer={onConfirmer}
        card={card}
        onCardChange={setCard}
        cardErrors={cardErrors}
      />
    );
  };

  const canSubmit =
    accepting &&
    !order.submitting &&
    !updating &&
    !!pricing &&
    (nothingToPay || paysWithCards || (!!order.intent && (stripeKey === null || stripeConfirmer !== null)));

  const body = (() => {
    if (storeError) return <AlertBanner>{storeError}</AlertBanner>;
    if (storeAnswered && !accepting) {
      return (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center"
        >
          <p className="max-w-md font-semibold text-red-900">{messages.STORE_NOT_ACCEPTING_ORDERS_STEP()}</p>
          <button type="button" className="btn-primary" onClick={() => navigate('/pickup')}>
            Choose Store
          </button>
        </div>
      );
    }
    return (
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Payment">
        {(order.error ?? pricingError) && (
          <AlertBanner testId="payment-error">{order.error ?? pricingError}</AlertBanner>
        )}
        <RewardChoice
          rewards={rewards}
          chosenId={state.claimedRewardId}
          discountCents={updating ? null : (pricing?.rewardDiscountCents ?? null)}
          findsNoDrink={rewardFindsNoDrink}
          disabled={order.submitting}
          onChange={(claimedRewardId) => {
            order.setError(null);
            update({ claimedRewardId });
          }}
        />
        {paymentPart()}
        <button
          type="submit"
          className="btn-primary h-14 text-lg tracking-wide"
          disabled={!canSubmit}
          data-testid="complete-order"
        >
          {order.submitting ? (
            <Loader2 size={20} aria-hidden="true" className="animate-spin" />
          ) : (
            <Lock size={18} aria-hidden="true" />
          )}
          COMPLETE ORDER
          {/* The total rides along where it fits; on phones it is on the summary bar above. */}
          {pricing && (
            <span className="hidden tabular-nums min-[400px]:inline">
              · {formatPrice(pricing.totalCents)}
            </span>
          )}
        </button>
      </form>
    );
  })();

  // The step grows as its parts arrive (store, price, the card form once the intent exists). On phones
  // the Order Info sits below it, in view: it joins only once the step has its final shape, so it
  // never moves (a shift) while the step above it fills in.
  const settled =
    !!storeError ||
    (storeAnswered &&
      (!accepting ||
        (!!pricing && (nothingToPay || paysWithCards || sandbox || !!order.intent || !!order.error))));

  return (
    <CheckoutLayout step="payment">
      <div className="grid gap-4">
        <SummaryDisclosure totalCents={pricing?.totalCents ?? null} />
        <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <h1 className="page-title mb-5">Payment</h1>
          {body}
        </section>
        {settled && (
          <div className="md:hidden">
            <OrderInfo />
          </div>
        )}
      </div>
    </CheckoutLayout>
  );
}
