// Prices cart lines at the selected store on every change (ARCHITECTURE.md §5: the total shown is the
// total charged). While a new answer is on its way the last one stays, marked as updating.
import { cartItemInputs, type CartLine } from '@brewline/domain/orders/cart';
import { messages } from '@brewline/domain/messages/messages';
import { useEffect, useMemo } from 'react';
import { useQuery, type CombinedError, type RequestPolicy } from 'urql';
import { PriceCartQuery, type CartPricing } from './price-cart-query.ts';
import { useFirstReadPolicy } from './prefetched-query.ts';
import { useCart } from './cart-context.tsx';
import { useSelectedStore } from './selected-store-context.tsx';

export interface CartPricingState {
  pricing: CartPricing | null;
  /** A newer answer is on its way; what is shown may be about to change. */
  updating: boolean;
  /** The server's message for a cart it refused, or the network message. */
  error: string | null;
  retry: () => void;
}

/** The server's message for a cart it refused, or the network message. */
export function pricingErrorMessage(error: CombinedError): string {
  return error.graphQLErrors[0]?.message ?? messages.ALERT_NETWORK();
}

/** cartItemInputs, the same array until the lines change. */
export function useCartLineInputs(lines: readonly CartLine[]) {
  return useMemo(() => cartItemInputs(lines), [lines]);
}

export function useCartPricing(
  lines: readonly CartLine[],
  requestPolicy: RequestPolicy = 'cache-and-network',
): CartPricingState {
  const { storeId } = useSelectedStore();
  const items = useCartLineInputs(lines);
  const paused = storeId === null || items.length === 0;
  const variables = { storeId: storeId ?? 0, items };
  const [result, reexecute] = useQuery({
    query: PriceCartQuery,
    variables,
    pause: paused,
    // The cart's prices asked for with the screen's code (the feature's routes.tsx) are read once.
    requestPolicy: useFirstReadPolicy(PriceCartQuery, variables, requestPolicy, paused),
  });
  // The badge counts what will be ordered: the lines this answer set apart are not.
  const { reportUnavailableLines } = useCart();
  const apart = paused ? null : result.data?.priceCart.unavailableLines;
  useEffect(() => {
    if (apart) reportUnavailableLines(apart.map((line) => line.lineId));
  }, [apart, reportUnavailableLines]);
  return {
    pricing: paused ? null : (result.data?.priceCart ?? null),
    updating: !paused && (result.fetching || result.stale),
    error: !paused && result.error ? pricingErrorMessage(result.error) : null,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
