import { graphql } from '../../lib/graphql.ts';
import { AdminOrderFragment } from './admin-order-fragment.ts';

export const AdminOrderQuery = graphql(
  `
    query AdminOrder($id: String!) {
      adminOrder(id: $id) {
        ...AdminOrderDetail
      }
    }
  `,
  [AdminOrderFragment],
);
