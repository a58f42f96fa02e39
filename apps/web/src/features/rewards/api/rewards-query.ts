// The signed-in member's points, plan progress and claimed rewards
// (docs/product/account.md#rewards-page).
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql.ts';
import { RewardsFields } from './rewards-fields-fragment.ts';

export const RewardsQuery = graphql(
  `
    query Rewards {
      rewards {
        ...RewardsFields
      }
    }
  `,
  [RewardsFields],
);

export type RewardsData = ResultOf<typeof RewardsFields>;
export type PlanProgress = RewardsData['plans'][number];
export type ClaimedReward = RewardsData['claimedRewards'][number];
