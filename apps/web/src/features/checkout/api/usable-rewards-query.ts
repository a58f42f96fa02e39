// The member's claimed free-drink rewards an order at this store can use now (not used, removed or
// expired in the store's time zone): the payment step offers the first of them.
import { graphql, type ResultOf } from '../../../lib/graphql.ts';

export const UsableRewardsQuery = graphql(`
  query UsableRewards($storeId: Int!) {
    myUsableRewards(storeId: $storeId) {
      id
      rewardName
      expiresOn
    }
  }
`);

export type UsableReward = ResultOf<typeof UsableRewardsQuery>['myUsableRewards'][number];
