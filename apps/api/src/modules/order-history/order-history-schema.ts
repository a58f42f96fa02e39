// The member's order history over GraphQL: orderHistory(limit, before), pastOrder(id) and
// reorderCart(orderId, storeId). No operation takes a member id: every one acts for the access
// token's subject, so nobody can name someone else's orders. Each type lives in a file of its own;
// this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import type { OrderHistoryRefs } from './order-history-refs.ts';
import { addMemberOrderInterface } from './member-order-schema.ts';
import { addOrderHistoryPageType } from './order-history-page-schema.ts';
import { addPastOrderType } from './past-order-schema.ts';
import { addReorderCartType } from './reorder-cart-schema.ts';
import { addOrderHistoryQueries } from './order-history-queries-schema.ts';

export function addOrderHistorySchema(builder: Builder, refs: OrderHistoryRefs): void {
  const MemberOrder = addMemberOrderInterface(builder, refs);
  addOrderHistoryQueries(builder, {
    OrderHistoryPage: addOrderHistoryPageType(builder, MemberOrder),
    PastOrder: addPastOrderType(builder, refs, MemberOrder),
    ReorderCartRef: addReorderCartType(builder, refs),
  });
}
