// Removes a claimed reward (docs/product/account.md#claim-and-remove-a-reward); its points come
// back unless it expired.
import { graphql } from '../../../lib/graphql.ts';
import { RewardsFields } from './rewards-fields-fragment.ts';

export const RemoveClaimedRewardMutation = graphql(
  `
    mutation RemoveClaimedReward($id: ID!) {
      removeClaimedReward(id: $id) {
        pointsRestored
        rewards {
          ...RewardsFields
        }
      }
    }
  `,
  [RewardsFields],
);
