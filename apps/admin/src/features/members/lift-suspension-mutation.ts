import { graphql } from '../../lib/graphql.ts';
import { AdminMemberFragment } from './admin-member-fragment.ts';

export const LiftSuspensionMutation = graphql(
  `
    mutation LiftCardSuspension($memberId: String!) {
      liftCardSuspension(memberId: $memberId) {
        ...AdminMemberDetail
      }
    }
  `,
  [AdminMemberFragment],
);
