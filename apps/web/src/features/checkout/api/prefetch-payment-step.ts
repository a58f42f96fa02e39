// What the payment step waits for before it can ask for the payment intent (and so before its card
// form, its largest paint): the store as the server sees it now, the cart's prices and the payment
// provider. Asked for with the step's code (routes.tsx) rather than after the menu tables
// and the step's first render; the step reads these answers once (lib/prefetched-query.ts).
import { sharedGraphQLClient } from '../../../lib/graphql-client.ts';
import { prefetchCartPrices } from '../../../lib/prefetch-cart-prices.ts';
import { prefetchQuery } from '../../../lib/prefetched-query.ts';
import { CheckoutStoreQuery } from './checkout-store-query.ts';
import { PaymentConfigQuery } from '../../../lib/payment-config-query.ts';

/** Settles once the three answers are in. */
export async function prefetchPaymentStep(storeId: number): Promise<void> {
  const client = sharedGraphQLClient();
  await Promise.all([
    prefetchQuery(client, CheckoutStoreQuery, { storeId }),
    prefetchCartPrices(storeId),
    // Read cache-first by the step already: a plain query is enough.
    client.query(PaymentConfigQuery, {}).toPromise(),
  ]);
}
