// Each status change of one order, as the store moves it (graphql-ws).
import { graphql } from '../../../lib/graphql.ts';

export const OrderStatusSubscription = graphql(`
  subscription OrderStatus($id: String!) {
    orderStatus(id: $id) {
      id
      status
      updatedAt
      reason
    }
  }
`);
