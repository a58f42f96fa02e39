import { graphql } from '../../lib/graphql.ts';

export const UpdateRewardPlanMutation = graphql(`
  mutation UpdateRewardPlan(
    $id: Int!
    $expectedVersion: Int!
    $name: String!
    $threshold: Int!
    $rewardName: String!
    $rewardKind: RewardKind!
    $validityDays: Int
  ) {
    updateRewardPlan(
      id: $id
      expectedVersion: $expectedVersion
      name: $name
      threshold: $threshold
      rewardName: $rewardName
      rewardKind: $rewardKind
      validityDays: $validityDays
    ) {
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
