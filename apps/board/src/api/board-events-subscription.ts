// Every new order and every status change at this terminal's store. While it is open, the
// terminal counts as CONNECTED for customers.
import { graphql } from '../lib/graphql.ts';
import { BoardOrderFields } from './board-order-fields.ts';

export const BoardEventsSubscription = graphql(
  `
    subscription BoardEvents {
      boardEvents {
        kind
        order {
          ...BoardOrderFields
        }
      }
    }
  `,
  [BoardOrderFields],
);
