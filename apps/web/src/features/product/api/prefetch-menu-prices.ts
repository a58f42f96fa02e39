// Asks for the store's menu prices ahead of the product page (routes.tsx): the answer lands
// in the shared client's cache, where the page's own MenuPrices query finds it (or joins the request
// still in flight) instead of starting it only after the tables, the page's code and its first render.
import { sharedGraphQLClient } from '../../../lib/graphql-client.ts';
import { MenuPricesQuery } from './menu-prices-query.ts';

/** Settles once the answer is in. */
export async function prefetchMenuPrices(storeId: number): Promise<void> {
  await sharedGraphQLClient().query(MenuPricesQuery, { storeId }).toPromise();
}
