// The signed-in member's Brewline Cards for the checkout, default first then by balance
// (docs/product/ordering.md#constants), always from the network. A guest has none and asks nothing.
import { sortStoredCards } from '@brewline/domain/cards-and-rewards/brewline-cards';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useSignedIn } from '../../../lib/session-context.tsx';
import { CheckoutCardsQuery, type CheckoutCard } from '../api/checkout-cards-query.ts';

export interface CheckoutCards {
  readonly cards: readonly CheckoutCard[];
  /** The first answer has not come yet (a member only). */
  readonly loading: boolean;
  readonly refetch: () => void;
}

export function useCheckoutCards(): CheckoutCards {
  const signedIn = useSignedIn();
  const [result, reexecute] = useQuery({
    query: CheckoutCardsQuery,
    pause: !signedIn,
    requestPolicy: 'network-only',
  });
  const list = result.data?.session.profile?.cards;
  const cards = useMemo(() => (signedIn && list ? sortStoredCards(list) : []), [signedIn, list]);
  return {
    cards,
    loading: signedIn && !result.data && !result.error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
