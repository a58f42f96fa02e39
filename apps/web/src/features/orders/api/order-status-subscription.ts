// Each status change of one order, as the store moves it (graphql-ws): for the browser that placed it
// (its viewer key) or its member (the live connection carries the member's token).
import { graphql } from '../../../lib/graphql.ts';

export const OrderStatusSubscription = graphql(`
  subscription OrderStatus($id: String!, $viewerKey: String) {
    orderStatus(id: $id, viewerKey: $viewerKey) {
      id
      status
      updatedAt
      reason
    }
  }
`);
