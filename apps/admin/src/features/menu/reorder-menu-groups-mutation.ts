import { graphql } from '../../lib/graphql.ts';

export const ReorderMenuGroupsMutation = graphql(`
  mutation ReorderMenuGroups($parentId: Int!, $groupIds: [Int!]!, $expectedVersion: Int!) {
    reorderMenuGroups(parentId: $parentId, groupIds: $groupIds, expectedVersion: $expectedVersion)
  }
`);
