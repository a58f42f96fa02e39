import { graphql } from '../../lib/graphql.ts';

export const RewardPlansQuery = graphql(`
  query AdminRewardPlans {
    adminRewardPlans {
      id
      name
      threshold
      rewardName
      rewardKind
      validityDays
      version
    }
  }
`);
