import { graphql } from '../../lib/graphql.ts';

export const SaveBulkPriceChangeMutation = graphql(`
  mutation SaveBulkPriceChange($input: BulkPriceChangeInput!) {
    saveBulkPriceChange(input: $input) {
      saved
      pendingCount
    }
  }
`);
