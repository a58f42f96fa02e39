// priceCart: the server's price for cart lines at a store, exactly as it will be charged. Shared by
// the product page (one line being built) and the cart (every line), so it lives here.
import { graphql, type ResultOf } from './graphql.ts';

export const PriceCartQuery = graphql(`
  query PriceCart($storeId: Int!, $items: [CartLineInput!]!) {
    priceCart(storeId: $storeId, items: $items) {
      storeId
      lines {
        lineId
        productId
        productName
        sizeName
        versionName
        quantity
        unitPriceCents
        priceCents
        modifiers {
          modifierId
          name
          quantity
          priceCents
        }
      }
      unavailableLines {
        lineId
        productId
        productName
      }
      subtotalCents
      taxCents
      totalCents
    }
  }
`);

export type CartPricing = ResultOf<typeof PriceCartQuery>['priceCart'];
export type PricedLine = CartPricing['lines'][number];
