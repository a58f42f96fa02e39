import { graphql } from '../../lib/graphql.ts';
import { AdminMemberFragment } from './admin-member-fragment.ts';

export const AdminMemberQuery = graphql(
  `
    query AdminMember($memberId: String!) {
      adminMember(memberId: $memberId) {
        ...AdminMemberDetail
      }
    }
  `,
  [AdminMemberFragment],
);
