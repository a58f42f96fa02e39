// The chosen store's menu prices: the price beside each option on the product page.
import { graphql, type ResultOf } from '../../../lib/graphql.ts';

export const MenuPricesQuery = graphql(`
  query MenuPrices($storeId: Int!) {
    menuPrices(storeId: $storeId) {
      storeId
      taxRateMicros
      items {
        productId
        sizeId
        priceCents
      }
      modifiers {
        modifierId
        priceCents
      }
    }
  }
`);

export type MenuPrices = NonNullable<ResultOf<typeof MenuPricesQuery>['menuPrices']>;
