// What the rewards page shows, read by the query and returned by both mutations so the page can
// show the new balance at once.
import { graphql } from '../../../lib/graphql.ts';

export const RewardsFields = graphql(`
  fragment RewardsFields on Rewards {
    points
    timeZone
    plans {
      planId
      name
      threshold
      rewardName
      rewardKind
      points
      pointsRemaining
      message
      canClaim
    }
    claimedRewards {
      id
      planName
      rewardName
      rewardKind
      creationDate
      expireDate
      expired
      consumed
      usable
      pointsSpent
    }
  }
`);
