import { graphql } from '../../lib/graphql.ts';

export const RemoveStaffMutation = graphql(`
  mutation RemoveStaff($memberId: String!) {
    removeStaff(memberId: $memberId)
  }
`);
