// priceCart with a claimed free-drink reward applied (freeDrink: true): the same lines and totals
// the server will charge, plus what the reward takes off each line and in all.
import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { PricedCartFields } from '../../../lib/price-cart-query.ts';

export const RewardPriceCartQuery = graphql(
  `
    query RewardPriceCart($storeId: Int!, $items: [CartLineInput!]!) {
      priceCart(storeId: $storeId, items: $items, freeDrink: true) {
        ...PricedCartFields
        rewardDiscountCents
      }
    }
  `,
  [PricedCartFields],
);

export type RewardCartPricing = ResultOf<typeof RewardPriceCartQuery>['priceCart'];
