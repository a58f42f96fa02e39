// The store's products with whether each can be made right now (the 86 list).
import { graphql } from '../lib/graphql.ts';

export const BoardProductsQuery = graphql(`
  query BoardProducts {
    boardProducts {
      id
      name
      available
    }
  }
`);
