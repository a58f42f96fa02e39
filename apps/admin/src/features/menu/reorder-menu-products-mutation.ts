import { graphql } from '../../lib/graphql.ts';

export const ReorderMenuProductsMutation = graphql(`
  mutation ReorderMenuProducts($groupId: Int!, $productIds: [Int!]!, $expectedVersion: Int!) {
    reorderMenuProducts(groupId: $groupId, productIds: $productIds, expectedVersion: $expectedVersion)
  }
`);
