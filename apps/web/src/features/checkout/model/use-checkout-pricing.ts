// The checkout's prices: the cart as priced at the store, or, once the member chose a free-drink
// reward, priced with it (priceCart freeDrink: true), so the summary, the balance due and the order
// all carry the totals the server will charge. Without a reward it is the cart's own pricing query,
// shared with the cart page.
import { useQuery } from 'urql';
import { useCart } from '../../../lib/cart-context.tsx';
import { useSelectedStore } from '../../../lib/selected-store-context.tsx';
import { pricingErrorMessage, useCartLineInputs, useCartPricing } from '../../../lib/use-cart-pricing.ts';
import { RewardPriceCartQuery } from '../api/reward-price-cart-query.ts';
import { useCheckout } from './checkout-context.tsx';

export interface CheckoutPricedLine {
  readonly lineId: string;
  readonly productName: string;
  readonly sizeName: string;
  readonly versionName: string | null;
  readonly quantity: number;
  readonly priceCents: number;
  /** What the reward pays of the line; 0 without one. */
  readonly discountCents: number;
  readonly modifiers: readonly { readonly name: string; readonly quantity: number }[];
}

export interface CheckoutPricing {
  readonly lines: readonly CheckoutPricedLine[];
  readonly unavailableLines: readonly { readonly lineId: string; readonly productName: string }[];
  readonly subtotalCents: number;
  readonly rewardDiscountCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
}

export interface CheckoutPricingState {
  readonly pricing: CheckoutPricing | null;
  readonly updating: boolean;
  readonly error: string | null;
  readonly retry: () => void;
  /** The reward the pricing applied (it paid something), else null: what the order must name. */
  readonly appliedRewardId: string | null;
  /** A reward was chosen but the cart has no drink for it to pay for. */
  readonly rewardFindsNoDrink: boolean;
}

export function useCheckoutPricing(): CheckoutPricingState {
  const { lines } = useCart();
  const { storeId } = useSelectedStore();
  const { state } = useCheckout();
  const rewardId = state.claimedRewardId;
  const plain = useCartPricing(lines);
  const items = useCartLineInputs(lines);
  const paused = rewardId === null || storeId === null || items.length === 0;
  const [result, reexecute] = useQuery({
    query: RewardPriceCartQuery,
    variables: { storeId: storeId ?? 0, items },
    pause: paused,
    requestPolicy: 'cache-and-network',
  });

  if (paused) {
    const pricing = plain.pricing
      ? {
          ...plain.pricing,
          rewardDiscountCents: 0,
          lines: plain.pricing.lines.map((line) => ({ ...line, discountCents: 0 })),
        }
      : null;
    return { ...plain, pricing, appliedRewardId: null, rewardFindsNoDrink: false };
  }
  const rewarded = result.data?.priceCart ?? null;
  const applies = !!rewarded && rewarded.rewardDiscountCents > 0;
  return {
    pricing: rewarded,
    updating: result.fetching || result.stale,
    error: result.error ? pricingErrorMessage(result.error) : null,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
    appliedRewardId: applies ? rewardId : null,
    rewardFindsNoDrink: !!rewarded && !applies,
  };
}
