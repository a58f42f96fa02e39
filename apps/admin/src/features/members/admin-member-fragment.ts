import { graphql } from '../../lib/graphql.ts';

export const AdminMemberFragment = graphql(`
  fragment AdminMemberDetail on AdminMember {
    memberId
    firstName
    lastName
    email
    phone
    createdAt
    accountDisabled
    cardsSuspendedAt
    failedCardAdds
    cards {
      cardNumber
      label
      balanceCents
      isDefault
      ledger {
        id
        kind
        amountCents
        balanceAfterCents
        orderId
        at
      }
    }
    rewards {
      points
      timeZone
      claimedRewards {
        id
        rewardName
        planName
        claimedAt
        expireDate
        usable
        consumed
        expired
      }
    }
  }
`);
