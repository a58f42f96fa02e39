// priceCart: the server's price for cart lines at a store, exactly as it will be charged. Shared by
// the product page (one line being built) and the cart (every line), so it lives here; the checkout's
// query with a free-drink reward asks for the same fields (PricedCartFields: a line's discountCents is
// 0 without one) and the reward's total.
import { graphql, type ResultOf } from './graphql.ts';

export const PricedCartFields = graphql(`
  fragment PricedCartFields on CartPricing @_unmask {
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
      discountCents
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
`);

export const PriceCartQuery = graphql(
  `
    query PriceCart($storeId: Int!, $items: [CartLineInput!]!) {
      priceCart(storeId: $storeId, items: $items) {
        ...PricedCartFields
      }
    }
  `,
  [PricedCartFields],
);

export type CartPricing = ResultOf<typeof PriceCartQuery>['priceCart'];
export type PricedLine = CartPricing['lines'][number];
