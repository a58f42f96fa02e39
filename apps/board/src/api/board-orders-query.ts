// The store's open orders (scheduled, sent, received, ready), oldest first.
import { graphql } from '../lib/graphql.ts';
import { BoardOrderFields } from './board-order-fields.ts';

export const BoardOrdersQuery = graphql(
  `
    query BoardOrders {
      boardOrders {
        ...BoardOrderFields
      }
    }
  `,
  [BoardOrderFields],
);
