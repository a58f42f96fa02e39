import { graphql } from '../../lib/graphql.ts';

export const BulkPricePreviewQuery = graphql(`
  query BulkPricePreview($input: BulkPriceChangeInput!) {
    bulkPricePreview(input: $input) {
      total
      problemCount
      cells {
        cellKey
        scopeLabel
        itemName
        variantName
        oldCents
        newCents
        problem
      }
    }
  }
`);
