import { graphql } from '../../lib/graphql.ts';

export const AcceptStaffInvitationMutation = graphql(`
  mutation AcceptStaffInvitation($token: String!) {
    acceptStaffInvitation(token: $token) {
      memberId
      email
      role
      storeIds
    }
  }
`);
