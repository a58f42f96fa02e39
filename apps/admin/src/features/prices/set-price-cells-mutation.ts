import { graphql } from '../../lib/graphql.ts';

export const SetPriceCellsMutation = graphql(`
  mutation SetPriceCells($cells: [PriceCellInput!]!) {
    setPriceCells(cells: $cells) {
      saved
      pendingCount
    }
  }
`);
