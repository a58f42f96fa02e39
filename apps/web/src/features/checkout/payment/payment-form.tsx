// The payment step's form: the error banner, the free-drink reward, what pays (payment-method-part.tsx)
// and COMPLETE ORDER, which waits until the store takes orders, the prices are current and the chosen
// payment is ready (cards that cover the total, or the card provider's intent and form).
import { canSelectCard, toggleCardSelection } from '@brewline/domain/cards-and-rewards/brewline-cards';
import type { FormEvent } from 'react';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { CompleteOrderButton } from '../components/payment-step-parts.tsx';
import { RewardChoice } from '../components/reward-choice.tsx';
import { useCheckout } from '../model/checkout-context.tsx';
import { submitPayment } from '../model/submit-payment.ts';
import type { CheckoutCards } from '../model/use-checkout-cards.ts';
import type { CheckoutPricingState } from '../model/use-checkout-pricing.ts';
import type { CompleteOrder } from '../model/use-complete-order.ts';
import { useCardSelection, type CardForm, type CardProvider } from '../model/use-payment-choice.ts';
import type { UsableRewards } from '../model/use-usable-rewards.ts';
import { PaymentMethodPart } from './payment-method-part.tsx';

interface PaymentFormProps {
  readonly order: CompleteOrder;
  readonly priced: CheckoutPricingState;
  readonly usable: UsableRewards;
  readonly cards: CheckoutCards;
  readonly accepting: boolean;
  readonly paysWithCards: boolean;
  readonly nothingToPay: boolean;
  readonly provider: CardProvider;
  readonly cardForm: CardForm;
}

export function PaymentForm(props: PaymentFormProps) {
  const { order, priced, cards, provider, cardForm, paysWithCards, nothingToPay } = props;
  const { pricing, updating } = priced;
  const { state, update } = useCheckout();
  const { selected, allocation } = useCardSelection(
    cards.cards,
    state.selectedCardNumbers,
    pricing?.totalCents ?? 0,
  );
  const toggleCard = (cardNumber: string) => {
    const target = cards.cards.find((c) => c.cardNumber === cardNumber);
    if (!target || !canSelectCard(target, selected, allocation.balanceDueCents)) return;
    order.setError(null);
    update({ selectedCardNumbers: toggleCardSelection(selected, cardNumber) });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitPayment({ order, nothingToPay, paysWithCards, selected, allocation, ...cardForm, ...provider });
  };
  const canSubmit =
    props.accepting &&
    !order.submitting &&
    !updating &&
    !!pricing &&
    (nothingToPay ||
      paysWithCards ||
      (!!order.intent && (provider.stripeKey === null || provider.stripeConfirmer !== null)));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Payment">
      {(order.error ?? priced.error) && (
        <AlertBanner testId="payment-error">{order.error ?? priced.error}</AlertBanner>
      )}
      <RewardChoice
        rewards={props.usable.rewards}
        chosenId={state.claimedRewardId}
        discountCents={updating ? null : (pricing?.rewardDiscountCents ?? null)}
        findsNoDrink={priced.rewardFindsNoDrink}
        disabled={order.submitting}
        onChange={(claimedRewardId) => {
          order.setError(null);
          update({ claimedRewardId });
        }}
      />
      <PaymentMethodPart
        cardsLoading={state.paymentType === 'GIFT_CARD' && cards.loading}
        nothingToPay={nothingToPay}
        paysWithCards={paysWithCards}
        cardPicker={{
          cards: cards.cards,
          selected,
          allocation,
          disabled: order.submitting || updating || !pricing,
          onToggle: toggleCard,
        }}
        providerForm={{
          order,
          stripeKey: provider.stripeKey,
          sandbox: provider.sandbox,
          onConfirmer: provider.onConfirmer,
          card: cardForm.card,
          onCardChange: cardForm.setCard,
          cardErrors: cardForm.cardErrors,
        }}
      />
      <CompleteOrderButton
        submitting={order.submitting}
        disabled={!canSubmit}
        totalCents={pricing?.totalCents ?? null}
      />
    </form>
  );
}
