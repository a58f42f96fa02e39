// The chosen store with its live status and pickup methods. The pickup and payment steps ask the
// network every time (the store may have closed or lost a terminal since the page opened); the Order
// Info block reads whatever is cached.
import { useEffect } from 'react';
import { useQuery, type RequestPolicy } from 'urql';
import { describeApiError } from '../../../lib/graphql-errors.ts';
import { useFirstReadPolicy } from '../../../lib/prefetched-query.ts';
import { useSelectedStore } from '../../../lib/selected-store-context.tsx';
import { CheckoutStoreQuery, type CheckoutStore } from '../api/checkout-store-query.ts';

export interface CheckoutStoreState {
  readonly storeId: number | null;
  readonly store: CheckoutStore | null;
  readonly fetching: boolean;
  readonly error: string | null;
  readonly refetch: () => void;
}

/**
 * `refreshEveryMs` asks again on a timer: a store board that closes takes its pickup method away,
 * and the pickup step must show that while the customer is looking at it.
 */
export function useCheckoutStore(
  requestPolicy: RequestPolicy = 'cache-first',
  refreshEveryMs: number | null = null,
): CheckoutStoreState {
  const { storeId } = useSelectedStore();
  const variables = { storeId: storeId ?? 0 };
  const [result, reexecute] = useQuery({
    query: CheckoutStoreQuery,
    variables,
    pause: storeId === null,
    // Asked for with the payment step's code (checkout/api/prefetch-checkout-payment.ts): read once.
    requestPolicy: useFirstReadPolicy(CheckoutStoreQuery, variables, requestPolicy, storeId === null),
  });
  useEffect(() => {
    if (refreshEveryMs === null || storeId === null) return;
    const timer = setInterval(() => reexecute({ requestPolicy: 'network-only' }), refreshEveryMs);
    return () => clearInterval(timer);
  }, [refreshEveryMs, storeId, reexecute]);
  return {
    storeId,
    store: storeId === null ? null : (result.data?.store ?? null),
    fetching: storeId !== null && result.fetching && !result.data,
    error: result.error ? describeApiError(result.error).message : null,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
