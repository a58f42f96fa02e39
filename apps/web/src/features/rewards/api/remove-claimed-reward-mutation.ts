// Removes a claimed reward (account spec §7 Claim/remove reward); its points come back unless it expired.
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
