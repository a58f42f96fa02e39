import { graphql } from '../../lib/graphql.ts';

export const MemberLookupQuery = graphql(`
  query AdminMemberLookup($query: String!) {
    adminMembers(query: $query) {
      memberId
      firstName
      lastName
      email
      phone
      cardsSuspended
    }
  }
`);
