// Claims a plan's reward (docs/product/account.md#claim-and-remove-a-reward). claimId makes a
// retried claim the same claim.
import { graphql } from '../../../lib/graphql.ts';
import { RewardsFields } from './rewards-fields-fragment.ts';

export const ClaimRewardMutation = graphql(
  `
    mutation ClaimReward($planId: Int!, $claimId: ID!) {
      claimReward(planId: $planId, claimId: $claimId) {
        claimedReward {
          id
          rewardName
        }
        rewards {
          ...RewardsFields
        }
      }
    }
  `,
  [RewardsFields],
);
