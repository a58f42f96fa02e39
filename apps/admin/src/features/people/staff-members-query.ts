import { graphql } from '../../lib/graphql.ts';

export const StaffMembersQuery = graphql(`
  query StaffMembers {
    staffMembers {
      memberId
      email
      role
      storeIds
      createdAt
    }
  }
`);
