import { graphql } from '../../lib/graphql.ts';

export const StaffInvitationsQuery = graphql(`
  query StaffInvitations {
    staffInvitations {
      id
      email
      role
      storeIds
      createdAt
      expiresAt
    }
  }
`);
