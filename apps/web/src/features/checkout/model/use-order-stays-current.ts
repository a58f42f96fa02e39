// What the payment step takes out of the order when it changed elsewhere since it was chosen: a
// reward used, removed or expired, and lines the store can no longer make (sold out since they were
// added: they leave the cart and the customer goes back to it with the message, before any money moves).
import { messages } from '@brewline/domain/messages/messages';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCart } from '../../../lib/cart-context.tsx';
import { writeCartNotice } from '../../../lib/cart-notice.ts';
import { useCheckout } from './checkout-context.tsx';
import type { CheckoutPricing } from './use-checkout-pricing.ts';
import type { UsableRewards } from './use-usable-rewards.ts';

export function useDropGoneReward(allowed: boolean, usable: UsableRewards): void {
  const { state, update } = useCheckout();
  const chosenRewardGone =
    usable.loaded &&
    state.claimedRewardId !== null &&
    !usable.rewards.some((r) => r.id === state.claimedRewardId);
  useEffect(() => {
    if (allowed && chosenRewardGone) update({ claimedRewardId: null });
  }, [allowed, chosenRewardGone, update]);
}

export function useLeaveWithUnavailableLines(
  allowed: boolean,
  unavailable: CheckoutPricing['unavailableLines'] | undefined,
): void {
  const [, navigate] = useLocation();
  const { removeLine } = useCart();
  useEffect(() => {
    if (!allowed || !unavailable || unavailable.length === 0) return;
    for (const line of unavailable) removeLine(line.lineId);
    writeCartNotice(
      messages.UNAVAILABLE_ITEMS_REMOVED({ names: [...new Set(unavailable.map((l) => l.productName))] }),
    );
    navigate('~/cart');
  }, [allowed, unavailable, removeLine, navigate]);
}
