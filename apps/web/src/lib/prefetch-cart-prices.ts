// Asks for the stored cart's prices at the chosen store ahead of the screens that wait for them before
// their largest paint (the cart, the payment step: the route declarations, routes.tsx). The same query and
// variables as useCartPricing, so the screen's first read finds this answer (prefetched-query.ts).
import { cartItemInputs, sentLines } from '@brewline/domain/orders/cart';
import { readCart } from './cart-storage.ts';
import { sharedGraphQLClient } from './graphql-client.ts';
import { PriceCartQuery } from './price-cart-query.ts';
import { prefetchQuery } from './prefetched-query.ts';

export function prefetchCartPrices(storeId: number): Promise<void> {
  const items = cartItemInputs(sentLines(readCart()));
  if (items.length === 0) return Promise.resolve();
  return prefetchQuery(sharedGraphQLClient(), PriceCartQuery, { storeId, items }).then(() => undefined);
}
