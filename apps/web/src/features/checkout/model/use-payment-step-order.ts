// The payment step's order (use-complete-order.ts): a card intent is made only when a card pays, the
// store takes orders and the prices are current; a card or reward the server refused is picked again.
import { useCallback } from 'react';
import { useCheckout } from './checkout-context.tsx';
import type { CheckoutCards } from './use-checkout-cards.ts';
import type { CheckoutPricingState } from './use-checkout-pricing.ts';
import { useCompleteOrder } from './use-complete-order.ts';
import type { UsableRewards } from './use-usable-rewards.ts';

interface PaymentStepOrderOptions {
  readonly storeId: number | null;
  /** The customer may be on this step and the store takes orders now. */
  readonly open: boolean;
  readonly priced: CheckoutPricingState;
  readonly cards: CheckoutCards;
  readonly rewards: UsableRewards;
  readonly paysWithCards: boolean;
  readonly nothingToPay: boolean;
}

export function usePaymentStepOrder(options: PaymentStepOrderOptions) {
  const { storeId, open, priced, cards, rewards, paysWithCards, nothingToPay } = options;
  const { state, update } = useCheckout();
  const { pricing, updating } = priced;
  const { refetch: refetchCards } = cards;
  const { refetch: refetchRewards } = rewards;
  // The server refused a card (its balance moved) or the reward (used elsewhere): pick again.
  const onCardRefused = useCallback(() => {
    update({ selectedCardNumbers: [] });
    refetchCards();
  }, [update, refetchCards]);
  const onRewardRefused = useCallback(() => {
    update({ claimedRewardId: null });
    refetchRewards();
  }, [update, refetchRewards]);
  return useCompleteOrder({
    storeId,
    totals: pricing,
    ready:
      open &&
      !!pricing &&
      !updating &&
      pricing.unavailableLines.length === 0 &&
      !paysWithCards &&
      !nothingToPay &&
      // A member's step waits for the cards: with GIFT_CARD chosen no card intent is needed.
      !(state.paymentType === 'GIFT_CARD' && cards.loading),
    reprice: priced.retry,
    rewardId: priced.appliedRewardId,
    onCardRefused,
    onRewardRefused,
  });
}
