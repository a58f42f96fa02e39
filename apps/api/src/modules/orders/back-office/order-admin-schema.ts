// The back office's orders over GraphQL: search (orders.view), an order's whole life (orders.view,
// for its store), and refunds all or part (orders.refund, for its store). Each type lives in a file
// of its own; this puts them together.
import type { Builder } from '../../../graphql/builder.ts';
import { addAdminOrderPageType } from './admin-order-page-schema.ts';
import { addAdminOrderType } from './admin-order-schema.ts';
import { addOrderAdminQueries } from './order-admin-queries-schema.ts';
import { addOrderAdminMutations } from './order-admin-mutations-schema.ts';

export function addOrderAdminSchema(builder: Builder): void {
  const AdminOrder = addAdminOrderType(builder);
  addOrderAdminQueries(builder, addAdminOrderPageType(builder), AdminOrder);
  addOrderAdminMutations(builder, AdminOrder);
}
