import { graphql } from '../../lib/graphql.ts';

export const InviteStaffMutation = graphql(`
  mutation InviteStaff($email: String!, $role: StaffRole!, $storeIds: [Int!]!) {
    inviteStaff(email: $email, role: $role, storeIds: $storeIds) {
      token
      invitation {
        id
        email
        role
        storeIds
        expiresAt
      }
    }
  }
`);
