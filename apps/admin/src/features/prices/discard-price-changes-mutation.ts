import { graphql } from '../../lib/graphql.ts';

export const DiscardPriceChangesMutation = graphql(`
  mutation DiscardPriceChanges($cellKeys: [String!]) {
    discardPriceChanges(cellKeys: $cellKeys) {
      discarded
      pendingCount
    }
  }
`);
