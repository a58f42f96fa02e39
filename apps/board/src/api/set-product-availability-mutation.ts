// 86 a product at this store (available: false), or bring it back.
import { graphql } from '../lib/graphql.ts';

export const SetProductAvailabilityMutation = graphql(`
  mutation SetProductAvailability($productId: Int!, $available: Boolean!) {
    setProductAvailability(productId: $productId, available: $available) {
      id
      name
      available
    }
  }
`);
